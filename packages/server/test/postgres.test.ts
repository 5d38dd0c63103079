import { act, createMatch, raceGame } from '@questbox/engine';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/store/postgres';
import type { MatchRecord } from '../src/store/types';
import { api, attach, type ServerProcess, spawnServer } from './helpers';
import { type Cluster, startCluster } from './postgres-cluster';

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
    createdAt: new Date().toISOString(),
    status: 'waiting',
    result: null,
    version: 0,
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
          one.appendAction('m_race', v, { seat: v % 2, action: { type: 'roll' } }, after),
          two.appendAction('m_race', v, { seat: v % 2, action: { type: 'sprint' } }, after),
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
        tabA.socket.send({ type: 'act', id: `v${next}`, version, action: { type: 'roll' } });
        tabB.socket.send({ type: 'act', id: `v${next}`, version, action: { type: 'sprint' } });
        const replies = await Promise.all(answers);
        expect(
          replies.filter((r) => r.type === 'update'),
          `version ${next}`,
        ).toHaveLength(1);
        expect(['stale', 'not-your-turn', 'game-over']).toContain(
          replies.find((r) => r.type === 'rejected')!.error.code,
        );
      } else other.socket.send({ type: 'act', version, action: { type: 'roll' } });
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
