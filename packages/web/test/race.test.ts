import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { createFromLobby, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('race');
});
afterAll(async () => {
  await h?.close();
});

describe('the dice race in the browser', () => {
  it('plays a match against a bot to its end, surviving a reload', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/?all#/`);
    await screenshot(page, 'lobby-1280');
    await createFromLobby(page, 'Dice race', ['me', 'bot:greedy'], 'Ada');
    await page.getByRole('heading', { name: 'Dice race' }).waitFor();
    expect(page.url()).toContain('#/match/');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByRole('button', { name: 'roll one die' }).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('Your move · Dice race · questbox');

    let reloaded = false;
    const actions = await playToEnd(page, {
      onTurn: async (n) => {
        if (n === 10 && !reloaded) {
          reloaded = true;
          const before = await page.locator('.log-action').count();
          await screenshot(page, 'race-midgame-1280');
          await page.reload();
          await page.getByRole('heading', { name: 'Your move' }).waitFor();
          // The whole log comes back with the seat: nothing was lost.
          expect(await page.locator('.log-action').count()).toBeGreaterThanOrEqual(before);
        }
      },
    });
    expect(reloaded).toBe(true);
    expect(actions).toBeGreaterThan(10);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/wins the race/);
    await expect(page.locator('.scores tbody tr').count()).resolves.toBe(2);
    await screenshot(page, 'race-end-1280');
    expect(errors).toEqual([]);
  });

  it('comes back on its own when the server restarts, and goes on', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/?all#/`);
    await createFromLobby(page, 'Dice race', ['me', 'bot:greedy']);
    await page.getByRole('button', { name: 'roll one die' }).click();
    await page.locator('.log-action').nth(1).waitFor();
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await h.restartServer();
    await page.getByRole('button', { name: 'roll one die' }).click();
    await page.locator('.log-action').nth(3).waitFor();
    expect(await page.locator('.log-action').count()).toBeGreaterThanOrEqual(4);
    // The browser's own reconnection shows as a console error about the dropped socket; nothing else may.
    expect(errors.filter((e) => !/WebSocket/i.test(e))).toEqual([]);
  });

  it('says so when a link leads to no match', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/match/m_nosuchmatch`);
    await page
      .getByRole('alert')
      .getByText(/m_nosuchmatch|no match|unknown/i)
      .waitFor();
    await page.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.getByRole('heading', { name: 'New match' }).waitFor();
  });

  it('is played with the keyboard alone', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/?all#/`);
    await createFromLobby(page, 'Dice race', ['me', 'bot:random']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const logBefore = await page.locator('.log-action').count();
    let reached = '';
    for (let i = 0; i < 30 && !reached.includes('choice'); i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.className ?? '');
    }
    expect(reached).toContain('choice');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.log-action').length > n, logBefore);
    expect(errors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/?all#/`, { width: 390, height: 844 });
    await screenshot(page, 'lobby-390');
    await createFromLobby(page, 'Dice race', ['me', 'bot:greedy']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await page.getByRole('button', { name: 'roll one die' }).click();
    await page.locator('.log-action').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'race-390');
  });
});
