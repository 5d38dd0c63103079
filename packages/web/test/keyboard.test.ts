import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness } from './harness';
import { createFromLobby } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('keyboard');
});
afterAll(async () => {
  await h?.close();
});

describe('playing by keyboard', () => {
  it('puts the focus on each new question, a Tab from the first choice, takes it by Enter, and takes a choice by its number', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/?all#/`);
    await createFromLobby(page, 'Dice race', ['me', 'bot:random']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
    await expect.poll(focused).toBe('prompt');
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('choice');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-key'))).resolves.toBe('1');
    // Enter takes the focused choice (roll), and the focus comes back to the next question.
    const first = await page.locator('.log-action').count();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.log-action').count()).toBeGreaterThan(first);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect.poll(focused).toBe('prompt');

    for (let turn = 1; turn <= 3; turn++) {
      const before = await page.locator('.log-action').count();
      // Number keys act from anywhere on the page, not only from the list.
      await page.locator('.prompt').first().focus();
      await page.keyboard.press('2');
      await expect.poll(() => page.locator('.log-action').count()).toBeGreaterThan(before);
      await page.getByRole('heading', { name: 'Your move' }).waitFor();
      await expect.poll(focused).toBe('prompt');
    }
    // A number past the list does nothing.
    const before = await page.locator('.log-action').count();
    await page.keyboard.press('9');
    await page.keyboard.press('1');
    await expect.poll(() => page.locator('.log-action').count()).toBeGreaterThan(before);
    // Seat 1 rolled by Enter, sprinted three times by key 2, then rolled once by key 1: the 9 took nothing.
    const mine = (await page.locator('.log-action').allTextContents()).filter((t) =>
      /^\d+\. Seat 1Seat 1 /.test(t),
    );
    expect(mine.map((t) => (/sprints/.test(t) ? 'sprint' : /rolls/.test(t) ? 'roll' : t))).toEqual([
      'roll',
      'sprint',
      'sprint',
      'sprint',
      'roll',
    ]);
    expect(errors).toEqual([]);
  });
});
