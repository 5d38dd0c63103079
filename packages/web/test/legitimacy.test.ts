import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { expectClearOfBars } from './overlap';
import { createFromLobby, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('legitimacy');
});
afterAll(async () => {
  await h?.close();
});

/** Plays sensibly enough to finish: a choice at random, but the turn's end only when nothing else is offered. */
function pick(texts: string[]): number {
  const others = texts.map((t, i) => [t, i] as const).filter(([t]) => !/end the turn/i.test(t));
  const pool = others.length > 0 ? others : texts.map((t, i) => [t, i] as const);
  return pool[Math.floor(Math.random() * pool.length)][1];
}

describe('Legitimacy in the browser', () => {
  it('plays a match with a bot and one human seat to its end, through clicks', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await createFromLobby(page, 'Legitimacy', ['me', 'bot:greedy'], 'Ada');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await screenshot(page, 'legitimacy-start-1280');
    let shot = false;
    const actions = await playToEnd(page, {
      maxActions: 4000,
      pick,
      onTurn: async (n) => {
        if (n === 25 && !shot) {
          shot = true;
          await screenshot(page, 'legitimacy-midgame-1280');
          // On a wide screen the card-text bar stays at the screen's foot: the map ends above it.
          expect(await expectClearOfBars(page, '.leg-board')).toBeGreaterThan(0);
        }
      },
    });
    expect(actions).toBeGreaterThan(5);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/takes the throne/);
    await screenshot(page, 'legitimacy-end-1280');
    expect(errors).toEqual([]);
  }, 300_000);

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await createFromLobby(page, 'Legitimacy', ['me', 'bot:random', 'bot:random']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await page.locator('button.choice').first().click();
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The map on the first screen, none of its pawns or names under the card-text bar.
    expect(await expectClearOfBars(page, '.leg-board')).toBeGreaterThan(0);
    await screenshot(page, 'legitimacy-390');
  });
});
