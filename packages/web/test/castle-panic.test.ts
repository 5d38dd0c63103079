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
  it('plays a match with a bot and one human seat to its end, through clicks', async () => {
    const { page, errors } = await openPage(h.browser, `${h.url}/#/`);
    await createFromLobby(page, "Castle Panic with The Wizard's Tower", ['me', 'bot:greedy'], 'Ada');
    await page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(page.getByRole('group', { name: 'The castle and its rings' }).count()).resolves.toBe(1);
    await screenshot(page, 'castle-panic-start-1280');
    // Plays the last choice (end the phase, keep the hand) most of the time, and a card now and then.
    let shotMidgame = false;
    const actions = await playToEnd(page, {
      maxActions: 3000,
      pick: (texts) => (texts.length > 1 && Math.random() < 0.5 ? 0 : texts.length - 1),
      onTurn: async (n) => {
        if (n === 12 && !shotMidgame) {
          shotMidgame = true;
          await screenshot(page, 'castle-panic-midgame-1280');
        }
      },
    });
    expect(actions).toBeGreaterThan(5);
    await expect(page.locator('.result-summary').textContent()).resolves.toMatch(/The castle (stands|falls)/);
    await screenshot(page, 'castle-panic-end-1280');
    expect(errors).toEqual([]);
  });
});
