import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  actionFromRow,
  addedMatchColumns,
  type ChatRow,
  chatFromRow,
  chooserOf,
  type MatchRow,
  matchFromRow,
  type SeatRow,
  schemaSql,
  seatsByMatch,
} from './rows';
import type { MatchRecord, RemoteChange, Store, StoredAction } from './types';

const CHANNEL = 'questbox_changes';

/** Which server plays a match's bots, until when (the database's clock: the servers' never compare). */
const leaseSql = `CREATE TABLE IF NOT EXISTS bot_leases (
  match_id TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
)`;

/**
 * Takes the lease when it is free, run out, or already ours (renewing it), answering wait 0; else
 * answers how many ms the holder's lease still runs (the statement's snapshot holds the row it met).
 */
const holdLeaseSql = `WITH taken AS (
  INSERT INTO bot_leases (match_id, holder, expires_at)
  VALUES ($1, $2, now() + $3::float8 * interval '1 millisecond')
  ON CONFLICT (match_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
    WHERE bot_leases.holder = EXCLUDED.holder OR bot_leases.expires_at <= now()
  RETURNING 0 AS wait
)
SELECT wait FROM taken
UNION ALL
SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM expires_at - now()) * 1000))::int AS wait
FROM bot_leases WHERE match_id = $1 AND NOT EXISTS (SELECT 1 FROM taken)`;

const dropLeaseSql = 'DELETE FROM bot_leases WHERE match_id = $1';

/**
 * The shared store: several servers may use one PostgreSQL database. Every action write moves
 * `matches.version` from the expected value inside its transaction, so of two servers racing on
 * one match exactly one stores its action. A NOTIFY tells the other servers to catch up.
 */
