import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { createFromLobby } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('hotseat');
});
afterAll(async () => {
  await h?.close();
});

describe('hot-seat', () => {
  it('covers the table between seats so the next player does not see the hand', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await createFromLobby(page, 'Legitimacy', ['me', 'me', 'bot:greedy']);
    const cover = page.getByRole('dialog', { name: 'Pass to Seat 1' });
    await cover.waitFor();
    // While covered, nothing of the table is on the page: no board, no hand, no log.
    await expect(page.locator('.board-svg, .hand, .log').count()).resolves.toBe(0);
    await screenshot(page, 'hotseat-cover-seat1');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByText('Playing Seat 1').count()).resolves.toBe(1);
    await page.locator('button.choice').first().click();

    // Seat 1 chose; now seat 2 must choose: the screen is covered again before seat 2's table shows.
    await page.getByRole('dialog', { name: 'Pass to Seat 2' }).waitFor();
    await expect(page.locator('.board-svg, .hand, .log').count()).resolves.toBe(0);
    await screenshot(page, 'hotseat-cover-seat2');
    await page.getByRole('button', { name: 'I am Seat 2: show my table' }).click();
    await page.getByText('Playing Seat 2').waitFor();
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await screenshot(page, 'hotseat-seat2');

    // Only the seat on screen has a hand here; the other seats show how many cards they hold.
    await expect(page.locator('section[aria-label="Your hand"]').count()).resolves.toBe(1);
    await expect(page.getByText('Seat 1 ·').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
