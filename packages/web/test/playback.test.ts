import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { openSeededMatch } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('playback');
});
afterAll(async () => {
  await h?.close();
});

describe('playing back what happened', () => {
  it("shows an action's events one at a time at the chosen pace, and Skip shows the rest", async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/?all#/`);
    // A pace of a minute an event: the second event can only come from Skip.
    await page.evaluate(() => localStorage.setItem('questbox.pace', '60000'));
    await openSeededMatch(page, h.url, { game: 'castle-panic', seed: 'pace-1', names: ['Ada'] });
    // In this seeded game, keeping the hand leads to the Play Cards phase; ending it moves the monsters and brings new ones: many events in one action.
    await page.locator('button.choice', { hasText: /keep your hand/ }).click();
    await page.locator('button.choice', { hasText: /end the Play Cards phase/ }).click();
    const skip = page.getByRole('button', { name: /^Skip \(\d+ more\)$/ });
    await skip.waitFor();
    await expect(page.locator('.latest-event').count()).resolves.toBe(1);
    await screenshot(page, 'playback-one-event');
    const more = Number((await skip.textContent())?.match(/\d+/)?.[0]);
    await skip.click();
    await expect(page.locator('.latest-event').count()).resolves.toBe(Math.min(1 + more, 6));
    await expect(skip.count()).resolves.toBe(0);

    // Instant shows every event at once, with nothing to skip.
    await page.getByLabel('Playback').selectOption({ label: 'Instant' });
    await openSeededMatch(page, h.url, { game: 'castle-panic', seed: 'pace-2', names: ['Ada'] });
    await page.locator('button.choice', { hasText: /keep your hand/ }).click();
    await page.locator('button.choice', { hasText: /end the Play Cards phase/ }).click();
    // The monsters' move shows all its events at once (the log already holds the earlier actions,
    // so it is the latest events that are waited for).
    await page.waitForFunction(() => document.querySelectorAll('.latest-event').length > 1);
    await expect(skip.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
