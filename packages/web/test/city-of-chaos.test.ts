import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { expectClearOfBars } from './overlap';
import { openSeededMatch, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('city-of-chaos');
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

// Twelve rounds before Time Runs Out: a whole game, shorter than the thirty of the default.
const match = { game: 'city-of-chaos', names: ['Ada'], options: { rounds: 12 } };

describe('City of Chaos in the browser', () => {
  it('plays a seeded game against a bot to its end, through clicks on the City, the Tome and the cards', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, { ...match, seed: 'web-1', bots: ['greedy'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByLabel('The City', { exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'city-of-chaos-start-1280');
    const next = picker(5);
    let boardClicks = 0;
    const seen = { tome: false, battle: false, card: false, 'battle-last-round': false };
    const tilesAtStart = await page.locator('.coc-tile-edge').count();
    let tiles = tilesAtStart;
    const actions = await playToEnd(page, {
      maxActions: 1500,
      pick: (texts) => next(texts.length),
      // Steps on the map, a Tome choice, an Action card's option or a combat card, clicked on the board.
      onBoard: async () => {
        if (await page.locator('.pick-list').count()) return false;
        const targets = page.locator('.coc-map .legal-target, .coc button.legal');
        const count = await targets.count();
        if (count === 0) return false;
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
        tiles = Math.max(tiles, await page.locator('.coc-tile-edge').count());
        for (const [key, selector] of [
          ['tome', '.coc-tome .coc-button.legal'],
          ['battle', '.coc-battle .coc-combat-card.legal'],
          // A battle past its first round shows the cards of the round before.
          ['battle-last-round', '.coc-battle .coc-last-round .coc-combat-card'],
          ['card', '.coc-action'],
        ] as const) {
          if (!seen[key] && (await page.locator(selector).count())) {
            seen[key] = true;
            await screenshot(page, `city-of-chaos-${key}-1280`);
          }
        }
      },
    });
    expect(actions).toBeGreaterThan(10);
    expect(boardClicks).toBeGreaterThan(5);
    // The City grew as it was explored, and the Tome was read from the board.
    expect(tiles).toBeGreaterThan(tilesAtStart);
    expect(seen.tome).toBe(true);
    expect(seen['battle-last-round']).toBe(seen.battle);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/Time runs out|solves/);
    await screenshot(page, 'city-of-chaos-end-1280');
    expect(errors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await openSeededMatch(page, h.url, { ...match, seed: 'web-2', bots: ['random'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The map on the first screen, none of its pawns or names under the card-text bar.
    expect(await expectClearOfBars(page, '.coc-map')).toBeGreaterThan(0);
    await screenshot(page, 'city-of-chaos-390');
  });
});
