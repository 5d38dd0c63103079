import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { createFromLobby, playToEnd } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('castle-panic');
});
afterAll(async () => {
  await h?.close();
});

describe('Castle Panic in the browser', () => {
  it('plays a match with a look-ahead bot and one human seat to its end, through clicks', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await page.getByRole('radio', { name: "Castle Panic with The Wizard's Tower" }).check();
    await screenshot(page, 'castle-panic-lobby-1280');
    await createFromLobby(page, "Castle Panic with The Wizard's Tower", ['me', 'bot:lookahead'], 'Ada');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByLabel('The castle and its rings').count()).resolves.toBe(1);
    await screenshot(page, 'castle-panic-start-1280');
    // Plays the last choice (end the phase, keep the hand) most of the time, and a card now and then.
    let shotMidgame = false;
    let refused = false;
    const ownHand = page.locator('.hand').first();
    const actions = await playToEnd(page, {
      maxActions: 3000,
      pick: (texts) => (texts.length > 1 && Math.random() < 0.5 ? 0 : texts.length - 1),
      onTurn: async (n) => {
        // A card of the hand with no legal use now, pressed anyway: the game says why, nothing changes.
        const useless = ownHand.locator('.card:not(.legal)').first();
        if (!refused && (await page.getByText('Play a card, or end').count()) && (await useless.count())) {
          const before = await page.locator('.log-action').count();
          await useless.click();
          await page.getByRole('alert').getByText('cannot be played').waitFor();
          await screenshot(page, 'castle-panic-refused');
          expect(await page.locator('.log-action').count()).toBe(before);
          await page.getByRole('button', { name: 'Dismiss' }).click();
          refused = true;
        }
        if (n === 12 && !shotMidgame) {
          shotMidgame = true;
          await screenshot(page, 'castle-panic-midgame-1280');
        }
      },
    });
    expect(actions).toBeGreaterThan(5);
    expect(refused).toBe(true);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/The castle (stands|falls)/);
    await screenshot(page, 'castle-panic-end-1280');
    expect(errors).toEqual([]);
  });

  it('shows a card or a monster with its text on keyboard focus', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`);
    await createFromLobby(page, "Castle Panic with The Wizard's Tower", ['me']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('class') ?? '');
    const reach = async (className: string) => {
      for (let i = 0; i < 80 && !(await focused()).includes(className); i++) await page.keyboard.press('Tab');
      expect(await focused()).toContain(className);
    };
    await reach('cp-monster');
    const monster = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const name = monster.split(':')[0];
    await expect(page.locator('.inspect strong').textContent()).resolves.toBe(name);
    await reach('card');
    const card =
      (await page.evaluate(() => document.activeElement?.querySelector('.card-name')?.textContent)) ?? '';
    await expect(page.locator('.inspect strong').textContent()).resolves.toBe(card);
    await expect(page.locator('.inspect span').textContent()).resolves.not.toBe('');
    await screenshot(page, 'castle-panic-card-focus');
    // Focusing a choice in the list marks the card it uses.
    await page
      .locator('button.choice', { hasText: /^discard / })
      .first()
      .focus();
    await expect(page.locator('.card.pointed-card').count()).resolves.toBe(1);
    await screenshot(page, 'castle-panic-choice-pointed');
  });

  it('refuses bad options with the reason, creating nothing', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`);
    await page.getByRole('radio', { name: "Castle Panic with The Wizard's Tower" }).check();
    await page.getByText('Options and variants').click();
    await page.getByLabel('Harbingers').fill('99');
    await screenshot(page, 'castle-panic-lobby-options');
    await page.getByRole('button', { name: 'Create match' }).click();
    await page
      .getByRole('alert')
      .getByText(/harbingers/)
      .waitFor();
    expect(page.url()).not.toContain('#/match/');
  });

  it('fits a phone screen', async () => {
    const { page } = await openPage(h.browser, `${h.url}/#/`, { width: 390, height: 844 });
    await createFromLobby(page, "Castle Panic with The Wizard's Tower", ['me', 'bot:random']);
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'castle-panic-390');
  });
});
