import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { openSeededMatch, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('zagor');
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

describe('Zagor in the browser', () => {
  it('plays a seeded game against a bot to its score table, through clicks on the board and the list', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, { game: 'zagor', seed: 'web-1', names: ['Ada'], bots: ['greedy'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByLabel('The river and its banks').count()).resolves.toBe(1);
    await screenshot(page, 'zagor-start-1280');
    const next = picker(7);
    let boardClicks = 0;
    let shot = false;
    const actions = await playToEnd(page, {
      maxActions: 1500,
      // Mostly the answer that ends the die's work (stay, pass, drop...), so the game keeps its pace.
      pick: (texts) => {
        const short = texts.findIndex((t) =>
          /(stays|^face nothing|^take no Scar|^store nothing|^take nothing|^steal nothing|^discard it|^equip it$|^attack$)/.test(
            t,
          ),
        );
        return short >= 0 && next(4) > 0 ? short : next(texts.length);
      },
      // The dice are taken from the pool on the board, and now and then a space is clicked on the map.
      onBoard: async () => {
        // One look at the page: a list opened by a click takes the next click from the list of choices.
        const found = await page.evaluate(() =>
          document.querySelector('.pick-list')
            ? null
            : document.querySelector('.zg-die.legal')
              ? '.zg-die.legal'
              : document.querySelector('.zg-board .legal-target')
                ? '.zg-board .legal-target'
                : null,
        );
        if (!found || (found !== '.zg-die.legal' && next(3) > 0)) return false;
        const clicked = await page
          .locator(found)
          .first()
          .click({ timeout: 2_000 })
          .then(
            () => true,
            () => false, // the board moved on (a bot acted): look again.
          );
        if (clicked) boardClicks++;
        return clicked;
      },
      onTurn: async (n) => {
        if (n === 30 && !shot) {
          shot = true;
          await screenshot(page, 'zagor-midgame-1280');
        }
      },
    });
    expect(actions).toBeGreaterThan(10);
    expect(boardClicks).toBeGreaterThan(5);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/Athena|Monkeys|Event deck/);
    const table = page.getByRole('table', { name: 'Final scores' });
    await table.waitFor();
    // Every player's column adds up to its total, and the totals are the result's scores.
    const columns = await table.evaluate((t: HTMLTableElement) =>
      [...t.tBodies[0].rows].map((r) => [...r.cells].slice(1).map((c) => Number(c.textContent))),
    );
    expect(columns).toHaveLength(8);
    const totals = columns[7];
    const sums = totals.map((_, p) => columns.slice(0, 7).reduce((n, row) => n + row[p], 0));
    expect(sums).toEqual(totals);
    // The end screen's breakdown comes to the same totals.
    const scores = await page.locator('.result table.breakdown tfoot td').allTextContents();
    expect(scores.map(Number)).toEqual(totals);
    await screenshot(page, 'zagor-end-1280');
    expect(errors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await openSeededMatch(page, h.url, { game: 'zagor', seed: 'web-2', names: ['Ada'], bots: ['random'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'zagor-390');
  });
});
