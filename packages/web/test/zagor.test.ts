import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { expectBoardFirst, expectReadable } from './overlap';
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
  it('plays a seeded five-seat game against bots to its score table, through clicks on the board and the list', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    // Four bots play most of the game, so the page runs through a whole journey with few clicks of ours.
    const bots = ['greedy', 'greedy', 'greedy', 'greedy'];
    await openSeededMatch(page, h.url, { game: 'zagor', seed: 'web-1', names: ['Ada'], bots });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByLabel('The river and its banks').count()).resolves.toBe(1);
    // Each action's events at once: the bots' turns are not played back one event at a time.
    await page.getByLabel('Playback').selectOption({ label: 'Instant' });
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
        // No figure, Volcano or space name on the map covers another, at any point of the game.
        await expectReadable(page, '.zg-board', `action ${n}`);
        if (n === 15 && !shot) {
          shot = true;
          await screenshot(page, 'zagor-midgame-1280');
        }
      },
    });
    expect(actions).toBeGreaterThan(10);
    expect(boardClicks).toBeGreaterThan(5);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/Athena|Monkeys|Event deck/);
    await screenshot(page, 'zagor-end-1280');
    // Five players' scores fit the screen's width: nothing spills out sideways.
    await expectReadable(page, '.zg-board', 'the end');

    // What a newcomer sees at the end: the score table in sight, a column per player under the
    // player's name and character, every scoring line by name, and the totals the game declared.
    const table = page.getByRole('table', { name: 'Final scores' });
    await table.waitFor();
    const shown = await table.evaluate((t: HTMLTableElement) => {
      const box = t.getBoundingClientRect();
      return {
        inSight: box.top >= 0 && box.bottom <= window.innerHeight,
        players: [...(t.tHead?.rows[0].cells ?? [])]
          .slice(1)
          .map((c) => [c.firstChild?.textContent, c.querySelector('.muted')?.textContent]),
        lines: [...t.tBodies[0].rows].map((r) => r.cells[0].textContent),
        columns: [...t.tBodies[0].rows].map((r) => [...r.cells].slice(1).map((c) => Number(c.textContent))),
      };
    });
    expect(shown.inSight).toBe(true);
    const names = ['Ada', 'Seat 2 (bot)', 'Seat 3 (bot)', 'Seat 4 (bot)', 'Seat 5 (bot)'];
    expect(shown.players.map(([name]) => name)).toEqual(names);
    for (const [, character] of shown.players) expect(character).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(new Set(shown.players.map(([, character]) => character)).size).toBe(names.length);
    expect(shown.lines).toEqual([
      'Left Poem',
      'Right Poem',
      'Aboard the Athena',
      'Treasures',
      '★ Objects',
      'Scars',
      'Enemies defeated',
      'Total',
    ]);
    // Every player's column adds up to its total.
    const totals = shown.columns[7];
    const sums = totals.map((_, p) => shown.columns.slice(0, 7).reduce((n, row) => n + row[p], 0));
    expect(sums).toEqual(totals);
    // The end screen's breakdown names the same players and comes to the same totals.
    await expect(page.locator('.result table.breakdown thead th').allTextContents()).resolves.toEqual([
      'What counts',
      ...names,
    ]);
    const scores = await page.locator('.result table.breakdown tfoot td').allTextContents();
    expect(scores.map(Number)).toEqual(totals);
    expect(errors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await openSeededMatch(page, h.url, { game: 'zagor', seed: 'web-2', names: ['Ada'], bots: ['random'] });
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expectReadable(page, '.zg-board', 'the first move');
    await expectBoardFirst(page, '.zg-board');
    await screenshot(page, 'zagor-390');
  });
});
