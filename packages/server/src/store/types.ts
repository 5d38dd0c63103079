import type { Result, Seat } from '@questbox/engine';

export type MatchStatus = 'waiting' | 'running' | 'finished';

/** One seat as stored: who plays it, and the hash of its token once claimed. */
export interface SeatRecord {
  kind: 'human' | 'bot';
  bot?: string;
  tokenHash?: string | null;
  name?: string | null;
}

/** A match's setup and where it stands, without its actions. */
export interface MatchRecord {
  id: string;
  game: string;
  options: unknown;
  seed: string;
  /** True when the creator chose the seed: they can foresee every shuffle and roll. */
  seeded: boolean;
  seats: SeatRecord[];
  awayMinutes: number | null;
  createdAt: string;
  status: MatchStatus;
  result: Result | null;
  /** The number of actions stored. */
  version: number;
}

export interface StoredAction {
  seat: Seat;
  action: unknown;
}

export interface MatchFilter {
  status?: MatchStatus;
  game?: string;
  limit: number;
}

/**
 * Where matches live. Writes are versioned: `appendAction` stores action number `expected + 1` only
 * if the match is still at version `expected`, and resolves once the write is durable.
 */
export interface Store {
  createMatch(match: MatchRecord): Promise<void>;
  /** Records a claim (and `running` once no human seat is free); false when the seat was claimed meanwhile. */
  claimSeat(id: string, seat: Seat, tokenHash: string, name: string | null): Promise<boolean>;
  /** False when another writer moved the match past `expected` first. */
  appendAction(
    id: string,
    expected: number,
    action: StoredAction,
    after: { status: MatchStatus; result: Result | null },
  ): Promise<boolean>;
  loadMatch(id: string): Promise<{ match: MatchRecord; actions: StoredAction[] } | null>;
  /** Actions after `version`, in order (catching up with another server's writes). */
  actionsSince(id: string, version: number): Promise<StoredAction[]>;
  listMatches(filter: MatchFilter): Promise<MatchRecord[]>;
  /** Ids of matches not finished: the ones to bring back after a restart. */
  unfinishedIds(): Promise<string[]>;
  /** Calls `listener` when another process stored an action or a seat claim (PostgreSQL); a no-op for SQLite. */
  onRemoteChange(listener: (id: string, what: 'action' | 'seat') => void): void;
  close(): Promise<void>;
}