export async function openPostgresStore(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', (e) => console.error('questbox: PostgreSQL pool error:', e.message));
  const self = randomBytes(6).toString('hex');

  const inTransaction = async <T>(
    work: (client: pg.PoolClient) => Promise<T | false>,
  ): Promise<T | false> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await work(client);
      await client.query(out === false ? 'ROLLBACK' : 'COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };

  await inTransaction(async (client) => {
    // Two servers starting together must not both create the tables.
    await client.query('SELECT pg_advisory_xact_lock(7421001)');
    await client.query(schemaSql);
    for (const [name, type] of addedMatchColumns)
      await client.query(`ALTER TABLE matches ADD COLUMN IF NOT EXISTS ${name} ${type}`);
    await client.query('ALTER TABLE actions ADD COLUMN IF NOT EXISTS by_bot INTEGER NOT NULL DEFAULT 0');
    await client.query(leaseSql);
    return true;
  });

  const listeners: ((id: string, what: RemoteChange) => void)[] = [];
  const listener = new pg.Client({ connectionString: url });
  listener.on('error', (e) => console.error('questbox: PostgreSQL listener error:', e.message));
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (n) => {
    const [what, from, id] = (n.payload ?? '').split(':');
    if (from === self || !id || !['action', 'undo', 'seat', 'chat'].includes(what)) return;
    for (const l of listeners) l(id, what as RemoteChange);
  });
  const notify = (client: pg.PoolClient, what: string, id: string) =>
    client.query('SELECT pg_notify($1, $2)', [CHANNEL, `${what}:${self}:${id}`]);

  const loadActions = async (
    db: pg.Pool | pg.PoolClient,
    id: string,
    since: number,
  ): Promise<StoredAction[]> => {
    const rows = await db.query(
      'SELECT seat, action, by_bot FROM actions WHERE match_id = $1 AND version > $2 ORDER BY version',
      [id, since],
    );
    return rows.rows.map(actionFromRow);
  };

  return {
    async createMatch(m: MatchRecord) {
      await inTransaction(async (client) => {
        await client.query(
          'INSERT INTO matches (id, game, options, seed, seeded, away_minutes, created_at, status, result, version, turn_seconds, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10, $11)',
          [
            m.id,
            m.game,
            JSON.stringify(m.options),
            m.seed,
            m.seeded ? 1 : 0,
            m.awayMinutes,
            m.createdAt,
            m.status,
            m.version,
            m.turnSeconds,
            m.updatedAt,
          ],
        );
        for (const [i, s] of m.seats.entries()) {
          await client.query(
            'INSERT INTO seats (match_id, seat, kind, bot, token_hash, name) VALUES ($1, $2, $3, $4, $5, $6)',
            [m.id, i, s.kind, s.bot ?? null, s.tokenHash ?? null, s.name ?? null],
          );
        }
        return true;
      });
    },
    async claimSeat(id, seat, tokenHash, name, at = new Date().toISOString()) {
      const out = await inTransaction(async (client) => {
        const claimed = await client.query(
          "UPDATE seats SET token_hash = $1, name = $2 WHERE match_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL",
          [tokenHash, name, id, seat],
        );
        if (claimed.rowCount !== 1) return false;
        await client.query(
          "UPDATE matches SET status = 'running' WHERE id = $1 AND status = 'waiting' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = $1 AND kind = 'human' AND token_hash IS NULL)",
          [id],
        );
        await client.query('UPDATE matches SET updated_at = $1 WHERE id = $2', [at, id]);
        await notify(client, 'seat', id);
        return true;
      });
      return out === true;
    },
    async appendAction(id, expected, action, after) {
      const out = await inTransaction(async (client) => {
        const moved = await client.query(
          'UPDATE matches SET version = version + 1, status = $1, result = $2, updated_at = $6 WHERE id = $3 AND version = $4 AND undos = $5',
          [
            after.status,
            after.result ? JSON.stringify(after.result) : null,
            id,
            expected.version,
            expected.undos,
            after.at ?? new Date().toISOString(),
          ],
        );
        if (moved.rowCount !== 1) return false;
        if (after.status === 'finished') await client.query(dropLeaseSql, [id]);
        await client.query(
          'INSERT INTO actions (match_id, version, seat, action, by_bot) VALUES ($1, $2, $3, $4, $5)',
          [id, expected.version + 1, action.seat, JSON.stringify(action.action), chooserOf(action)],
        );
        await notify(client, 'action', id);
        return true;
      });
      return out === true;
    },
    async undoLastAction(id, expected, after) {
      const out = await inTransaction(async (client) => {
        const moved = await client.query(
          'UPDATE matches SET version = version - 1, undos = undos + 1, status = $1, result = $2, updated_at = $6 WHERE id = $3 AND version = $4 AND undos = $5 AND version > 0',
          [
            after.status,
            after.result ? JSON.stringify(after.result) : null,
            id,
            expected.version,
            expected.undos,
            after.at ?? new Date().toISOString(),
          ],
        );
        if (moved.rowCount !== 1) return false;
        await client.query('DELETE FROM actions WHERE match_id = $1 AND version = $2', [
          id,
          expected.version,
        ]);
        await notify(client, 'undo', id);
        return true;
      });
      return out === true;
    },
    async loadMatch(id) {
      // One snapshot: the row, the seats and the actions agree even while another server writes.
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const row = (await client.query('SELECT * FROM matches WHERE id = $1', [id])).rows[0] as
          | MatchRow
          | undefined;
        if (!row) return null;
        const seatRows = (await client.query('SELECT * FROM seats WHERE match_id = $1', [id]))
          .rows as SeatRow[];
        return {
          match: matchFromRow(row, seatsByMatch(seatRows).get(id) ?? []),
          actions: await loadActions(client, id, 0),
        };
      } finally {
        await client.query('COMMIT').catch(() => undefined);
        client.release();
      }
    },
    async actionsSince(id, version) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const row = (await client.query('SELECT undos FROM matches WHERE id = $1', [id])).rows[0];
        return { undos: Number(row?.undos ?? 0), actions: await loadActions(client, id, version) };
      } finally {
        await client.query('COMMIT').catch(() => undefined);
        client.release();
      }
    },
    async listMatches(filter) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (filter.status) where.push(`status = $${args.push(filter.status)}`);
      if (filter.game) where.push(`game = $${args.push(filter.game)}`);
      if (filter.changedSince)
        where.push(
          `(status = 'finished' OR COALESCE(updated_at, created_at) >= $${args.push(filter.changedSince)})`,
        );
      const sql = `SELECT * FROM matches ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id LIMIT $${args.push(filter.limit)}`;
      const rows = (await pool.query(sql, args)).rows as MatchRow[];
      if (rows.length === 0) return [];
      const seatRows = (
        await pool.query('SELECT * FROM seats WHERE match_id = ANY($1)', [rows.map((r) => r.id)])
      ).rows as SeatRow[];
      const seats = seatsByMatch(seatRows);
      return rows.map((r) => matchFromRow(r, seats.get(r.id) ?? []));
    },
    async addChat(id, line) {
      // Two servers numbering a line of one match at once: the second's insert meets the key and tries again.
      for (let attempt = 0; ; attempt++) {
        try {
          const out = await inTransaction(async (client) => {
            const row = (
              await client.query(
                'INSERT INTO chat (match_id, n, seat, name, text, at) SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5 FROM chat WHERE match_id = $1 RETURNING n',
                [id, line.seat, line.name, line.text, line.at],
              )
            ).rows[0];
            await notify(client, 'chat', id);
            return Number(row.n);
          });
          return { n: out as number, ...line };
        } catch (e) {
          if ((e as { code?: string }).code !== '23505' || attempt >= 5) throw e;
        }
      }
    },
    async chatSince(id, n, limit) {
      const rows = (
        await pool.query(
          'SELECT n, seat, name, text, at FROM chat WHERE match_id = $1 AND n > $2 ORDER BY n DESC LIMIT $3',
          [id, n, limit],
        )
      ).rows as ChatRow[];
      return rows.reverse().map(chatFromRow);
    },
    async setRematch(id, rematch) {
      const out = await inTransaction(async (client) => {
        const set = await client.query(
          'UPDATE matches SET rematch_id = $1 WHERE id = $2 AND rematch_id IS NULL',
          [rematch, id],
        );
        if (set.rowCount === 1) await notify(client, 'seat', id);
        const row = (await client.query('SELECT rematch_id FROM matches WHERE id = $1', [id])).rows[0];
        return (row?.rematch_id as string | undefined) ?? rematch;
      });
      return out as string;
    },
    async holdBotTurns(id, ms) {
      const rows = (await pool.query(holdLeaseSql, [id, self, ms])).rows;
      // No row: another server took the lease between this statement's snapshot and its insert.
      return rows.length ? Number(rows[0].wait) : ms;
    },
    async unfinishedIds() {
      const rows = await pool.query("SELECT id FROM matches WHERE status != 'finished' ORDER BY created_at");
      return rows.rows.map((r) => r.id as string);
    },
    onRemoteChange(l) {
      listeners.push(l);
    },
    async close() {
      // Leaving: another server takes this one's bot turns at once, without waiting for the leases.
      await pool.query('DELETE FROM bot_leases WHERE holder = $1', [self]).catch(() => undefined);
      await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}
