import type { AnyGame, LogEntry, Match, Seat } from '@questbox/engine';
import type { TokenBucket } from './limits';
import { rememberingGame } from './remembered';
import type { ChatMessage, MatchRecord, MatchStatus, Revision } from './store/types';

/** How many chat lines a match keeps in memory and sends on attach. */
export const CHAT_KEPT = 100;

/**
 * How many of its latest log entries a match keeps in memory at least (at most twice as many):
 * the updates after an action need only the newest. Older entries are replayed from the store's
 * actions when a full update, an undo or a past view needs them.
 */
export const LOG_KEPT = 16;

/** A seat as anyone may see it: never its token. */
export interface PublicSeat {
  seat: Seat;
  kind: 'human' | 'bot';
  bot?: string;
  claimed: boolean;
  name?: string;
  connected: boolean;
  away: boolean;
}

/** A match in memory: its record, the engine's match (state and log), and who is here. */
export class LiveMatch {
  readonly record: MatchRecord;
  /** The game, keeping the decisions, legal actions and result of the current state (`remembered.ts`). */
  readonly game: AnyGame;
  readonly match: Match;
  /** Open sockets per seat; the key -1 counts spectators. */
  readonly connections = new Map<Seat, number>();
  /** The versions of the actions a bot chose: a player back from being away cannot take them back. */
  readonly botMoves = new Set<number>();
  /** Human seats played by a bot while their player is away. */
  readonly away = new Set<Seat>();
  /** When each seat last had a socket open or closed (ms); absent: since the match was loaded. */
  readonly lastSeen = new Map<Seat, number>();
  readonly loadedAt = Date.now();
  /** The actions taken before the first entry of `match.log`: their entries left memory (`LOG_KEPT`). */
  logStart = 0;
  /** The last chat lines (at most CHAT_KEPT), oldest first. */
  chat: ChatMessage[] = [];
  /** Each seat's chat allowance: a burst, then a line every few seconds. */
  readonly chatBuckets = new Map<Seat, TokenBucket>();
  private chain: Promise<unknown> = Promise.resolve();
  /** Counts the steps taken on `match.state` in place: the game's kept answers belong to one revision. */
  private revision = 0;
  /**
   * True from an action's step on `match.state` until the store holds it or the state is rebuilt:
   * meanwhile no update is built from the state (changes wait for the one that follows).
   */
  unstored = false;
  /** True while `match.state` may hold a step the store does not: see `needsRebuild`. */
  private rebuildWaits = false;

  /** `replayStored` replaces the match's state and log with those the store's actions make. */
  constructor(
    record: MatchRecord,
    game: AnyGame,
    match: Match,
    private readonly replayStored: (live: LiveMatch) => Promise<void>,
  ) {
    this.record = record;
    this.match = match;
    this.game = rememberingGame(
      game,
      () => this.match.state,
      () => this.revision,
    );
  }

  /** `match.state` was stepped in place: what the game answered about it before no longer holds. */
  stateStepped(): void {
    this.revision++;
  }

  /** `match.state` holds what the store does not: it must be replayed from the store before anyone reads it. */
  needsRebuild(): void {
    this.rebuildWaits = true;
  }

  /** Runs the rebuild that waits, if any; it waits on if the rebuild fails. */
  async rebuildNow(): Promise<void> {
    if (!this.rebuildWaits) return;
    await this.replayStored(this);
    this.rebuildWaits = false;
  }

  get id(): string {
    return this.record.id;
  }

  get version(): number {
    return this.logStart + this.match.log.length;
  }

  /** The entry of the last action taken, or undefined at the setup. */
  lastEntry(): LogEntry | undefined {
    return this.match.log[this.match.log.length - 1];
  }

  /**
   * Forgets the oldest log entries once more than twice `LOG_KEPT` are kept, and the bots' moves
   * among them: memory and the collector's work stay the same however long the match runs.
   */
  trimLog(): void {
    const extra = this.match.log.length - LOG_KEPT;
    if (extra < LOG_KEPT) return;
    this.match.log = this.match.log.slice(extra);
    this.logStart += extra;
    for (const v of this.botMoves) if (v <= this.logStart) this.botMoves.delete(v);
  }

