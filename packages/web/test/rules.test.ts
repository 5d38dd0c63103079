import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { openSeededMatch } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('rules');
});
afterAll(async () => {
  await h?.close();
});

describe('the rules in the app', () => {
  it('opens a game’s rules from the lobby, with the summary and every section', async () => {
    const { page, context, errors } = await openPage(h.browser, `${h.url}/#/`);
    await page.getByRole('radio', { name: 'Zagor: Odissea Americana' }).check();
    const [rules] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'How to play Zagor: Odissea Americana' }).click(),
    ]);
    await rules.getByRole('heading', { name: 'How to play Zagor: Odissea Americana' }).waitFor();
    await rules.getByRole('heading', { name: 'How to play, in short' }).waitFor();
    expect(await rules.locator('.rule-section').count()).toBeGreaterThan(8);
    await screenshot(rules, 'rules-zagor-1280');
    expect(errors).toEqual([]);
  });

  it('links the question on the table to the rule that explains it', async () => {
    const { page, context, errors } = await openPage(h.browser, `${h.url}/#/`);
    await openSeededMatch(page, h.url, { game: 'castle-panic', seed: 'rules-1', names: ['Ada'] });
    const link = page.locator('.prompt .rule-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^#\/rules\/castle-panic\/[a-z0-9-]+$/);
    const [rules] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const section = rules.locator('.rule-section.current');
    await section.waitFor();
    // The section opened is the one named by the link, and it has the focus for a screen reader.
    expect(await section.locator('h2').textContent()).toBe(
      (await link.textContent())?.replace(/^Rule: /, ''),
    );
    await expect
      .poll(() => rules.evaluate(() => document.activeElement?.classList.contains('current')))
      .toBe(true);
    await screenshot(rules, 'rules-from-prompt');
    expect(errors).toEqual([]);
  });
});
