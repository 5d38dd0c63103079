import { join } from 'node:path';
import { raceGame } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { bidGame } from '../../engine/test/fixtures/bid';
import { api, attach, startTestServer, tempDir } from './helpers';

/** Creates a race of two people with a turn timer and joins both seats; answers the id and tokens. */
async function timedRace(base: string, turnSeconds: number) {
  const created = await api(base, 'POST', '/api/matches', {
    game: 'race',
    seed: 'timer',
    turnSeconds,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const tokens: string[] = [];
  for (const [seat, name] of ['Ada', 'Bea'].entries())
    tokens.push((await api(base, 'POST', `/api/matches/${id}/seats/${seat}/join`, { name })).body.token);
  return { id, tokens };
}

const atVersion = (v: number) => (m: any) => m.type === 'update' && m.version === v;

describe('the turn timer', () => {
  it('refuses a timer out of range, and is off by default', async () => {
    const server = await startTestServer();
    try {
      for (const turnSeconds of [4, 3601, 30.5]) {
        const refused = await api(server.url, 'POST', '/api/matches', {
          game: 'race',
          turnSeconds,
          seats: [{ kind: 'human' }, { kind: 'human' }],
        });
        expect(refused.status).toBe(400);
        expect(refused.body.error.message).toMatch(/^turnSeconds: /);
      }
      const plain = await api(server.url, 'POST', '/api/matches', {
        game: 'race',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      });
      const token = (await api(server.url, 'POST', `/api/matches/${plain.body.id}/seats/0/join`, {})).body
        .token;
      const { socket, first } = await attach(server.url, plain.body.id, token);
      expect(first).toMatchObject({ turnSeconds: null, deadline: null });
      socket.close();
    } finally {
      await server.close();
    }
  });

  it('shows every seat the deadline; at time-out the bot takes that one decision and the log says so', async () => {
    const server = await startTestServer();
    try {
      const { id, tokens } = await timedRace(server.url, 5);
      const ada = await attach(server.url, id, tokens[0]);
      const bea = await attach(server.url, id, tokens[1]);
      const watcher = await attach(server.url, id);
      const facts = (await api(server.url, 'GET', `/api/matches/${id}`)).body;
      const deadline = Date.parse(facts.updatedAt) + 5000;
      for (const s of [ada, bea, watcher]) {
        expect(s.first).toMatchObject({ turnSeconds: 5, waiting: [0] });
        expect(Date.parse(s.first.deadline)).toBe(deadline);
      }

      // Nobody acts: the time runs out for Ada.
      const [forAda, forBea, forWatcher] = await Promise.all(
        [ada, bea, watcher].map((s) => s.socket.next(atVersion(1), 20_000)),
      );
      expect(Date.now()).toBeGreaterThanOrEqual(deadline);
      for (const u of [forAda, forBea, forWatcher])
        expect(u.events[0]).toEqual({
          at: 1,
          seat: 0,
          type: 'timeout',
          text: 'Time ran out for Seat 1: a bot chose for them.',
        });
      // The bot's move is not Ada's to take back; Bea's clock starts with it.
      expect(forAda.canUndo).toBe(false);
      expect(forBea.waiting).toEqual([1]);
      expect(Date.parse(forBea.deadline)).toBeGreaterThanOrEqual(deadline + 5000);

      // Bea plays in time: her action stands as hers, and Ada's clock starts again.
      const acted = await bea.socket.request(
        { type: 'act', version: 1, history: forBea.history, action: forBea.legal[0].action, id: 'b' },
        (m) => m.ack === 'b',
      );
      expect(acted.events.some((e: any) => e.type === 'timeout')).toBe(false);
      expect(acted.deadline).not.toBeNull();
      for (const s of [ada, bea, watcher]) s.socket.close();
    } finally {
      await server.close();
    }
  });

  it('survives a restart: the deadline is the stored one, and the bot plays once it has passed', async () => {
    const dir = tempDir();
    const dbPath = join(dir.path, 'timer.db');
    let server = await startTestServer({ dbPath });
    try {
      const { id, tokens } = await timedRace(server.url, 5);
      const before = await attach(server.url, id);
      const deadline = before.first.deadline;
      before.socket.close();
      await server.close();

      server = await startTestServer({ dbPath });
      const after = await attach(server.url, id, tokens[1]);
      expect(after.first.deadline).toBe(deadline);
      const timedOut = await after.socket.next(atVersion(1), 20_000);
      expect(timedOut.events[0].type).toBe('timeout');
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(deadline));
      after.socket.close();
    } finally {
      await server.close();
      dir.remove();
    }
  });

  it('keeps the time-out in the log when a later action is taken back', async () => {
    const server = await startTestServer({ games: [raceGame, bidGame] });
    try {
      const created = await api(server.url, 'POST', '/api/matches', {
        game: 'bid',
        seed: 'timer',
        turnSeconds: 5,
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.body.id as string;
      const tokens: string[] = [];
      for (const seat of [0, 1])
        tokens.push((await api(server.url, 'POST', `/api/matches/${id}/seats/${seat}/join`, {})).body.token);
      const seats = [await attach(server.url, id, tokens[0]), await attach(server.url, id, tokens[1])];
      const watcher = await attach(server.url, id);
      // Ada bids; Bea lets her time run out, and a bot bids for her.
      await seats[0].socket.request(
        { type: 'act', version: 0, history: '0.0', id: 'bid', action: { bid: 2 } },
        (m) => m.ack === 'bid',
      );
      const atTimeOut = await Promise.all(
        [...seats, watcher].map((s) => s.socket.next(atVersion(2), 20_000)),
      );
      const timedOut = atTimeOut[2];
      expect(timedOut.events[0]).toMatchObject({ at: 2, type: 'timeout' });
      // Whoever may veto lets the bid stand, then takes that back: the log is rebuilt without it.
      const [vetoer] = timedOut.waiting as number[];
      const standing = atTimeOut[vetoer];
      await seats[vetoer].socket.request(
        { type: 'act', version: 2, history: standing.history, id: 'stand', action: { veto: false } },
        (m) => m.ack === 'stand',
      );
      const undone = await seats[vetoer].socket.request(
        { type: 'undo', version: 3, history: '3.0', id: 'back' },
        (m) => m.ack === 'back',
      );
      expect(undone).toMatchObject({ version: 2, full: true });
      const noted = (u: any) => u.events.filter((e: any) => e.type === 'timeout');
      expect(noted(undone)).toEqual([
        { at: 2, seat: 1, type: 'timeout', text: 'Time ran out for Seat 2: a bot chose for them.' },
      ]);
      const { socket, first } = await attach(server.url, id);
      expect(noted(first)).toEqual(noted(undone));
      for (const s of [...seats, watcher]) s.socket.close();
      socket.close();
    } finally {
      await server.close();
    }
  });
});