  get status(): MatchStatus {
    return this.record.status;
  }

  /** Names the match's history as it stands: it changes with every action and every undo. */
  get history(): string {
    return historyName({ version: this.version, undos: this.record.undos });
  }

  /**
   * Runs `task` after every earlier task of this match: one writer at a time. A state that still
   * waits to be rebuilt from the store (`needsRebuild`) is rebuilt first; if that fails, so does the task.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = async () => {
      await this.rebuildNow();
      return task();
    };
    const next = this.chain.then(run, run);
    // The chain keeps only the order, not the last task's answer (an action's log entry, a full log).
    this.chain = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  /** True when a bot chooses for `seat`: a bot seat, or a human seat whose player is away. */
  botPlays(seat: Seat): boolean {
    return this.record.seats[seat]?.kind === 'bot' || this.away.has(seat);
  }

  /**
   * When the seats the match waits on lose their turn (ms since the epoch): the last change plus
   * the match's turn time. Null without a timer, when the match is not running, or when only
   * bots are awaited. Computed from the stored time of the last change, so a restart keeps it.
   */
  deadline(): number | null {
    const seconds = this.record.turnSeconds;
    if (seconds === null || this.status !== 'running') return null;
    const awaited = this.game.pending(this.match.state).some((d) => !this.botPlays(d.seat));
    return awaited ? Date.parse(this.record.updatedAt) + seconds * 1000 : null;
  }

  /** True for a match waiting for players while none of its seats has had a socket for `ms`. */
  abandoned(now: number, ms: number): boolean {
    if (this.status !== 'waiting') return false;
    for (const seat of this.connections.keys()) if (seat >= 0) return false;
    const last = Math.max(this.loadedAt, ...this.lastSeen.values());
    return now - last >= ms;
  }

  /** Keeps a chat line, forgetting the oldest past CHAT_KEPT; a line already known is skipped. */
  keepChat(line: ChatMessage): boolean {
    if (this.chat.some((c) => c.n === line.n)) return false;
    this.chat.push(line);
    this.chat.sort((a, b) => a.n - b.n);
    if (this.chat.length > CHAT_KEPT) this.chat.splice(0, this.chat.length - CHAT_KEPT);
    return true;
  }

  publicSeats(): PublicSeat[] {
    return this.record.seats.map((_, seat) =>
      publicSeat(this.record, seat, (this.connections.get(seat) ?? 0) > 0, this.away.has(seat)),
    );
  }
}

export function publicSeat(record: MatchRecord, seat: Seat, connected: boolean, away: boolean): PublicSeat {
  const s = record.seats[seat];
  const out: PublicSeat = { seat, kind: s.kind, claimed: s.kind === 'bot' || !!s.tokenHash, connected, away };
  if (s.bot) out.bot = s.bot;
  if (s.name) out.name = s.name;
  return out;
}

/** The match as `GET /api/matches/:id` shows it: public facts only. */
export function publicMatch(record: MatchRecord, seats: PublicSeat[]) {
  return {
    id: record.id,
    game: record.game,
    status: record.status,
    version: record.version,
    options: record.options,
    seeded: record.seeded,
    seats,
    result: record.result,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    turnSeconds: record.turnSeconds,
    rematch: record.rematch,
  };
}

/**
 * A history's name: the version and the undo count. Undos only grow and each one shortens the log,
 * so no two histories of a match share both: "5.0" and "5.1" are two different fifth actions.
 */
export function historyName(revision: Revision): string {
  return `${revision.version}.${revision.undos}`;
}

/** The revision a history's name stands for; null for a name no history of any match has. */
export function revisionOf(history: string): Revision | null {
  const m = /^(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})$/.exec(history);
  return m ? { version: Number(m[1]), undos: Number(m[2]) } : null;
}

export function statusOf(record: MatchRecord, finished: boolean): MatchStatus {
  if (finished) return 'finished';
  return record.seats.some((s) => s.kind === 'human' && !s.tokenHash) ? 'waiting' : 'running';
}
