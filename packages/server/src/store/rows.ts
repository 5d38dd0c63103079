import type { ChatMessage, MatchRecord, MatchStatus, SeatRecord, StoredAction } from './types';

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
  undos INTEGER NOT NULL DEFAULT 0,
  turn_seconds INTEGER,
  updated_at TEXT,
  rematch_id TEXT
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
CREATE TABLE IF NOT EXISTS chat (
  match_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT,
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (match_id, n)
);
`;

/**
 * Columns added to \`matches\` after its first release: a database made before them gets them when
 * a store opens it (SQLite checks \`table_info\` first, PostgreSQL says IF NOT EXISTS).
 */
export const addedMatchColumns: [name: string, type: string][] = [
  ['seeded', 'INTEGER NOT NULL DEFAULT 0'],
  ['undos', 'INTEGER NOT NULL DEFAULT 0'],
  ['turn_seconds', 'INTEGER'],
  ['updated_at', 'TEXT'],
  ['rematch_id', 'TEXT'],
];

/** \`actions.by_bot\`: who chose an action. */
export const BY_PLAYER = 0;
export const BY_BOT = 1;
/** A bot chose because the seat's player ran out of time. */
export const BY_TIMER = 2;

export interface ChatRow {
  n: number;
  seat: number;
  name: string | null;
  text: string;
  at: string;
}

export function chatFromRow(row: ChatRow): ChatMessage {
  return { n: Number(row.n), seat: Number(row.seat), name: row.name, text: row.text, at: row.at };
}

export interface ActionRow {
  seat: number;
  action: string;
  by_bot: number | boolean;
}

export function actionFromRow(row: ActionRow): StoredAction {
  const out: StoredAction = { seat: row.seat, action: JSON.parse(row.action) };
  const by = Number(row.by_bot);
  if (by === BY_BOT || by === BY_TIMER) out.byBot = true;
  if (by === BY_TIMER) out.timedOut = true;
  return out;
}

/** The \`actions.by_bot\` value of an action. */
export function chooserOf(action: StoredAction): number {
  return action.timedOut ? BY_TIMER : action.byBot ? BY_BOT : BY_PLAYER;
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
  turn_seconds: number | null;
  updated_at: string | null;
  rematch_id: string | null;
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
    turnSeconds:
      row.turn_seconds === null || row.turn_seconds === undefined ? null : Number(row.turn_seconds),
    // A match stored before the column existed last changed no later than it was created, as far as we know.
    updatedAt: row.updated_at ?? row.created_at,
    rematch: row.rematch_id ?? null,
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
