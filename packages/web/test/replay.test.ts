import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { botMatchToEnd, openSeededMatch } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('replay');
});
afterAll(async () => {
  await h?.close();
});

describe('the replay and the history slider', () => {
  it('lists finished matches in the lobby, newest first, each with a Replay link', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/api/games`);
    const first = await botMatchToEnd(page, h.url, {
      game: 'race',
      seed: 'finished-1',
      bots: ['random', 'random'],
    });
    const second = await botMatchToEnd(page, h.url, {
      game: 'race',
      seed: 'finished-2',
      bots: ['random', 'random'],
    });
    await page.goto(`${h.url}/#/`);
    const replays = page.locator('.finished-list a', { hasText: 'Replay' });
    await replays.nth(1).waitFor();
    const links = await replays.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.slice(0, 2)).toEqual([`#/replay/${second}`, `#/replay/${first}`]);
    await screenshot(page, 'lobby-finished');
    await replays.first().click();
    await page.getByRole('heading', { name: /^Replay/ }).waitFor();
    await page.locator('.past-board[data-version="0"]').waitFor();
    expect(errors).toEqual([]);
  });

  it('opens a finished match from its end screen and steps through it with the log beside it', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    // Bots in every seat: the server plays the match to its end; this browser watches.
    await openSeededMatch(page, h.url, {
      game: 'castle-panic',
      seed: 'replay-1',
      names: [],
      bots: ['random', 'random'],
    });
    await page.locator('.result').waitFor();
    // The end screen explains itself: the summary, and each seat's trophy points line by line.
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/The castle (stands|falls)/);
    // With monsters slain, a line for each monster value, adding up to each seat's total; with none,
    // plain scores of 0. (The bots of a seeded match play alike in every run; either end is checked.)
    const scores = page.locator('.result table.scores');
    await scores.waitFor();
    if (await scores.evaluate((t) => t.classList.contains('breakdown'))) {
      const lines = await scores.locator('tbody th').allTextContents();
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/^Monsters worth \d+ points? each$/);
      const totals = (await scores.locator('tfoot td').allTextContents()).map(Number);
      expect(totals).toHaveLength(2);
      const sums = [0, 0];
      for (const row of await scores.locator('tbody tr').all())
        (await row.locator('td').allTextContents()).forEach((v, seat) => {
          sums[seat] += Number(v);
        });
      expect(sums).toEqual(totals);
    } else {
      const rows = await scores.locator('tbody tr').all();
      expect(rows).toHaveLength(2);
      for (const row of rows) await expect(row.locator('td').nth(1).textContent()).resolves.toBe('0');
    }
    await screenshot(page, 'replay-castle-panic-end');

    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: /^Replay/ }).waitFor();
    await page.locator('.past-board[data-version="0"]').waitFor();
    await expect(page.locator('.history-at').textContent()).resolves.toMatch(/^Setup of \d+$/);
    await page.getByRole('button', { name: 'Forward ▶' }).click();
    await page.locator('.past-board[data-version="1"]').waitFor();
    await expect(page.locator('.log-current .log-seat').textContent()).resolves.toMatch(/^1\. /);
    await page.getByRole('button', { name: 'Forward ▶' }).click();
    await page.locator('.past-board[data-version="2"]').waitFor();
    await page.getByRole('button', { name: '◀ Back' }).click();
    await page.locator('.past-board[data-version="1"]').waitFor();
    // The slider, from the keyboard: End goes to the last action, where the result shows.
    const slider = page.getByRole('slider', { name: 'Action' });
    const last = Number(await slider.getAttribute('max'));
    await slider.focus();
    await page.keyboard.press('End');
    await page.locator(`.past-board[data-version="${last}"]`).waitFor();
    await page.locator('.result').waitFor();
    await expect(page.locator('.log-current .log-seat').textContent()).resolves.toMatch(
      new RegExp(`^${last}\\. `),
    );
    await screenshot(page, 'replay-castle-panic-last');
    expect(errors).toEqual([]);
  });

  it('lets a seat look back at its own earlier views during a game, then return to live', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, { game: 'race', seed: 'replay-2', names: ['Ada'], bots: ['greedy'] });
    for (let n = 0; n < 3; n++) {
      await page.getByRole('heading', { name: 'Your move' }).waitFor();
      await page.locator('button.choice:enabled').first().click();
    }
    // Ada's third move is the fifth action: wait for its update (the heading may still show from before).
    await page.waitForFunction(
      () => Number(document.querySelector('.history-bar input[type="range"]')?.getAttribute('max')) >= 5,
    );
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const slider = page.getByRole('slider', { name: 'Action' });
    expect(Number(await slider.getAttribute('max'))).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: '◀ Back' }).click();
    await page.getByRole('heading', { name: 'Looking back' }).waitFor();
    // One action before the table as it stood (a bot's move may have come meanwhile).
    await page.locator('.past-board').waitFor();
    const shown = Number(await page.locator('.past-board').getAttribute('data-version'));
    expect(shown).toBe(Number(await slider.getAttribute('value')));
    expect(shown).toBe(Number(await slider.getAttribute('max')) - 1);
    // Read-only: no choice is offered while looking back.
    await expect(page.locator('button.choice').count()).resolves.toBe(0);
    await slider.fill('0');
    await page.locator('.past-board[data-version="0"]').waitFor();
    await expect(page.locator('.past-board').getByText('The table as it was set up.').count()).resolves.toBe(
      1,
    );
    await screenshot(page, 'replay-race-looking-back');
    await page.getByRole('button', { name: 'Back to live' }).first().click();
    await page.locator('button.choice:enabled').first().waitFor();
    await expect(page.locator('.past-board').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
