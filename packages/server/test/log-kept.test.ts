import { act, createMatch, type Match, stateHash } from '@questbox/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_KEPT } from '../src/live';
import { attach } from './helpers';
import { type SecretState, secretGame } from './secret-game';
import { eventsAsSent, secretMatch, secretServer } from './secret-server';

let server: Awaited<ReturnType<typeof secretServer>>;
let url: string;
beforeAll(async () => {
  server = await secretServer();
  url = server.url;
});
afterAll(() => server.built.close());

/**
 * A two-seat match of the hidden-hand game played through the service, a tuck (a secret action,
 * nothing random: it can be taken back) whenever the hand holds a card, else a draw, at least
 * `moves` moves and until the last one is a tuck; the same moves on a local match. With
 * `firstTimedOut`, a bot makes the first move for a player whose time ran out.
 */
async function tucked(seed: string, moves: number, firstTimedOut = false) {
  const { id, tokens, live, local } = await secretMatch(server, seed);
  while (
    local.log.length < moves ||
    (local.log.at(-1)?.action as { type: string } | undefined)?.type !== 'tuck'
  ) {
    const seat = local.state.turn;
    const legal = secretGame.legal(local.state, seat);
    const action = legal.find((a) => a.type === 'tuck') ?? legal.find((a) => a.type === 'draw')!;
    const asked = firstTimedOut && local.log.length === 0 ? { byBot: true, timedOut: true } : {};
    expect(await server.built.service.act(live, seat, action, asked)).toMatchObject({ ok: true });
    act(secretGame, local, seat, action);
  }
  return { id, tokens, live, local };
}

/** Every event of the local log that `seat` may see, as updates carry them. */
const eventsFor = (local: Match<SecretState>, seat: number | null, upTo = local.log.length) =>
  eventsAsSent(local.log.slice(0, upTo), seat);

describe('the log a live match keeps in memory', () => {
  const moves = 2 * LOG_KEPT + 4;

  it('keeps only the latest entries, and a socket attaching later still gets every event from the store', async () => {
    const { id, tokens, live, local } = await tucked('kept', moves);
    expect(live.version).toBe(local.log.length);
    expect(live.logStart).toBeGreaterThan(0);
    expect(live.match.log.length).toBeLessThanOrEqual(2 * LOG_KEPT);
    expect(stateHash(live.match.state)).toBe(stateHash(local.state));
    for (const [seat, token] of [
      [0, tokens[0]],
      [1, tokens[1]],
      [null, undefined],
    ] as const) {
      const { socket, first } = await attach(url, id, token);
      expect(first).toMatchObject({ version: local.log.length, full: true });
      // Each seat reads its own tucked cards, and never the other seat's.
      expect(first.events).toEqual(JSON.parse(JSON.stringify(eventsFor(local, seat))));
      socket.close();
    }
  });

  it('answers a past view from before the kept entries', async () => {
    const { id, tokens, local } = await tucked('past', moves);
    const past: Match<SecretState> = createMatch(secretGame, { seats: 2, seed: 'past' });
    act(secretGame, past, local.log[0].seat, local.log[0].action);
    const res = await fetch(`${url}/api/matches/${id}/versions/1`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    const body = await res.json();
    expect(body).toMatchObject({ version: 1, versions: local.log.length });
    expect(body.view).toEqual(JSON.parse(JSON.stringify(secretGame.view(past.state, 0))));
    expect(body.events).toEqual(JSON.parse(JSON.stringify(eventsFor(local, 0, 1))));
  });

  it('takes back the last action of a long match: the store replays the rest, time-outs noted', async () => {
    const { tokens, live, local } = await tucked('undo', moves, true);
    const version = local.log.length;
    const last = local.log[version - 1].seat;
    const { socket } = await attach(url, live.id, tokens[1 - last]);
    const told = socket.next((m) => m.type === 'update' && m.version === version - 1);
    expect(live.logStart).toBeGreaterThan(0);
    expect(await server.built.service.undo(live, last)).toEqual({ ok: true });
    expect(live.logStart).toBe(0);
    const before: Match<SecretState> = createMatch(secretGame, { seats: 2, seed: 'undo' });
    for (const e of local.log.slice(0, -1)) act(secretGame, before, e.seat, e.action);
    expect(live.version).toBe(version - 1);
    expect(stateHash(live.match.state)).toBe(stateHash(before.state));
    // The other seat's socket gets the whole history again, as after any undo.
    const update = await told;
    expect(update).toMatchObject({ full: true, history: `${version - 1}.1` });
    const timedOut = { at: 1, seat: local.log[0].seat, type: 'timeout' };
    const text = `Time ran out for Seat ${local.log[0].seat + 1}: a bot chose for them.`;
    expect(update.events).toEqual([
      { ...timedOut, text },
      ...JSON.parse(JSON.stringify(eventsFor(before, 1 - last))),
    ]);
    socket.close();
  });
});
