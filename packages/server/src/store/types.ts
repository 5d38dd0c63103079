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
  /** How many actions were taken back so far: with `version`, it names one history of the match. */
  undos: number;
  /** Seconds a player has for each decision before a bot takes it for them; null: no turn timer. */
  turnSeconds: number | null;
  /** When the match last changed (created, a seat claimed, an action taken or taken back). */
  updatedAt: string;
  /** The id of the match created as this one's rematch, once someone asked for it. */
  rematch: string | null;
}

/** One chat line of a match: numbered from 1 in the order the store took them. */
export interface ChatMessage {
  n: number;
  seat: Seat;
  /** The seat's name when the line was written (null: the seat had none). */
  name: string | null;
  text: string;
  at: string;
}

/** Where a match stands in the store: a write expects both to be unchanged. */
export interface Revision {
  version: number;
  undos: number;
}

export interface StoredAction {
  seat: Seat;
  action: unknown;
  /** Present when a bot chose the action (a bot seat, or a human seat whose player was away). */
  byBot?: true;
  /** Present when the bot chose because the seat's player ran out of time (then `byBot` too). */
  timedOut?: true;
}

/** A change to a match's status after a write, and when it happened. */
export interface After {
  status: MatchStatus;
  result: Result | null;
  /** When the write happened (ISO time); the store's own clock when absent. */
  at?: string;
}

export type RemoteChange = 'action' | 'undo' | 'seat' | 'chat';

export interface MatchFilter {
  status?: MatchStatus;
  game?: string;
  /** Leaves out unfinished matches that have not changed since this ISO time (finished ones stay). */
  changedSince?: string;
  limit: number;
}

/**
 * Where matches live. Writes are versioned: `appendAction` stores action number `expected.version + 1`
 * only if the match is still at that version with that many undos, and resolves once the write is
 * durable. `undoLastAction` deletes the last action under the same check. Counting undos makes
 * "version 5" after an undo and a new action a different history from the first "version 5".
 */
export interface Store {
  createMatch(match: MatchRecord): Promise<void>;
  /** Records a claim (and `running` once no human seat is free); false when the seat was claimed meanwhile. */
  claimSeat(id: string, seat: Seat, tokenHash: string, name: string | null, at?: string): Promise<boolean>;
  /** False when another writer moved the match past `expected` first. */
  appendAction(id: string, expected: Revision, action: StoredAction, after: After): Promise<boolean>;
  /** Deletes action number `expected.version`; false when another writer moved the match first. */
  undoLastAction(id: string, expected: Revision, after: After): Promise<boolean>;
  loadMatch(id: string): Promise<{ match: MatchRecord; actions: StoredAction[] } | null>;
  /**
   * Actions after `version`, in order, with the match's undo count read at the same moment (catching
   * up with another server's writes: a different count means the history changed, so replay it all).
   */
  actionsSince(id: string, version: number): Promise<{ undos: number; actions: StoredAction[] }>;
  listMatches(filter: MatchFilter): Promise<MatchRecord[]>;
  /** Stores a chat line under the match's next number and answers it with that number. */
  addChat(id: string, line: Omit<ChatMessage, 'n'>): Promise<ChatMessage>;
  /** The match's chat lines numbered after `n`, oldest first: the last `limit` of them. */
  chatSince(id: string, n: number, limit: number): Promise<ChatMessage[]>;
  /**
   * Records `rematch` as the match's rematch unless it has one already; answers the one that
   * stands (so of two players asking at once, both get the same).
   */
  setRematch(id: string, rematch: string): Promise<string>;
  /**
   * Takes or renews this store's hold on a match's bot turns for `ms`: 0 when it holds them, else
   * how many ms the other holder's lease still runs. One process per SQLite file: always 0 there.
   */
  holdBotTurns(id: string, ms: number): Promise<number>;
  /** Ids of matches not finished: the ones to bring back after a restart. */
  unfinishedIds(): Promise<string[]>;
  /** Calls `listener` when another process stored an action, an undo, a seat claim, a rematch or a chat line (PostgreSQL); a no-op for SQLite. */
  onRemoteChange(listener: (id: string, what: RemoteChange) => void): void;
  close(): Promise<void>;
}
