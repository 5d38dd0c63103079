import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, attach, QuestboxSocket, raceMatch, startTestServer } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({
    limits: { httpBurst: 100_000, httpPerSecond: 10_000, socketBurst: 100_000, socketPerSecond: 10_000 },
  });
  base = server.url;
});
afterAll(() => server.close());

/** Stand for the version and the history the sending socket last saw: an act needs both to be taken. */
const CURRENT = '@current-version';
const HISTORY = '@current-history';

/** The last update a socket received (the version and history of a match not started yet before it). */
function lastUpdate(socket: QuestboxSocket): { version: number; history: string } {
  const updates = socket.received.filter((m) => m.type === 'update');
  return updates.length ? updates[updates.length - 1] : { version: 0, history: '0.0' };
}

/** Messages that look like the protocol, with every field free to be wrong. */
function hostileMessage(match: string, token: string) {
  const anything = fc.anything({ maxDepth: 3 });
  const move = fc.constantFrom({ type: 'roll' }, { type: 'sprint' });
  return fc.oneof(
    fc.string(),
    fc.json(),
    // A move at the version and history the socket saw: taken when it is that seat's turn, so that
    // every run gets actions through (left to the free arms below, some runs got none).
    move.map((action) => JSON.stringify({ type: 'act', action, version: CURRENT, history: HISTORY })),
    // Well-formed actions, at the version the socket saw or another, so some are taken.
    fc
      .record(
        {
          type: fc.constant('act'),
          action: move,
          version: fc.oneof(fc.constant(CURRENT), fc.integer({ min: 0, max: 30 })),
          history: fc.oneof(fc.constant(HISTORY), fc.constantFrom('0.0', '3.0', '3.1'), fc.string()),
        },
        { requiredKeys: ['type', 'action'] },
      )
      .map((m) => JSON.stringify(m)),
    // Undo requests: in the dice race every one is refused (a roll stands), so the log only grows.
    fc
      .record(
        {
          type: fc.constant('undo'),
          version: fc.integer({ min: 0, max: 30 }),
          history: fc.constant(HISTORY),
        },
        { requiredKeys: ['type'] },
      )
      .map((m) => JSON.stringify(m)),
    fc
      .record(
        {
          type: fc.oneof(fc.constantFrom('attach', 'act', 'undo', 'ping'), fc.string()),
          match: fc.oneof(fc.constant(match), fc.string()),
          token: fc.oneof(fc.constant(token), fc.string(), anything),
          action: fc.oneof(fc.constantFrom({ type: 'roll' }, { type: 'sprint' }, { type: 'fly' }), anything),
          version: fc.oneof(fc.integer({ min: -2, max: 40 }), anything),
          history: fc.oneof(fc.constant(HISTORY), fc.string(), anything),
          id: fc.oneof(fc.string({ maxLength: 70 }), anything),
        },
        { requiredKeys: [] },
      )
      .map((m) => JSON.stringify(m)),
  );
}

describe('fuzzing', () => {
  it('answers every hostile message and applies only legal actions', async () => {
    const { id, tokens } = await raceMatch(base, undefined, 'fuzz');
    const seats = await Promise.all(tokens.map((t) => attach(base, id, t)));
    const stranger = await QuestboxSocket.open(base);
    const messages = hostileMessage(id, tokens[0]!);
    const sockets = [seats[0].socket, seats[1].socket, stranger];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(2), messages), { minLength: 1, maxLength: 30 }),
        async (batch) => {
          for (const [to, text] of batch) {
            const seen = lastUpdate(sockets[to]);
            sockets[to].send(
              text.replace(`"${CURRENT}"`, String(seen.version)).replace(HISTORY, seen.history),
            );
          }
          // Every socket still answers, after everything it was sent.
          for (const s of sockets)
            await s.request({ type: 'ping', id: 'alive' }, (m) => m.type === 'pong' && m.id === 'alive');
        },
      ),
      // A fixed seed: the same hostile messages every run (a failure replays as it happened).
      { numRuns: 60, seed: 20261207 },
    );
    // The server applied exactly the acknowledged actions (some got through), and nothing else.
    const acked = sockets.flatMap((s) => s.received.filter((m) => m.type === 'update' && 'ack' in m));
    expect(acked.length).toBeGreaterThan(0);
    const info = await api(base, 'GET', `/api/matches/${id}`);
    expect(info.body.version).toBe(acked.length);
    const fresh = await attach(base, id, tokens[0]);
    const log = fresh.first.events as { at: number; seat: number }[];
    expect(log.map((e) => e.at)).toEqual(acked.map((m) => m.version).sort((a, b) => a - b));
    expect(
      sockets.some((s) => s.received.some((m) => m.type === 'error' && m.error.code === 'bad-message')),
    ).toBe(true);
    // Every reply is one of the protocol's message types.
    for (const s of sockets)
      for (const m of s.received) expect(['update', 'rejected', 'error', 'pong']).toContain(m.type);
    for (const s of [...sockets, fresh.socket]) s.close();
  });

  it('answers every hostile HTTP body with a JSON error, never a crash', async () => {
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record(
          {
            game: fc.oneof(fc.constant('race'), fc.string(), fc.anything()),
            options: fc.anything({ maxDepth: 2 }),
            seed: fc.anything({ maxDepth: 1 }),
            seats: fc.oneof(
              fc.array(
                fc.record({
                  kind: fc.constantFrom('human', 'bot', 'x'),
                  bot: fc.constantFrom('random', 'greedy', 'z'),
                }),
                { maxLength: 4 },
              ),
              fc.anything(),
            ),
            awayMinutes: fc.anything({ maxDepth: 0 }),
          },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('/api/matches', '/api/matches/m_x/seats/0/join'),
        async (raw, path) => {
          const r = await api(base, 'POST', path, undefined, raw);
          expect(r.status).toBeLessThan(500);
          if (r.status === 201) expect(r.body.id).toMatch(/^m_/);
          else expect(typeof r.body.error.code).toBe('string');
        },
      ),
      { numRuns: 300, seed: 20261207 },
    );
    expect((await api(base, 'GET', '/api/games')).status).toBe(200);
  });
});
