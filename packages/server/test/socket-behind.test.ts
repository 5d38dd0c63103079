import { act, type Match, stateHash } from '@questbox/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LiveMatch, LOG_KEPT } from '../src/live';
import { attach } from './helpers';
import { type SecretState, secretGame } from './secret-game';
import { secretMatch, secretServer } from './secret-server';

/** The hidden-hand game, whose view throws for seat 2 while `broken` says so. */
let broken = false;
const flaky: typeof secretGame = {
  ...secretGame,
  id: 'flaky-view',
  view(state, seat) {
    if (broken && seat === 1) throw new Error('the view broke');
    return secretGame.view(state, seat);
  },
};

// The server logs each failed update: expected here, kept out of the test's output.
const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

let server: Awaited<ReturnType<typeof secretServer>>;
let url: string;
beforeAll(async () => {
  server = await secretServer(flaky);
  url = server.url;
});
afterAll(async () => {
  await server.built.close();
  logged.mockRestore();
});

const opened = (seed: string) => secretMatch(server, seed);

/** One move through the service (a tuck while the hand holds a card, else a draw), the same on the local match. */
async function move(live: LiveMatch, local: Match<SecretState>) {
  const seat = local.state.turn;
  const legal = secretGame.legal(local.state, seat);
  const action = legal.find((a) => a.type === 'tuck') ?? legal[0];
  expect(await server.built.service.act(live, seat, action)).toMatchObject({ ok: true });
  act(secretGame, local, seat, action);
}

describe('a socket whose update failed to build', () => {
  it('catches up with a full update from the store once the events it missed have left memory', async () => {
    const { id, tokens, live, local } = await opened('behind');
    const { socket, first } = await attach(url, id, tokens[1]);
    expect(first).toMatchObject({ version: 0, full: true });
    broken = true;
    // Every update of seat 2 fails until the match forgets the entries the socket was not sent.
    while (live.logStart === 0) await move(live, local);
    const missed = local.log.length;
    expect(missed).toBeGreaterThanOrEqual(2 * LOG_KEPT);
    broken = false;
    const full = socket.next((m) => m.type === 'update');
    await move(live, local);
    const update = await full;
    // Messages keep their order: by now the socket has been told of each failed update, and had no other.
    expect(socket.received.filter((m) => m.type === 'error')).toHaveLength(missed);
    expect(socket.received.filter((m) => m.type === 'update')).toEqual([first, update]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/the update of match .* failed/),
      expect.any(Error),
    );
    expect(update).toMatchObject({ full: true, version: local.log.length, seat: 1 });
    expect(update.view).toEqual(JSON.parse(JSON.stringify(secretGame.view(local.state, 1))));
    // Every action's events, from the first: nothing the socket missed is left out.
    expect(new Set(update.events.map((e: { at: number }) => e.at)).size).toBe(local.log.length);
    expect(stateHash(live.match.state)).toBe(stateHash(local.state));
    // And the updates after it follow on as usual.
    const next = socket.next((m) => m.type === 'update');
    await move(live, local);
    expect(await next).toMatchObject({ full: false, version: local.log.length });
    socket.close();
  });

  it('is told and closed when even the full update fails, instead of staying behind', async () => {
    const { id, tokens, live, local } = await opened('still-broken');
    const { socket } = await attach(url, id, tokens[1]);
    const other = await attach(url, id, tokens[0]);
    broken = true;
    try {
      while (live.logStart === 0) await move(live, local);
      const told = socket.next((m) => m.type === 'error' && /attach again/.test(m.error.message));
      const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
      await move(live, local);
      expect((await told).error.code).toBe('server-error');
      expect(await closed).toBe(1011);
      // The other seat's socket is not held back by it.
      expect(other.socket.received.at(-1)).toMatchObject({ type: 'update', version: local.log.length });
    } finally {
      broken = false;
      other.socket.close();
    }
  });
});
