import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../src/store/sqlite';
import { api, attach, startTestServer, tempDir } from './helpers';
import { checkTableStore } from './table-store';

/** The tables as databases made before the turn timer, the chat and the rematch have them. */
const olderSchema = `
CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0, away_minutes DOUBLE PRECISION, created_at TEXT NOT NULL,
  status TEXT NOT NULL, result TEXT, version INTEGER NOT NULL, undos INTEGER NOT NULL DEFAULT 0);
CREATE INDEX matches_status ON matches (status, created_at);
CREATE TABLE seats (match_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, bot TEXT,
  token_hash TEXT, name TEXT, PRIMARY KEY (match_id, seat));
CREATE TABLE actions (match_id TEXT NOT NULL, version INTEGER NOT NULL, seat INTEGER NOT NULL,
  action TEXT NOT NULL, by_bot INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (match_id, version));
`;

describe('the SQLite store', () => {
  it('keeps the turn timer, the last change, time-outs, chat lines, one rematch; lists no idle match', async () => {
    const dir = tempDir();
    const store = await openSqliteStore(join(dir.path, 'table.db'));
    try {
      await checkTableStore(store, 'sqlite');
    } finally {
      await store.close();
      dir.remove();
    }
  });

  it('opens a database made before these columns and the chat table, and its matches go on', async () => {
    const dir = tempDir();
    const path = join(dir.path, 'older.db');
    const db = new Database(path);
    db.exec(olderSchema);
    const created = new Date().toISOString();
    db.prepare(
      "INSERT INTO matches VALUES ('m_older', 'race', '{}', 'older', 1, NULL, ?, 'running', NULL, 1, 0)",
    ).run(created);
    db.prepare("INSERT INTO seats VALUES ('m_older', 0, 'bot', 'greedy', NULL, NULL)").run();
    db.prepare("INSERT INTO seats VALUES ('m_older', 1, 'human', NULL, ?, 'Bea')").run('b'.repeat(64));
    db.prepare('INSERT INTO actions VALUES (\'m_older\', 1, 0, \'{"type":"roll"}\', 1)').run();
    db.close();

    const server = await startTestServer({ dbPath: path });
    try {
      const facts = await api(server.url, 'GET', '/api/matches/m_older');
      expect(facts.body).toMatchObject({
        status: 'running',
        version: 1,
        turnSeconds: null,
        rematch: null,
        updatedAt: created,
      });
      // Listed as changed when it was created, and its chat works.
      const listed = await api(server.url, 'GET', '/api/matches?status=running');
      expect(listed.body.matches.map((m: { id: string }) => m.id)).toEqual(['m_older']);
      const { socket, first } = await attach(server.url, 'm_older');
      expect(first).toMatchObject({ type: 'update', version: 1, deadline: null, chat: [] });
      socket.close();
    } finally {
      await server.close();
      dir.remove();
    }
  });
});
