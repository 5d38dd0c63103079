import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { openSeededMatch, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('xanth');
});
afterAll(async () => {
  await h?.close();
});

/** A repeatable sequence of picks, so the seeded game takes the same path every run the bot allows. */
function picker(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 48271) % 2147483647;
    return x % n;
  };
}

describe('Xanth in the browser', () => {
  it('plays a seeded game against a bot to its end, through clicks on the map, the cards and the list', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, { game: 'xanth', seed: 'web-1', names: ['Ada'], bots: ['greedy'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByLabel('The map of Xanth').count()).resolves.toBe(1);
    await screenshot(page, 'xanth-start-1280');
    const next = picker(11);
    let boardClicks = 0;
    let goalSeen = false;
    let combatSeen = false;
    const actions = await playToEnd(page, {
      maxActions: 2000,
      // Lets the hazards and cards of the table pass rather than drawing the game out.
      pick: (texts) => {
        const plain = texts.findIndex((t) => /^(pass|keep|fight|face the hazard|brave)/i.test(t));
        return plain >= 0 ? plain : next(texts.length);
      },
      // A legal region on the map, a card or a Chair Actor is clicked on the board when there is one.
      onBoard: async () => {
        if (await page.locator('.pick-list').count()) return false;
        const targets = page.locator('.xa-board .legal-target, .xa .card.legal');
        const count = await targets.count();
        if (count === 0 || next(3) === 0) return false;
        const clicked = await targets
          .nth(next(count))
          .click({ timeout: 5_000 })
          .then(
            () => true,
            () => false, // the board moved on (a bot acted): look again.
          );
        if (clicked) boardClicks++;
        return clicked;
      },
      onTurn: async () => {
        if (!goalSeen && (await page.locator('.xa-goal-ring').count())) {
          goalSeen = true;
          await screenshot(page, 'xanth-quest-1280');
        }
        if (!combatSeen && (await page.locator('.xa-badguy').count())) {
          combatSeen = true;
          await screenshot(page, 'xanth-combat-1280');
        }
      },
    });
    expect(actions).toBeGreaterThan(3);
    expect(goalSeen).toBe(true);
    expect(boardClicks).toBeGreaterThan(0);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/Quest/);
    await screenshot(page, 'xanth-end-1280');
    expect(errors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await openSeededMatch(page, h.url, { game: 'xanth', seed: 'web-2', names: ['Ada'], bots: ['random'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'xanth-390');
  });

  it('shows the whole map without sideways scrolling between a phone and a wide screen', async () => {
    for (const width of [1000, 1150, 1260, 1280]) {
      const { context, page } = await openPage(h.browser, `${h.url}/#/`, { width, height: 800 });
      await openSeededMatch(page, h.url, { game: 'xanth', seed: 'web-3', names: ['Ada'], bots: ['random'] });
      await page.getByRole('heading', { name: 'Your move' }).waitFor();
      const frame = page.locator('.xa-frame');
      const [scroll, client] = await frame.evaluate((f) => [f.scrollWidth, f.clientWidth]);
      expect(scroll, `${width} px wide`).toBeLessThanOrEqual(client);
      if (width === 1150) await screenshot(page, 'xanth-1150');
      await context.close();
    }
  });
});
