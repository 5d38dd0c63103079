import Database from 'better-sqlite3';
import pg from 'pg';
import type { StoredMatch } from './check';

type Row = Record<string, any>;

const MATCHES = 'SELECT id, game, options, seed, status, result, version, undos FROM matches ORDER BY id';
const SEATS = 'SELECT match_id, COUNT(*) AS seats FROM seats GROUP BY match_id';
const ACTIONS = 'SELECT match_id, version, seat, action FROM actions ORDER BY match_id, version';

/** Every match in a store, read straight from its tables (not through the server's code). */
export async function readStore(where: { dbPath: string } | { postgresUrl: string }): Promise<StoredMatch[]> {
  if ('dbPath' in where) {
    const db = new Database(where.dbPath, { readonly: true });
    try {
      return assemble(
        db.prepare(MATCHES).all() as Row[],
        db.prepare(SEATS).all() as Row[],
        db.prepare(ACTIONS).all() as Row[],
      );
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: where.postgresUrl });
  await client.connect();
  try {
    const [matches, seats, actions] = [
      (await client.query(MATCHES)).rows,
      (await client.query(SEATS)).rows,
      (await client.query(ACTIONS)).rows,
    ];
    return assemble(matches, seats, actions);
  } finally {
    await client.end();
  }
}

function assemble(matches: Row[], seats: Row[], actions: Row[]): StoredMatch[] {
  const seatCount = new Map(seats.map((s) => [s.match_id as string, Number(s.seats)]));
  const byMatch = new Map<string, StoredMatch['actions']>();
  for (const a of actions) {
    const list = byMatch.get(a.match_id) ?? [];
    list.push({ version: Number(a.version), seat: Number(a.seat), action: JSON.parse(a.action) });
    byMatch.set(a.match_id, list);
  }
  return matches.map((m) => ({
    id: m.id,
    game: m.game,
    options: JSON.parse(m.options),
    seed: m.seed,
    seats: seatCount.get(m.id) ?? 0,
    status: m.status,
    result: m.result === null ? null : JSON.parse(m.result),
    version: Number(m.version),
    undos: Number(m.undos),
    actions: byMatch.get(m.id) ?? [],
  }));
}
