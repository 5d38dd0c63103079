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
    // Who chooses a character first is drawn at random: follow whichever seat is asked.
    const cover = page.getByRole('dialog', { name: /^Pass to Seat \d$/ });
    await cover.waitFor();
    const first = Number((await cover.getByRole('heading').textContent())?.slice(-1));
    const second = first === 1 ? 2 : 1;
    // While covered, nothing of the table is on the page: no board, no hand, no log.
    await expect(page.locator('.board-svg, .hand, .log').count()).resolves.toBe(0);
    await screenshot(page, 'hotseat-cover-first');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByText(`Playing Seat ${first}`).count()).resolves.toBe(1);
    await page.locator('button.choice').first().click();

    // That seat chose; when the other seat must choose, the screen is covered again before its table shows.
    await page.getByRole('dialog', { name: `Pass to Seat ${second}` }).waitFor();
    await expect(page.locator('.board-svg, .hand, .log').count()).resolves.toBe(0);
    await screenshot(page, 'hotseat-cover-second');
    await page.getByRole('button', { name: `I am Seat ${second}: show my table` }).click();
    await page.getByText(`Playing Seat ${second}`).waitFor();
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await screenshot(page, 'hotseat-second');
    // Only the seat on screen has a hand here; the other seats show how many cards they hold.
    await expect(page.locator('section[aria-label="Your hand"]').count()).resolves.toBe(1);
    await expect(page.getByText(`Seat ${first} ·`).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
