import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { createFromLobby, playBoth } from './play';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('online');
});
afterAll(async () => {
  await h?.close();
});

describe('an online match', () => {
  it('is played by two browsers, the second joining through its link', async () => {
    const ada = await openPage(h.browser, `${h.url}/?all#/`);
    await createFromLobby(ada.page, 'Dice race', ['me', 'friend'], 'Ada');
    // The host lands on the table, the invite link of the friend's seat at hand.
    await ada.page.getByRole('heading', { name: 'Invite players' }).waitFor();
    await ada.page.locator('.table-head').getByText('waiting for players').waitFor();
    const link = await ada.page.getByLabel('Join link for seat 2').inputValue();
    expect(link).toMatch(/#\/join\/m_[\w-]+\/1$/);
    await screenshot(ada.page, 'online-created');

    const bob = await openPage(h.browser, link);
    await bob.page.getByLabel('Your name').fill('Bob');
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.getByText('Playing Bob').waitFor();
    await ada.page.getByRole('heading', { name: 'Your move' }).waitFor();
    await expect(bob.page.getByText('Waiting for Ada.').count()).resolves.toBe(1);

    // A third browser with no seat watches: the spectator's view, no choices.
    const watcher = await openPage(h.browser, ada.page.url());
    await watcher.page.getByText('Watching').waitFor();
    await expect(watcher.page.locator('button.choice').count()).resolves.toBe(0);

    const actions = await playBoth([ada.page, bob.page]);
    await watcher.page.locator('.result').waitFor();
    expect(actions).toBeGreaterThan(5);
    const summaries = await Promise.all(
      [ada.page, bob.page].map((p) => p.locator('.result-summary').textContent()),
    );
    expect(summaries[0]).toMatch(/wins the race/);
    expect(summaries[1]).toBe(summaries[0]);
    await screenshot(ada.page, 'online-end-ada');
    await screenshot(bob.page, 'online-end-bob');
    expect([...ada.errors, ...bob.errors]).toEqual([]);
  });

  it('shows a refused action: a click that reaches the server after the board moved on', async () => {
    const first = await openPage(h.browser, `${h.url}/?all#/`);
    await createFromLobby(first.page, 'Dice race', ['me', 'bot:greedy']);
    await first.page.getByRole('heading', { name: 'Your move' }).waitFor();

    // A second tab on the same seat, its socket held back as on a slow connection.
    const second = await first.context.newPage();
    let holding = false;
    const queue: (string | Buffer)[] = [];
    let release = () => {};
    await second.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((m) => (holding ? queue.push(m) : ws.send(m)));
      ws.onMessage((m) => server.send(m));
      release = () => {
        holding = false;
        for (const m of queue.splice(0)) ws.send(m);
      };
    });
    await second.goto(first.page.url());
    await second.getByRole('heading', { name: 'Your move' }).waitFor();

    holding = true;
    await first.page.getByRole('button', { name: 'roll one die' }).click();
    await first.page.locator('.log-action').nth(1).waitFor();
    // The second tab still offers the old choices; its click arrives after the board moved on.
    await second.getByRole('button', { name: 'roll one die' }).click();
    await second.waitForTimeout(200);
    release();
    const alert = second.getByRole('alert');
    await alert.getByText('The match has moved on').waitFor();
    await expect(alert.textContent()).resolves.toMatch(/^Refused: /);
    await screenshot(second, 'refused-action');
    // The refused action changed nothing: the match goes on from the first tab's move.
    await expect(second.locator('.log-action').count()).resolves.toBe(2);
    await second.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert.isVisible()).resolves.toBe(false);
  });
});
