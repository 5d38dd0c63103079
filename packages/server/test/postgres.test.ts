import { act, createMatch, raceGame } from '@questbox/engine';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bidGame } from '../../engine/test/fixtures/bid';
import { MatchService } from '../src/matches';
import { type Cluster, startCluster } from '../src/postgres-cluster';
import { openPostgresStore } from '../src/store/postgres';
import type { MatchRecord } from '../src/store/types';
import { api, attach, type ServerProcess, spawnServer, startTestServer } from './helpers';
import { checkTableStore } from './table-store';

let cluster: Cluster;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  cluster?.stop();
});

function record(id: string): MatchRecord {
  return {
    id,
    game: 'race',
    options: {},
    seed: id,
    seeded: true,
    seats: [
      { kind: 'human', tokenHash: null },
      { kind: 'human', tokenHash: null },
    ],
    awayMinutes: null,
    turnSeconds: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    status: 'waiting',
    result: null,
    version: 0,
    undos: 0,
    rematch: null,
  };
}

describe('the PostgreSQL store', () => {
  it('lets exactly one of two writers store each version, and one of two claims', async () => {
    const one = await openPostgresStore(cluster.url);
    const two = await openPostgresStore(cluster.url);
    try {
      await one.createMatch(record('m_race'));
      const claims = await Promise.all([
        one.claimSeat('m_race', 0, 'a'.repeat(64), 'A'),
        two.claimSeat('m_race', 0, 'b'.repeat(64), 'B'),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      for (let v = 0; v < 30; v++) {
        const after = { status: 'running' as const, result: null };
        const wins = await Promise.all([
          one.appendAction(
            'm_race',
            { version: v, undos: 0 },
            { seat: v % 2, action: { type: 'roll' } },
            after,
          ),
          two.appendAction(
            'm_race',
            { version: v, undos: 0 },
            { seat: v % 2, action: { type: 'sprint' } },
            after,
          ),
        ]);
        expect(wins.filter(Boolean), `version ${v}`).toHaveLength(1);
      }
      const loaded = await two.loadMatch('m_race');
      expect(loaded!.match.version).toBe(30);
      expect(loaded!.actions).toHaveLength(30);
      expect(loaded!.match.seats[0].tokenHash).toMatch(/^(a|b)+$/);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('undo in the PostgreSQL store', () => {
  it('deletes the last action under the version check, and an undo makes older writes stale', async () => {
    const one = await openPostgresStore(cluster.url);
    const two = await openPostgresStore(cluster.url);
    try {
      await one.createMatch(record('m_undo'));
      const after = { status: 'running' as const, result: null };
      expect(
        await one.appendAction('m_undo', { version: 0, undos: 0 }, { seat: 0, action: { n: 1 } }, after),
      ).toBe(true);
      expect(
        await one.appendAction('m_undo', { version: 1, undos: 0 }, { seat: 1, action: { n: 2 } }, after),
      ).toBe(true);
      // Two servers take back the same action: exactly one does.
      const undos = await Promise.all([
        one.undoLastAction('m_undo', { version: 2, undos: 0 }, after),
        two.undoLastAction('m_undo', { version: 2, undos: 0 }, after),
      ]);
      expect(undos.filter(Boolean)).toHaveLength(1);
      expect(await one.undoLastAction('m_undo', { version: 5, undos: 1 }, after)).toBe(false);
      // A server that missed the undo still thinks "version 2, no undos": its write is refused.
      expect(
        await two.appendAction('m_undo', { version: 1, undos: 0 }, { seat: 1, action: { n: 3 } }, after),
      ).toBe(false);
      expect(await two.actionsSince('m_undo', 0)).toEqual({
        undos: 1,
        actions: [{ seat: 0, action: { n: 1 } }],
      });
      expect(
        await two.appendAction('m_undo', { version: 1, undos: 1 }, { seat: 1, action: { n: 4 } }, after),
      ).toBe(true);
      const loaded = await one.loadMatch('m_undo');
      expect(loaded!.match).toMatchObject({ version: 2, undos: 1 });
      expect(loaded!.actions.map((a) => a.action)).toEqual([{ n: 1 }, { n: 4 }]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('two servers on one database: an undo on one reaches the sockets of the other in full', async () => {
    const games = [raceGame, bidGame];
    const a = await startTestServer({ postgresUrl: cluster.url, games, limits: { httpBurst: 10_000 } });
    const b = await startTestServer({ postgresUrl: cluster.url, games, limits: { httpBurst: 10_000 } });
    try {
      const created = await api(a.url, 'POST', '/api/matches', {
        game: 'bid',
        seed: 'shared-undo',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.body.id;
      const t0 = (await api(a.url, 'POST', `/api/matches/${id}/seats/0/join`, {})).body.token;
      const t1 = (await api(a.url, 'POST', `/api/matches/${id}/seats/1/join`, {})).body.token;
      const seat0 = await attach(a.url, id, t0);
      // Server B loads the match from the database: both seats are claimed there.
      const seat1 = await attach(b.url, id, t1);
      const watcher = await attach(b.url, id);
      const seen = seat1.socket.next((m) => m.type === 'update' && m.version === 1);
      await seat0.socket.request(
        { type: 'act', version: 0, history: '0.0', id: '1', action: { bid: 2 } },
        (m) => m.ack === '1',
      );
      await seen;
      const back = [seat1, watcher].map((x) =>
        x.socket.next((m) => m.type === 'update' && m.full && m.version === 0),
      );
      await seat0.socket.request({ type: 'undo', version: 1, history: '1.0', id: 'u' }, (m) => m.ack === 'u');
      const [s1, w] = await Promise.all(back);
      expect(s1.view).toEqual(seat1.first.view);
      expect(s1.events).toEqual([]);
      expect(w.view).toEqual(watcher.first.view);
      // Server B holds the new history: a new bid there is version 1, and server A hears of it.
      const onA = seat0.socket.next((m) => m.type === 'update' && m.version === 1);
      const mine = await seat1.socket.request(
        { type: 'act', version: s1.version, history: s1.history, id: '2', action: { bid: 1 } },
        (m) => m.ack === '2',
      );
      expect(mine.version).toBe(1);
      expect((await onA).legal.map((l: any) => l.text)).toEqual(['bid 1', 'bid 2', 'bid 3']);
      // Both servers agree on where the match stands.
      expect((await api(a.url, 'GET', `/api/matches/${id}`)).body.version).toBe(1);
      expect((await api(b.url, 'GET', `/api/matches/${id}`)).body.version).toBe(1);
      for (const x of [seat0, seat1, watcher]) x.socket.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('two servers sharing one database', () => {
  it('keep every seat current, and never both apply an action to one match', async () => {
    const limits = { httpBurst: 10_000, socketBurst: 10_000 };
    servers.push(await spawnServer({ postgresUrl: cluster.url, limits, botDelayMs: 0 }));
    servers.push(await spawnServer({ postgresUrl: cluster.url, limits, botDelayMs: 0 }));
    const [a, b] = servers.map((s) => s.url);
    const created = await api(a, 'POST', '/api/matches', {
      game: 'race',
      seed: 'shared',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = created.body.id;
    // Both servers race for seat 0: one claim wins. Seat 1 is claimed on the other server.
    const claims = await Promise.all(
      [a, b].map((url) => api(url, 'POST', `/api/matches/${id}/seats/0/join`, {})),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
    const seat0 = claims.find((c) => c.status === 200)!.body.token;
    const seat1 = (await api(b, 'POST', `/api/matches/${id}/seats/1/join`, {})).body.token;
    // Server A hears of the claim made on B by NOTIFY, a moment later.
    let status = '';
    for (let i = 0; i < 100 && status !== 'running'; i++) {
      status = (await api(a, 'GET', `/api/matches/${id}`)).body.status;
      if (status !== 'running') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('running');

    // Seat 0 has a tab on each server; seat 1 and a spectator are on server A.
    const tabA = await attach(a, id, seat0);
    const tabB = await attach(b, id, seat0);
    const other = await attach(a, id, seat1);
    const watcher = await attach(b, id);
    const everyone = [tabA, tabB, other, watcher].map((x) => x.socket);
    let version = 0;
    let result = null;
    while (!result && version < 400) {
      const next = version + 1;
      const arrivals = everyone.map((s) => s.next((m) => m.type === 'update' && m.version === next));
      if (version % 2 === 0) {
        // Both tabs of seat 0 send at once, each to its own server: exactly one is taken.
        const answers = [tabA, tabB].map((t) =>
          t.socket.next((m) => m.ack === `v${next}` || (m.type === 'rejected' && m.id === `v${next}`)),
        );
        tabA.socket.send({
          type: 'act',
          id: `v${next}`,
          version,
          history: `${version}.0`,
          action: { type: 'roll' },
        });
        tabB.socket.send({
          type: 'act',
          id: `v${next}`,
          version,
          history: `${version}.0`,
          action: { type: 'sprint' },
        });
        const replies = await Promise.all(answers);
        expect(
          replies.filter((r) => r.type === 'update'),
          `version ${next}`,
        ).toHaveLength(1);
        expect(['stale', 'not-your-turn', 'game-over']).toContain(
          replies.find((r) => r.type === 'rejected')!.error.code,
        );
      } else other.socket.send({ type: 'act', version, history: `${version}.0`, action: { type: 'roll' } });
      const updates = await Promise.all(arrivals);
      for (const u of updates) expect(u.view).toEqual(updates[0].view);
      version = next;
      result = updates[0].result;
    }
    expect(result).not.toBeNull();

    // The stored actions replay to the same end on the engine, and both servers agree.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const rows = (
      await client.query('SELECT version, seat, action FROM actions WHERE match_id = $1 ORDER BY version', [
        id,
      ])
    ).rows;
    await client.end();
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    const replay = createMatch(raceGame, { seats: 2, seed: 'shared' });
    for (const r of rows) act(raceGame, replay, r.seat, JSON.parse(r.action));
    expect(raceGame.result(replay.state)).toEqual(result);
    for (const url of [a, b])
      expect((await api(url, 'GET', `/api/matches/${id}`)).body).toMatchObject({
        status: 'finished',
        version,
        result,
      });
    for (const s of everyone) s.close();
  });
});

describe('the bot lease', () => {
  it('lets one store hold a match bot turns, renew them, and another take them once they run out', async () => {
    const one = await openPostgresStore(cluster.url);
    const two = await openPostgresStore(cluster.url);
    try {
      expect(await one.holdBotTurns('m_lease', 60_000)).toBe(0);
      const wait = await two.holdBotTurns('m_lease', 60_000);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60_000);
      // The holder renews; the lease of a holder gone quiet runs out (here at once) and is taken.
      expect(await one.holdBotTurns('m_lease', 0)).toBe(0);
      expect(await two.holdBotTurns('m_lease', 60_000)).toBe(0);
      expect(await one.holdBotTurns('m_lease', 60_000)).toBeGreaterThan(0);
      // A store that closes lets its leases go: the other takes them at once.
      await two.close();
      expect(await one.holdBotTurns('m_lease', 60_000)).toBe(0);
    } finally {
      await one.close();
      await two.close().catch(() => undefined);
    }
  });

  it('two servers holding one bot match: only one plays its bots, and the other takes over when it dies', async () => {
    const acts = vi.spyOn(MatchService.prototype, 'act');
    const options = { postgresUrl: cluster.url, limits: { httpBurst: 10_000 }, botLeaseMs: 1_000 };
    const holder = await spawnServer({ ...options, botDelayMs: 20 });
    servers.push(holder);
    const other = await startTestServer({ ...options, botDelayMs: 5 });
    try {
      const created = await api(holder.url, 'POST', '/api/matches', {
        game: 'race',
        seed: 'lease',
        seats: [
          { kind: 'bot', bot: 'greedy' },
          { kind: 'bot', bot: 'greedy' },
        ],
      });
      const id = created.body.id;
      const at = async (url: string, done: (body: any) => boolean) => {
        const until = Date.now() + 20_000;
        for (;;) {
          const body = (await api(url, 'GET', `/api/matches/${id}`)).body;
          if (done(body) || Date.now() > until) return body;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      // The first server plays; the second loads the match and follows it, playing no bot itself.
      await at(holder.url, (b) => b.version >= 2);
      await at(other.url, (b) => b.version >= 8);
      expect(acts).not.toHaveBeenCalled();

      // The first server dies holding the lease: once it runs out, the second plays the match out.
      await holder.kill('SIGKILL');
      const end = await at(other.url, (b) => b.status === 'finished');
      expect(end.result.winners).toHaveLength(1);
      expect(acts).toHaveBeenCalled();
      const outcomes = await Promise.all(acts.mock.results.map((r) => r.value));
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    } finally {
      acts.mockRestore();
      await other.close();
    }
  });
});

describe('the table on PostgreSQL', () => {
  it('keeps the turn timer, the last change, time-outs, chat lines, one rematch; lists no idle match', async () => {
    const store = await openPostgresStore(cluster.url);
    try {
      await checkTableStore(store, 'pg');
    } finally {
      await store.close();
    }
  });

  it('opens a database made before the table columns and the chat table, and its matches go on', async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE older');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/older');
    const older = new pg.Client({ connectionString: url });
    await older.connect();
    await older.query(`
      CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
        seeded INTEGER NOT NULL DEFAULT 0, away_minutes DOUBLE PRECISION, created_at TEXT NOT NULL,
        status TEXT NOT NULL, result TEXT, version INTEGER NOT NULL, undos INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE seats (match_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, bot TEXT,
        token_hash TEXT, name TEXT, PRIMARY KEY (match_id, seat));
      CREATE TABLE actions (match_id TEXT NOT NULL, version INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, by_bot INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (match_id, version));`);
    const created = new Date().toISOString();
    await older.query(
      "INSERT INTO matches VALUES ('m_older', 'race', '{}', 'older', 1, NULL, $1, 'running', NULL, 1, 0)",
      [created],
    );
    await older.query("INSERT INTO seats VALUES ('m_older', 0, 'bot', 'greedy', NULL, NULL)");
    await older.query("INSERT INTO seats VALUES ('m_older', 1, 'human', NULL, $1, 'Bea')", ['b'.repeat(64)]);
    await older.query('INSERT INTO actions VALUES (\'m_older\', 1, 0, \'{"type":"roll"}\', 1)');
    await older.end();

    const server = await startTestServer({ postgresUrl: url });
    try {
      expect((await api(server.url, 'GET', '/api/matches/m_older')).body).toMatchObject({
        status: 'running',
        version: 1,
        turnSeconds: null,
        rematch: null,
        updatedAt: created,
      });
      const { socket, first } = await attach(server.url, 'm_older');
      expect(first).toMatchObject({ version: 1, deadline: null, chat: [] });
      socket.close();
    } finally {
      await server.close();
    }
  });

  it('two servers on one database: a chat line on one reaches the sockets of the other', async () => {
    const a = await startTestServer({ postgresUrl: cluster.url, limits: { httpBurst: 10_000 } });
    const b = await startTestServer({ postgresUrl: cluster.url, limits: { httpBurst: 10_000 } });
    try {
      const created = await api(a.url, 'POST', '/api/matches', {
        game: 'race',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.body.id;
      const t0 = (await api(a.url, 'POST', `/api/matches/${id}/seats/0/join`, { name: 'Ada' })).body.token;
      const t1 = (await api(a.url, 'POST', `/api/matches/${id}/seats/1/join`, { name: 'Bea' })).body.token;
      const ada = await attach(a.url, id, t0);
      const bea = await attach(b.url, id, t1);
      const heard = bea.socket.next((m) => m.type === 'chat');
      await ada.socket.request({ type: 'chat', id: 'c', text: 'hello from A' }, (m) => m.ack === 'c');
      expect((await heard).lines).toEqual([expect.objectContaining({ n: 1, seat: 0, name: 'Ada' })]);
      const back = await bea.socket.request({ type: 'chat', id: 'd', text: 'hi' }, (m) => m.ack === 'd');
      expect(back.lines[0].n).toBe(2);
      for (const x of [ada, bea]) x.socket.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
