import type { MatchRecord, MatchStatus, SeatRecord, StoredAction } from './types';

/** The tables, shared by SQLite and PostgreSQL (both accept this SQL). */
export const schemaSql = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0,
  away_minutes DOUBLE PRECISION,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  version INTEGER NOT NULL,
  undos INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS matches_status ON matches (status, created_at);
CREATE TABLE IF NOT EXISTS seats (
  match_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  bot TEXT,
  token_hash TEXT,
  name TEXT,
  PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  by_bot INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (match_id, version)
);
`;

export interface ActionRow {
  seat: number;
  action: string;
  by_bot: number | boolean;
}

export function actionFromRow(row: ActionRow): StoredAction {
  const out: StoredAction = { seat: row.seat, action: JSON.parse(row.action) };
  if (Number(row.by_bot) === 1) out.byBot = true;
  return out;
}

export interface MatchRow {
  id: string;
  game: string;
  options: string;
  seed: string;
  seeded: number | boolean;
  away_minutes: number | null;
  created_at: string;
  status: string;
  result: string | null;
  version: number;
  undos: number | null;
}

export interface SeatRow {
  match_id: string;
  seat: number;
  kind: string;
  bot: string | null;
  token_hash: string | null;
  name: string | null;
}

export function seatFromRow(row: SeatRow): SeatRecord {
  const seat: SeatRecord = {
    kind: row.kind === 'bot' ? 'bot' : 'human',
    tokenHash: row.token_hash,
    name: row.name,
  };
  if (row.bot) seat.bot = row.bot;
  return seat;
}

export function matchFromRow(row: MatchRow, seats: SeatRecord[]): MatchRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options),
    seed: row.seed,
    seeded: Number(row.seeded) === 1,
    seats,
    awayMinutes: row.away_minutes === null ? null : Number(row.away_minutes),
    createdAt: row.created_at,
    status: row.status as MatchStatus,
    result: row.result ? JSON.parse(row.result) : null,
    version: Number(row.version),
    undos: Number(row.undos ?? 0),
  };
}

/** Groups seat rows by match, in seat order. */
export function seatsByMatch(rows: SeatRow[]): Map<string, SeatRecord[]> {
  const byMatch = new Map<string, SeatRecord[]>();
  for (const row of [...rows].sort((a, b) => a.seat - b.seat)) {
    const list = byMatch.get(row.match_id) ?? [];
    list.push(seatFromRow(row));
    byMatch.set(row.match_id, list);
  }
  return byMatch;
}
