import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, attach, startTestServer, tempDir } from './helpers';

const listed = async (base: string, status: string) =>
  ((await api(base, 'GET', `/api/matches?status=${status}`)).body.matches as { id: string }[]).map(
    (m) => m.id,
  );

async function create(base: string, seats: object[]) {
  return (await api(base, 'POST', '/api/matches', { game: 'race', seats })).body.id as string;
}

describe('the open list', () => {
  it('leaves out a match waiting with nobody at the table; a player attaching brings it back', async () => {
    const server = await startTestServer({ emptyMinutes: 0 });
    try {
      const id = await create(server.url, [{ kind: 'human' }, { kind: 'human' }]);
      expect(await listed(server.url, 'waiting')).toEqual([]);
      const token = (await api(server.url, 'POST', `/api/matches/${id}/seats/0/join`, {})).body.token;
      // A spectator is nobody at the table.
      const watcher = await attach(server.url, id);
      expect(await listed(server.url, 'waiting')).toEqual([]);
      const host = await attach(server.url, id, token);
      expect(await listed(server.url, 'waiting')).toEqual([id]);
      host.socket.close();
      await watcher.socket.next((m) => m.type === 'update' && !m.seats[0].connected);
      expect(await listed(server.url, 'waiting')).toEqual([]);
      // Still there by its id, to join or to watch.
      expect((await api(server.url, 'GET', `/api/matches/${id}`)).body.status).toBe('waiting');
      watcher.socket.close();
    } finally {
      await server.close();
    }
  });

  it('leaves out matches with no action for longer than the idle time; they stay reachable by id', async () => {
    const dir = tempDir();
    const dbPath = join(dir.path, 'lobby.db');
    let server = await startTestServer({ dbPath, idleMinutes: 60 });
    try {
      const humans = [{ kind: 'human' }, { kind: 'human' }];
      const stale = await create(server.url, humans);
      const fresh = await create(server.url, humans);
      const playing = await create(server.url, [{ kind: 'human' }, { kind: 'bot', bot: 'random' }]);
      await api(server.url, 'POST', `/api/matches/${playing}/seats/0/join`, {});
      expect((await listed(server.url, 'waiting')).sort()).toEqual([stale, fresh].sort());
      expect(await listed(server.url, 'running')).toEqual([playing]);
      await server.close();

      // Two hours pass for two of them.
      const db = new Database(dbPath);
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
      db.prepare('UPDATE matches SET updated_at = ? WHERE id IN (?, ?)').run(twoHoursAgo, stale, playing);
      db.close();

      server = await startTestServer({ dbPath, idleMinutes: 60 });
      expect(await listed(server.url, 'waiting')).toEqual([fresh]);
      expect(await listed(server.url, 'running')).toEqual([]);
      for (const id of [stale, playing])
        expect((await api(server.url, 'GET', `/api/matches/${id}`)).status).toBe(200);
      const watcher = await attach(server.url, playing);
      expect(watcher.first.type).toBe('update');
      watcher.socket.close();
    } finally {
      await server.close();
      dir.remove();
    }
  });

  it('lists finished matches newest first, as many as asked for', async () => {
    const server = await startTestServer();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const id = await create(server.url, [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ]);
        const watcher = await attach(server.url, id);
        if (!watcher.first.result) await watcher.socket.next((m) => m.type === 'update' && m.result !== null);
        watcher.socket.close();
        ids.push(id);
      }
      expect(await listed(server.url, 'finished')).toEqual([...ids].reverse());
      const two = await api(server.url, 'GET', '/api/matches?status=finished&limit=2');
      expect((two.body.matches as { id: string }[]).map((m) => m.id)).toEqual([ids[2], ids[1]]);
      const bad = await api(server.url, 'GET', '/api/matches?status=finished&limit=0');
      expect(bad.status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
