import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { createFromLobby, playBoth } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('table');
});
afterAll(async () => {
  await h?.close();
});

/** Ada creates a race from the lobby with a friend's seat; Bob, in another browser, takes it by its link. */
async function adaAndBob() {
  const ada = await openPage(h.browser, `${h.url}/?all#/`);
  await createFromLobby(ada.page, 'Dice race', ['me', 'friend'], 'Ada');
  const link = await ada.page.getByLabel('Join link for seat 2').inputValue();
  const bob = await openPage(h.browser, link);
  await bob.page.getByLabel('Your name').fill('Bob');
  await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
  await bob.page.getByText('Playing Bob').waitFor();
  await ada.page.getByText('Playing Ada').waitFor();
  return { ada, bob };
}

/** Takes a seat through its join link under a name, in a browser of its own. */
async function joinByLink(matchId: string, seat: number, name: string) {
  const player = await openPage(h.browser, `${h.url}/#/join/${matchId}/${seat}`);
  await player.page.getByLabel('Your name').fill(name);
  await player.page.getByRole('button', { name: `Take seat ${seat + 1}` }).click();
  await player.page.getByText(`Playing ${name}`).waitFor();
  return player;
}

const matchOf = (url: string) => /#\/match\/([^/]+)$/.exec(url)?.[1];

describe('playing with people', () => {
  it('rematch: one player asks from the end screen, both take their seats in the new match', async () => {
    const { ada, bob } = await adaAndBob();
    await playBoth([ada.page, bob.page]);
    const first = matchOf(ada.page.url());

    await ada.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await ada.page.waitForURL((url) => matchOf(url.href) !== first);
    const second = matchOf(ada.page.url());
    await ada.page.getByText('Playing Ada · in play').waitFor();

    // Bob's end screen offers his seat in the rematch the moment it exists.
    const take = bob.page.getByRole('button', { name: 'Take your seat in the rematch' });
    await take.waitFor();
    await screenshot(bob.page, 'table-rematch-offered');
    await take.click();
    await bob.page.waitForURL((url) => matchOf(url.href) === second);
    await bob.page.getByText('Playing Bob · in play').waitFor();
    // The same seats: Ada moves first again, and the new table starts from nothing.
    await ada.page.getByRole('heading', { name: 'Your move' }).waitFor();
    await bob.page.getByText('Waiting for Ada.').waitFor();
    await expect(bob.page.locator('.log-action').count()).resolves.toBe(0);
    await screenshot(ada.page, 'table-rematch-ada');
    expect([...ada.errors, ...bob.errors]).toEqual([]);
    await ada.context.close();
    await bob.context.close();
  });

  it('chat: a line from one browser reaches the other and a spectator, as text', async () => {
    const { ada, bob } = await adaAndBob();
    const watcher = await openPage(h.browser, ada.page.url());
    await watcher.page.getByText('Watching').waitFor();
    await expect(watcher.page.getByLabel('Chat message').count()).resolves.toBe(0);

    const line = '<img src=x onerror="document.title=1"> good luck, Bob';
    await ada.page.getByLabel('Chat message').fill(line);
    await ada.page.getByRole('button', { name: 'Send' }).click();
    for (const page of [ada.page, bob.page, watcher.page]) {
      const said = page.locator('.chat-line').filter({ hasText: 'good luck, Bob' });
      await said.waitFor();
      await expect(said.locator('.chat-name').textContent()).resolves.toBe('Ada:');
      await expect(said.locator('.chat-text').textContent()).resolves.toBe(line);
      await expect(page.locator('.chat-list img').count()).resolves.toBe(0);
    }
    await bob.page.getByLabel('Chat message').fill('thanks');
    await bob.page.getByLabel('Chat message').press('Enter');
    await ada.page.locator('.chat-line').filter({ hasText: 'thanks' }).waitFor();
    await expect(ada.page.locator('.chat-name').allTextContents()).resolves.toEqual(['Ada:', 'Bob:']);
    await screenshot(bob.page, 'table-chat-bob');
    await screenshot(watcher.page, 'table-chat-watcher');
    expect([...ada.errors, ...bob.errors, ...watcher.errors]).toEqual([]);
    for (const p of [ada, bob, watcher]) await p.context.close();
  });

  it('turn timer: both see the countdown; at time-out a bot plays for the slow player, and the log says so', async () => {
    const created = await fetch(`${h.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'race', turnSeconds: 5, seats: [{ kind: 'human' }, { kind: 'human' }] }),
    }).then((r) => r.json());
    const ada = await joinByLink(created.id, 0, 'Ada');
    const bob = await joinByLink(created.id, 1, 'Bob');
    for (const page of [ada.page, bob.page])
      await page.getByRole('timer').filter({ hasText: 'Time left for Ada' }).waitFor();
    await screenshot(bob.page, 'table-timer-running');

    // Ada does nothing: her time runs out, a bot rolls for her, and Bob's clock starts.
    for (const page of [ada.page, bob.page]) {
      const logged = page.locator('.log-list').getByText('Time ran out for Ada: a bot chose for them.');
      await logged.waitFor({ timeout: 30_000 });
      await page.getByRole('timer').filter({ hasText: 'Time left for Bob' }).waitFor();
    }
    await bob.page.getByRole('heading', { name: 'Your move' }).waitFor();
    await screenshot(ada.page, 'table-timer-out');
    expect([...ada.errors, ...bob.errors]).toEqual([]);
    for (const p of [ada, bob]) await p.context.close();
  });
});
