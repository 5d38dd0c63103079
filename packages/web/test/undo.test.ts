import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { openSeededMatch } from './play';

// A deal whose first hand holds a card to play: with none, the Play Cards phase passes on its own.
const match = { game: 'castle-panic', seed: 'undo-0', names: ['Ada'] };

let h: Harness;
beforeAll(async () => {
  h = await startHarness('undo');
});
afterAll(async () => {
  await h?.close();
});

describe('Undo in the browser', () => {
  it('takes back a decision that drew and revealed nothing, from the keyboard, and the board goes back', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, match);
    const prompt = page.locator('.decisions .prompt').first();
    await prompt.getByText('Discard a card to draw a new one, or keep your hand').waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.count()).toBe(0);
    const look = async () => ({
      prompt: await prompt.textContent(),
      choices: await page.locator('button.choice').allTextContents(),
      hand: await page.locator('.hand .card-name').allTextContents(),
      log: await page.locator('.log-action').count(),
      board: await page.locator('.board-area svg').first().innerHTML(),
    });
    const before = await look();
    expect(before.log).toBe(0);

    await page.getByRole('button', { name: 'keep your hand (no discard)' }).click();
    await prompt.getByText('Play a card, or end the Play Cards phase').waitFor();
    await undo.waitFor();
    await screenshot(page, 'undo-offered');

    // Reach Undo with Tab alone, and press it with Enter.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 300 && (await focusedText()) !== 'Undo'; i++) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Undo');
    await page.keyboard.press('Enter');
    await prompt.getByText('Discard a card to draw a new one, or keep your hand').waitFor();
    await expect(undo.count()).resolves.toBe(0);
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await look()).toEqual(before);
    await screenshot(page, 'undo-taken-back');
    expect(errors).toEqual([]);
  });

  it('shows a refused undo like a refused action: a phase that drew monsters at random stands', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, match);
    await page.getByRole('button', { name: 'keep your hand (no discard)' }).click();
    const undo = page.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    // End the play phase: the monsters move and new ones are drawn and rolled for.
    await page.getByRole('button', { name: 'end the Play Cards phase' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.log-action').length >= 1);
    await screenshot(page, 'undo-after-phase');
    await undo.waitFor();
    const logBefore = await page.locator('.log-action').count();
    await undo.click();
    await page
      .getByRole('alert')
      .getByText(/cannot be taken back/)
      .waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Refused');
    expect(await page.locator('.log-action').count()).toBe(logBefore);
    await screenshot(page, 'undo-refused');
    expect(errors).toEqual([]);
  });
});
