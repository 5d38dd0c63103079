import { join } from 'node:path';
import { raceGame } from '@questbox/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidGame } from '../../engine/test/fixtures/bid';
import type { RunningServer } from '../src/index';
import { openSqliteStore } from '../src/store/sqlite';
import { api, attach, raceMatch, startTestServer, tempDir } from './helpers';

const games = [raceGame, bidGame];
let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ games, limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

/** A sealed-bid match with two human seats, both joined. */
async function bidMatch(url: string) {
  const created = await api(url, 'POST', '/api/matches', {
    game: 'bid',
    seed: 'undo',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push(
      (await api(url, 'POST', `/api/matches/${created.body.id}/seats/${seat}/join`, {})).body.token,
    );
  return { id: created.body.id as string, tokens };
}

const rejected = (id: string) => (m: any) => m.type === 'rejected' && m.id === id;

describe('undo', () => {
  it('takes back the seat own last action: state and log as before, every socket updated in full', async () => {
    const { id, tokens } = await bidMatch(base);
    const a = await attach(base, id, tokens[0]);
    const b = await attach(base, id, tokens[1]);
    const watcher = await attach(base, id);
    const acted = await a.socket.request(
      { type: 'act', version: 0, history: '0.0', id: 'b', action: { bid: 2 } },
      (m) => m.ack === 'b',
    );
    expect(acted).toMatchObject({ version: 1, canUndo: true, legal: [] });
    const other = await b.socket.next((m) => m.type === 'update' && m.version === 1);
    expect(other.canUndo).toBe(false);

    const seenByB = b.socket.next((m) => m.type === 'update' && m.version === 0);
    const seenByWatcher = watcher.socket.next((m) => m.type === 'update' && m.version === 0);
    const undone = await a.socket.request(
      { type: 'undo', version: 1, history: '1.0', id: 'u' },
      (m) => m.ack === 'u',
    );
    for (const u of [undone, await seenByB, await seenByWatcher]) {
      expect(u).toMatchObject({ version: 0, full: true, events: [], canUndo: false });
    }
    expect(undone.view).toEqual(a.first.view);
    expect(undone.decisions).toEqual(a.first.decisions);
    expect(undone.legal).toEqual(a.first.legal);
    expect((await seenByB).view).toEqual(b.first.view);
    expect((await seenByWatcher).view).toEqual(watcher.first.view);
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(0);

    // The match goes on from there: a new bid, seen by everyone as version 1 again.
    const again = await a.socket.request(
      { type: 'act', version: 0, history: '0.1', id: 'c', action: { bid: 3 } },
      (m) => m.ack === 'c',
    );
    expect(again).toMatchObject({ version: 1, history: '1.1' });
    // Seat 2 chose its bid while seat 1's first bid stood: version 1 again, but not that history.
    const late = await b.socket.request(
      { type: 'act', version: 1, history: '1.0', id: 'late', action: { bid: 1 } },
      rejected('late'),
    );
    expect(late).toMatchObject({ version: 1, history: '1.1', error: { code: 'stale' } });
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(1);
    const reattached = await attach(base, id, tokens[1]);
    expect(reattached.first.version).toBe(1);
    for (const s of [a, b, watcher, reattached]) s.socket.close();
  });

  it('refuses to take back another seat action, a reveal, a die roll, and a stale version', async () => {
    const { id, tokens } = await bidMatch(base);
    const a = await attach(base, id, tokens[0]);
    const b = await attach(base, id, tokens[1]);
    await a.socket.request(
      { type: 'act', version: 0, history: '0.0', id: '1', action: { bid: 2 } },
      (m) => m.ack === '1',
    );
    const stale = await a.socket.request(
      { type: 'undo', id: 's', version: 0, history: '0.0' },
      rejected('s'),
    );
    expect(stale).toMatchObject({ version: 1, error: { code: 'stale' } });
    const notYours = await b.socket.request(
      { type: 'undo', version: 1, history: '1.0', id: 'n' },
      rejected('n'),
    );
    expect(notYours).toMatchObject({ version: 1, error: { code: 'cannot-undo' } });
    expect(notYours.error.message).toContain('your own last action');

    // Seat 2's bid reveals both bids: neither seat can take anything back now.
    const revealed = await b.socket.request(
      { type: 'act', version: 1, history: '1.0', id: '2', action: { bid: 1 } },
      (m) => m.ack === '2',
    );
    expect(revealed.canUndo).toBe(true);
    const another = await a.socket.request(
      { type: 'undo', version: 2, history: '2.0', id: 'x' },
      rejected('x'),
    );
    expect(another.error).toMatchObject({ code: 'cannot-undo' });
    expect(another.error.message).toContain('your own last action');
    const reveal = await b.socket.request(
      { type: 'undo', version: 2, history: '2.0', id: 'r' },
      rejected('r'),
    );
    expect(reveal.error.code).toBe('cannot-undo');
    expect(reveal.error.message).toContain('revealed something');
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(2);

    const race = await raceMatch(base);
    const r = await attach(base, race.id, race.tokens[0]);
    const rolled = await r.socket.request(
      { type: 'act', version: 0, history: '0.0', id: 'd', action: { type: 'roll' } },
      (m) => m.ack === 'd',
    );
    expect(rolled.canUndo).toBe(true);
    const dice = await r.socket.request(
      { type: 'undo', version: 1, history: '1.0', id: 'd2' },
      rejected('d2'),
    );
    expect(dice).toMatchObject({ version: 1, error: { code: 'cannot-undo' } });
    expect(dice.error.message).toContain('rolled dice');
    expect((await api(base, 'GET', `/api/matches/${race.id}`)).body.version).toBe(1);
    for (const s of [a, b, r]) s.socket.close();
  });

  it('refuses undo from spectators, before the start, and with bad fields, changing nothing', async () => {
    const { id, tokens } = await bidMatch(base);
    const a = await attach(base, id, tokens[0]);
    const watcher = await attach(base, id);
    const nothing = await a.socket.request(
      { type: 'undo', version: 0, history: '0.0', id: 'e' },
      rejected('e'),
    );
    expect(nothing.error.code).toBe('cannot-undo');
    const spectator = await watcher.socket.request(
      { type: 'undo', version: 0, history: '0.0', id: 'w' },
      rejected('w'),
    );
    expect(spectator.error.code).toBe('spectator');
    for (const bad of [
      { type: 'undo', version: -1 },
      { type: 'undo', action: {} },
      { type: 'undo', id: 7 },
    ]) {
      const reply = await a.socket.request(bad, (m) => m.type === 'error');
      expect(reply.error.code).toBe('bad-message');
    }
    const waiting = await api(base, 'POST', '/api/matches', {
      game: 'bid',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const t = (await api(base, 'POST', `/api/matches/${waiting.body.id}/seats/0/join`, {})).body.token;
    const early = await attach(base, waiting.body.id, t);
    const notStarted = await early.socket.request(
      { type: 'undo', version: 0, history: '0.0', id: 'p' },
      rejected('p'),
    );
    expect(notStarted.error.code).toBe('not-started');
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(0);
    for (const s of [a, watcher, early]) s.socket.close();
  });
});

describe('undo at the end', () => {
  it('leaves the action that ended the game standing', async () => {
    const { id, tokens } = await raceMatch(base);
    const sockets = await Promise.all(tokens.map((t) => attach(base, id, t)));
    let last: any = sockets[0].first;
    while (!last.result) {
      const version = last.version + 1;
      const wait = sockets[0].socket.next((m) => m.type === 'update' && m.version === version);
      sockets[last.waiting[0]].socket.send({
        type: 'act',
        version: last.version,
        history: last.history,
        action: { type: 'sprint' },
      });
      last = await wait;
    }
    const winner = last.events[last.events.length - 1].seat;
    const refused = await sockets[winner].socket.request(
      { type: 'undo', version: last.version, history: last.history, id: 'end' },
      rejected('end'),
    );
    expect(refused.error.code).toBe('game-over');
    expect((await api(base, 'GET', `/api/matches/${id}`)).body).toMatchObject({
      status: 'finished',
      version: last.version,
    });
    for (const s of sockets) s.socket.close();
  });
});

describe('undo across a restart', () => {
  it('is stored: a restarted server (SQLite) replays to the state after the undo', async () => {
    const dir = tempDir();
    const dbPath = join(dir.path, 'questbox.db');
    try {
      let first: RunningServer | null = await startTestServer({ games, dbPath });
      const { id, tokens } = await bidMatch(first.url);
      const a = await attach(first.url, id, tokens[0]);
      const b = await attach(first.url, id, tokens[1]);
      await a.socket.request(
        { type: 'act', version: 0, history: '0.0', id: '1', action: { bid: 3 } },
        (m) => m.ack === '1',
      );
      const kept = await b.socket.request(
        { type: 'act', version: 1, history: '1.0', id: '2', action: { bid: 1 } },
        (m) => m.ack === '2',
      );
      // Seat 1 bid highest: only seat 2 may veto it, and takes that veto back.
      await b.socket.request(
        { type: 'act', version: 2, history: '2.0', id: '3', action: { veto: true } },
        (m) => m.ack === '3',
      );
      const undone = await b.socket.request(
        { type: 'undo', version: 3, history: '3.0', id: 'u' },
        (m) => m.ack === 'u',
      );
      expect(undone.version).toBe(2);
      a.socket.close();
      b.socket.close();
      await first.close();
      first = null;

      const second = await startTestServer({ games, dbPath });
      try {
        expect((await api(second.url, 'GET', `/api/matches/${id}`)).body.version).toBe(2);
        const back = await attach(second.url, id, tokens[1]);
        expect(back.first.version).toBe(2);
        expect(back.first.view).toEqual(kept.view);
        // The full update names every action: seat 1's bid only as a secret choice, then the reveal
        // that seat 2's bid brought.
        expect(back.first.events.map((e: any) => [e.at, e.text])).toEqual([
          [1, 'makes a secret choice'],
          [2, 'Bids revealed: 3, 1.'],
        ]);
        expect(back.first.legal.map((l: any) => l.text)).toEqual(['veto', 'let it stand']);
        // The taken-back version number is used again by the next action.
        const next = await back.socket.request(
          { type: 'act', version: 2, history: '2.1', id: '4', action: { veto: false } },
          (m) => m.ack === '4',
        );
        expect(next.version).toBe(3);
        expect(next.events.map((e: any) => e.text)).toEqual(['Seat 1 scores.']);
        back.socket.close();
      } finally {
        await second.close();
      }
    } finally {
      dir.remove();
    }
  });
});

describe('undo after an away hand-off', () => {
  it('leaves the move a bot made for an away player standing, also once stored', async () => {
    const dir = tempDir();
    const dbPath = join(dir.path, 'questbox.db');
    try {
      const server = await startTestServer({ games, dbPath, botDelayMs: 1 });
      let id = '';
      try {
        // 0.01 minutes: 600 ms. Seat 1 never comes, so the greedy bot bids for it.
        const created = await api(server.url, 'POST', '/api/matches', {
          game: 'bid',
          seed: 'away',
          seats: [{ kind: 'human' }, { kind: 'human' }],
          awayMinutes: 0.01,
        });
        id = created.body.id;
        const t0 = (await api(server.url, 'POST', `/api/matches/${id}/seats/0/join`, {})).body.token;
        const t1 = (await api(server.url, 'POST', `/api/matches/${id}/seats/1/join`, {})).body.token;
        const present = await attach(server.url, id, t0);
        const botBid = await present.socket.next((m) => m.type === 'update' && m.version === 1, 5_000);
        expect(botBid.seats[1].away).toBe(true);

        // Seat 1's player comes back: the bid is its seat's last action, but not the player's to undo.
        const back = await attach(server.url, id, t1);
        expect(back.first).toMatchObject({ version: 1, canUndo: false });
        expect(back.first.seats[1].away).toBe(false);
        const refused = await back.socket.request(
          { type: 'undo', version: 1, history: '1.0', id: 'u' },
          rejected('u'),
        );
        expect(refused.error.code).toBe('cannot-undo');
        expect(refused.error.message).toContain('while you were away');
        expect((await api(server.url, 'GET', `/api/matches/${id}`)).body.version).toBe(1);
        present.socket.close();
        back.socket.close();
      } finally {
        await server.close();
      }
      // The store remembers who chose it, so a restarted server refuses it too.
      const store = await openSqliteStore(dbPath);
      try {
        const stored = await store.loadMatch(id);
        expect(stored!.actions).toEqual([{ seat: 1, action: { bid: expect.any(Number) }, byBot: true }]);
      } finally {
        await store.close();
      }
    } finally {
      dir.remove();
    }
  });
});
