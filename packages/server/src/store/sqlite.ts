import Database from 'better-sqlite3';
import { type MatchRow, matchFromRow, type SeatRow, schemaSql, seatsByMatch } from './rows';
import type { MatchFilter, MatchRecord, Store, StoredAction } from './types';

interface QueuedWrite {
  run(): boolean;
  done(ok: boolean): void;
  fail(e: unknown): void;
}

/**
 * The embedded store: one SQLite file in WAL mode with `synchronous = FULL`, so a committed action
 * survives `kill -9` and power loss. Action writes that arrive in the same turn of the event loop
 * are committed together (one fsync for many matches); each promise resolves after its commit.
 */
export function openSqliteStore(path: string): Store {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(schemaSql);

  const insertMatch = db.prepare(
    'INSERT INTO matches (id, game, options, seed, away_minutes, created_at, status, result, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSeat = db.prepare(
    'INSERT INTO seats (match_id, seat, kind, bot, token_hash, name) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const claim = db.prepare(
    "UPDATE seats SET token_hash = ?, name = ? WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL",
  );
  const startIfFull = db.prepare(
    "UPDATE matches SET status = 'running' WHERE id = ? AND status = 'waiting' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND kind = 'human' AND token_hash IS NULL)",
  );
  const bumpVersion = db.prepare(
    'UPDATE matches SET version = version + 1, status = ?, result = ? WHERE id = ? AND version = ?',
  );
  const insertAction = db.prepare(
    'INSERT INTO actions (match_id, version, seat, action) VALUES (?, ?, ?, ?)',
  );
  const selectMatch = db.prepare('SELECT * FROM matches WHERE id = ?');
  const selectSeats = db.prepare('SELECT * FROM seats WHERE match_id = ?');
  const selectActions = db.prepare(
    'SELECT seat, action FROM actions WHERE match_id = ? AND version > ? ORDER BY version',
  );
  const selectUnfinished = db.prepare(
    "SELECT id FROM matches WHERE status != 'finished' ORDER BY created_at",
  );

  const createTx = db.transaction((m: MatchRecord) => {
    insertMatch.run(
      m.id,
      m.game,
      JSON.stringify(m.options),
      m.seed,
      m.awayMinutes,
      m.createdAt,
      m.status,
      null,
      m.version,
    );
    for (const [i, s] of m.seats.entries()) {
      insertSeat.run(m.id, i, s.kind, s.bot ?? null, s.tokenHash ?? null, s.name ?? null);
    }
  });
  const claimTx = db.transaction((id: string, seat: number, hash: string, name: string | null) => {
    if (claim.run(hash, name, id, seat).changes !== 1) return false;
    startIfFull.run(id, id);
    return true;
  });

  let queue: QueuedWrite[] = [];
  const flushTx = db.transaction((writes: QueuedWrite[]) => writes.map((w) => w.run()));
  const flush = () => {
    const writes = queue;
    queue = [];
    try {
      const results = flushTx(writes);
      for (const [i, w] of writes.entries()) w.done(results[i]);
    } catch (e) {
      for (const w of writes) w.fail(e);
    }
  };

  const loadActions = (id: string, since: number): StoredAction[] =>
    (selectActions.all(id, since) as { seat: number; action: string }[]).map((r) => ({
      seat: r.seat,
      action: JSON.parse(r.action),
    }));

  return {
    async createMatch(match) {
      createTx(match);
    },
    async claimSeat(id, seat, tokenHash, name) {
      return claimTx(id, seat, tokenHash, name);
    },
    appendAction(id, expected, action, after) {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({
          run: () => {
            const result = after.result ? JSON.stringify(after.result) : null;
            if (bumpVersion.run(after.status, result, id, expected).changes !== 1) return false;
            insertAction.run(id, expected + 1, action.seat, JSON.stringify(action.action));
            return true;
          },
          done: resolve,
          fail: reject,
        });
      });
    },
    async loadMatch(id) {
      const row = selectMatch.get(id) as MatchRow | undefined;
      if (!row) return null;
      const seats = seatsByMatch(selectSeats.all(id) as SeatRow[]).get(id) ?? [];
      return { match: matchFromRow(row, seats), actions: loadActions(id, 0) };
    },
    async actionsSince(id, version) {
      return loadActions(id, version);
    },
    async listMatches(filter: MatchFilter) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (filter.status) where.push('status = ?') && args.push(filter.status);
      if (filter.game) where.push('game = ?') && args.push(filter.game);
      const sql = `SELECT * FROM matches ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id LIMIT ?`;
      const rows = db.prepare(sql).all(...args, filter.limit) as MatchRow[];
      if (rows.length === 0) return [];
      const seatRows = db
        .prepare(`SELECT * FROM seats WHERE match_id IN (${rows.map(() => '?').join(',')})`)
        .all(...rows.map((r) => r.id)) as SeatRow[];
      const seats = seatsByMatch(seatRows);
      return rows.map((r) => matchFromRow(r, seats.get(r.id) ?? []));
    },
    async unfinishedIds() {
      return (selectUnfinished.all() as { id: string }[]).map((r) => r.id);
    },
    onRemoteChange() {},
    async close() {
      if (queue.length) flush();
      db.close();
    },
  };
}
