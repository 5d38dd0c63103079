import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { botsFor } from '@questbox/bots';
import {
  type AnyGame,
  act,
  checkSeatCount,
  isRuleError,
  type LogEntry,
  type Match,
  parseOptions,
  playedThrough,
  RuleError,
  type Seat,
  undo,
} from '@questbox/engine';
import type { z } from 'zod';
import { ApiError } from './errors';
import { LiveMatch, publicMatch, publicSeat, statusOf } from './live';
import type { createMatchBody } from './schemas';
import type { MatchFilter, MatchRecord, RemoteChange, Revision, Store, StoredAction } from './store/types';
import { hashToken, newMatchId, newSeed, newToken, tokenMatches } from './tokens';

export type CreateMatchInput = z.infer<typeof createMatchBody>;

/** What happened to a live match; `origin` is whatever the caller of `act` passed, to tell it its ack. */
export interface MatchChange {
  live: LiveMatch;
  origin?: unknown;
}

export type ActOutcome = { ok: true; entry: LogEntry } | { ok: false; error: RuleError };

/** How an action or an undo arrives: the history it was chosen in, who to ack, whether a bot chose it. */
export interface Asked {
  /** The match must still be at this version with this many undos (one history), or it is `stale`. */
  expected?: Revision;
  /** Passed on to the listeners, to tell the asker its ack. */
  origin?: unknown;
  byBot?: boolean;
}
export type UndoOutcome = { ok: true } | { ok: false; error: RuleError };

/**
 * The matches: creating and joining them, and applying actions with every rule checked, one at a
 * time per match, stored before anyone is told. Listeners (sockets, bots) hear of every change.
 */
export class MatchService {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  private readonly listeners: ((change: MatchChange) => void)[] = [];
  private readonly games: (id: string) => AnyGame | undefined;
  readonly store: Store;
  readonly defaultAwayMinutes: number | null;
  /** How long each action waited for the store to commit it (µs): the load tool reads it. */
  readonly storeWaits: RecordableHistogram = createHistogram();

  constructor(store: Store, games: (id: string) => AnyGame | undefined, defaultAwayMinutes: number | null) {
    this.store = store;
    this.games = games;
    this.defaultAwayMinutes = defaultAwayMinutes;
    store.onRemoteChange((id, what) => {
      this.catchUp(id, what).catch((e) => console.error(`questbox: catching up with match ${id} failed:`, e));
    });
  }

  onChange(listener: (change: MatchChange) => void): void {
    this.listeners.push(listener);
  }

  private changed(live: LiveMatch, origin?: unknown): void {
    for (const listener of this.listeners) {
      // A listener that fails (a game whose view throws) must not undo or hide a stored action.
      try {
        listener({ live, origin });
      } catch (e) {
        console.error(`questbox: telling of a change to match ${live.id} failed:`, e);
      }
    }
  }

  private gameOf(id: string): AnyGame {
    const game = this.games(id);
    if (!game) throw new ApiError(404, 'unknown-game', `There is no game "${id}".`);
    return game;
  }

  async create(input: CreateMatchInput): Promise<MatchRecord> {
    const game = this.gameOf(input.game);
    const offered = botsFor(game);
    for (const s of input.seats) {
      if (s.kind === 'bot' && !offered.includes(s.bot))
        throw new ApiError(
          400,
          'bad-bot',
          `There is no bot "${s.bot}" for ${game.title}: use ${inWords(offered)}.`,
        );
    }
    const seed = input.seed ?? newSeed();
    let options: unknown;
    try {
      checkSeatCount(game, input.seats.length);
      options = parseOptions(game, input.options);
    } catch (e) {
      if (isRuleError(e)) throw new ApiError(400, e.code, e.message);
      throw e;
    }
    const record: MatchRecord = {
      id: newMatchId(),
      game: game.id,
      options,
      seed,
      seeded: input.seed !== undefined,
      seats: input.seats.map((s) =>
        s.kind === 'bot' ? { kind: 'bot', bot: s.bot } : { kind: 'human', tokenHash: null },
      ),
      awayMinutes: input.awayMinutes ?? this.defaultAwayMinutes,
      createdAt: new Date().toISOString(),
      status: 'waiting',
      result: null,
      version: 0,
      undos: 0,
    };
    const match = this.replay(game, record, []);
    record.status = statusOf(record, game.result(match.state) !== null);
    await this.store.createMatch(record);
    const live = new LiveMatch(record, game, match);
    this.live.set(record.id, live);
    this.changed(live);
    return record;
  }

  /** Claims a free human seat; answers the token, which is never stored. */
  async join(id: string, seat: number, name: string | null): Promise<{ token: string }> {
    const live = await this.get(id);
    if (!live) throw new ApiError(404, 'unknown-match', `There is no match "${id}".`);
    return live.exclusive(async () => {
      const s = live.record.seats[seat];
      if (!s) throw new ApiError(404, 'unknown-seat', `This match has no seat ${seat}.`);
      if (s.kind === 'bot') throw new ApiError(409, 'seat-is-bot', `Seat ${seat} is played by a bot.`);
      if (s.tokenHash) throw new ApiError(409, 'seat-taken', `Seat ${seat} is already taken.`);
      const token = newToken();
      const hash = hashToken(token);
      if (!(await this.store.claimSeat(id, seat, hash, name))) {
        await this.reloadRecord(live);
        throw new ApiError(409, 'seat-taken', `Seat ${seat} is already taken.`);
      }
      s.tokenHash = hash;
      s.name = name;
      live.record.status = statusOf(live.record, live.record.result !== null);
      this.changed(live);
      return { token };
    });
  }

  /** The seat a token opens in a match, or null. */
  seatOfToken(live: LiveMatch, token: string): Seat | null {
    const seat = live.record.seats.findIndex((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
    return seat < 0 ? null : seat;
  }

  /** A match in memory, loaded and replayed from the store when needed. */
  async get(id: string): Promise<LiveMatch | null> {
    const known = this.live.get(id);
    if (known) return known;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private async load(id: string): Promise<LiveMatch | null> {
    const stored = await this.store.loadMatch(id);
    if (!stored) return null;
    const game = this.games(stored.match.game);
    if (!game) return null;
    let replayed: ReturnType<MatchService['replay']>;
    try {
      replayed = this.replay(game, stored.match, stored.actions);
    } catch (e) {
      // A stored match the game no longer accepts stays in the store, but is not served.
      console.error(
        `questbox: match ${id} does not replay and is not served:`,
        e instanceof Error ? e.message : e,
      );
      return null;
    }
    const live = new LiveMatch(stored.match, game, replayed);
    for (const v of botMovesOf(stored.actions)) live.botMoves.add(v);
    this.live.set(id, live);
    this.changed(live);
    return live;
  }

  private replay(game: AnyGame, record: MatchRecord, actions: { seat: Seat; action: unknown }[]) {
    return playedThrough(
      game,
      { options: record.options, seats: record.seats.length, seed: record.seed },
      actions,
    );
  }

  /** Brings every unfinished match back into memory (after a restart), so bots and timers resume. */
  async resumeAll(): Promise<number> {
    const ids = await this.store.unfinishedIds();
    for (const id of ids) await this.get(id);
    return ids.length;
  }

  /** The public facts of a match, or null. */
  async describe(id: string) {
    const live = await this.get(id);
    if (!live) return null;
    const facts = publicMatch(live.record, live.publicSeats());
    // Looking at a finished match does not keep it in memory.
    this.release(live);
    return facts;
  }

  async list(filter: MatchFilter) {
    const records = await this.store.listMatches(filter);
    return records.map((r) => {
      const live = this.live.get(r.id);
      if (live) return publicMatch(live.record, live.publicSeats());
      return publicMatch(
        r,
        r.seats.map((_, seat) => publicSeat(r, seat, false, false)),
      );
    });
  }

  /**
   * Applies `seat`'s action when the rules allow it, stores it, then tells the listeners.
   * A refusal changes nothing. With `expected`, the match must still be in that history.
   */
  act(live: LiveMatch, seat: Seat, action: unknown, asked: Asked = {}): Promise<ActOutcome> {
    return live.exclusive(async () => {
      if (live.status === 'waiting')
        return refuse('not-started', 'The match waits for players: a seat is still free.');
      const moved = staleness(live, asked.expected);
      if (moved) return { ok: false, error: moved };
      const game = live.game;
      // The engine's act on a copy: it writes the log entry (with `to` for a secret action), and the
      // live match changes only once the store has the action.
      const scratch: Match = { ...live.match, log: live.match.log.slice() };
      let entry: LogEntry;
      try {
        entry = act(game, scratch, seat, action);
      } catch (e) {
        if (isRuleError(e)) return { ok: false, error: e };
        // A game that throws on odd input is a refusal too, never a crash.
        return refuse('illegal-action', 'That choice is not allowed now: pick one of the listed options.');
      }
      const result = game.result(scratch.state);
      const status = result ? 'finished' : 'running';
      const asking = performance.now();
      const stored = await this.store.appendAction(
        live.id,
        { version: live.version, undos: live.record.undos },
        asked.byBot ? { seat, action: entry.action, byBot: true } : { seat, action: entry.action },
        { status, result },
      );
      this.storeWaits.record(Math.max(1, Math.round((performance.now() - asking) * 1000)));
      if (!stored) {
        await this.catchUpLocked(live);
        return refuse('stale', 'Another move was made first: look again.');
      }
      live.match.state = scratch.state;
      live.match.log = scratch.log;
      if (asked.byBot) live.botMoves.add(live.version);
      live.record.version = live.version;
      live.record.status = status;
      live.record.result = result;
      this.changed(live, asked.origin);
      this.release(live);
      return { ok: true, entry };
    });
  }

  /**
   * Takes back `seat`'s last action when the engine allows it (the seat's own, still the last one
   * taken, nothing rolled, drawn or revealed), deletes it from the store with a versioned write, then
   * tells the listeners. A refusal changes nothing. With `expected`, the match must still be in that
   * history. A move a bot made for the seat while its player was away stands.
   */
  undo(live: LiveMatch, seat: Seat, asked: Asked = {}): Promise<UndoOutcome> {
    return live.exclusive(async () => {
      if (live.status === 'waiting')
        return refuse('not-started', 'The match waits for players: a seat is still free.');
      if (live.status === 'finished') return refuse('game-over', 'The game is over: its last action stands.');
      const moved = staleness(live, asked.expected);
      if (moved) return { ok: false, error: moved };
      if (live.botMoves.has(live.version) && live.match.log[live.version - 1]?.seat === seat)
        return refuse('cannot-undo', 'A bot made that move for you while you were away: it stands.');
      const game = live.game;
      // The engine works on a copy: the live match changes only once the store has the undo.
      const scratch: Match = { ...live.match };
      try {
        undo(game, scratch, seat);
      } catch (e) {
        if (isRuleError(e)) return { ok: false, error: e };
        throw e;
      }
      const result = game.result(scratch.state);
      const status = result ? 'finished' : 'running';
      const stored = await this.store.undoLastAction(
        live.id,
        { version: live.version, undos: live.record.undos },
        { status, result },
      );
      if (!stored) {
        await this.catchUpLocked(live);
        return refuse('stale', 'Another move was made first: look again.');
      }
      live.botMoves.delete(live.version + 1);
      live.match.state = scratch.state;
      live.match.log = scratch.log;
      live.record.version = live.version;
      live.record.undos++;
      live.record.status = status;
      live.record.result = result;
      this.changed(live, asked.origin);
      return { ok: true };
    });
  }

  /** Socket bookkeeping: a seat's player is here (+1) or gone (-1). Null is a spectator. */
  presence(live: LiveMatch, seat: Seat | null, delta: 1 | -1): void {
    const key = seat ?? -1;
    const count = (live.connections.get(key) ?? 0) + delta;
    if (count > 0) live.connections.set(key, count);
    else live.connections.delete(key);
    if (seat !== null) live.lastSeen.set(seat, Date.now());
    if (seat !== null && delta === 1) live.away.delete(seat);
    this.changed(live);
  }

  /** Hands a seat to a bot while its player is away. */
  markAway(live: LiveMatch, seat: Seat): void {
    if (live.away.has(seat) || (live.connections.get(seat) ?? 0) > 0) return;
    live.away.add(seat);
    this.changed(live);
  }

  /** Forgets a finished match nobody watches; it is loaded again on demand. */
  release(live: LiveMatch): void {
    if (live.status === 'finished' && live.connections.size === 0 && this.live.get(live.id) === live)
      this.live.delete(live.id);
  }

  liveMatches(): LiveMatch[] {
    return [...this.live.values()];
  }

  /** Another server changed a match we hold (PostgreSQL): take its actions or its seat claims. */
  private async catchUp(id: string, what: RemoteChange): Promise<void> {
    const live = this.live.get(id);
    if (!live) return;
    await live.exclusive(async () => {
      if (what === 'seat') {
        await this.reloadRecord(live);
        this.changed(live);
      } else await this.catchUpLocked(live);
    });
  }

  private async catchUpLocked(live: LiveMatch): Promise<void> {
    const { undos, actions } = await this.store.actionsSince(live.id, live.version);
    // Another server took an action back: our log is another history, so replay the stored one.
    if (undos !== live.record.undos) return this.replayStored(live);
    if (actions.length === 0) return;
    for (const a of actions) {
      act(live.game, live.match, a.seat, a.action);
      if (a.byBot) live.botMoves.add(live.version);
    }
    live.record.version = live.version;
    live.record.result = live.game.result(live.match.state);
    live.record.status = statusOf(live.record, live.record.result !== null);
    this.changed(live);
  }

  private async replayStored(live: LiveMatch): Promise<void> {
    const stored = await this.store.loadMatch(live.id);
    if (!stored) return;
    const fresh = this.replay(live.game, stored.match, stored.actions);
    live.match.state = fresh.state;
    live.match.log = fresh.log;
    live.botMoves.clear();
    for (const v of botMovesOf(stored.actions)) live.botMoves.add(v);
    live.record.version = live.version;
    live.record.undos = stored.match.undos;
    live.record.result = live.game.result(live.match.state);
    live.record.status = statusOf(live.record, live.record.result !== null);
    this.changed(live);
  }

  private async reloadRecord(live: LiveMatch): Promise<void> {
    const fresh = await this.store.loadMatch(live.id);
    if (!fresh) return;
    fresh.match.seats.forEach((s, i) => {
      live.record.seats[i].tokenHash = s.tokenHash;
      live.record.seats[i].name = s.name;
    });
    live.record.status = statusOf(live.record, live.record.result !== null);
  }
}

/** "a, b or c". */
function inWords(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The versions (1-based) of the stored actions a bot chose. */
function botMovesOf(actions: StoredAction[]): number[] {
  return actions.flatMap((a, i) => (a.byBot ? [i + 1] : []));
}

/** A `stale` refusal when the match is no longer in the history the asker saw; null when it is. */
function staleness(live: LiveMatch, expected: Revision | undefined): RuleError | null {
  if (!expected) return null;
  if (expected.version !== live.version)
    return new RuleError(
      'stale',
      `The match has moved on (version ${live.version}, not ${expected.version}): look again.`,
    );
  // The undo count names the history: an undo and a new action since make the same version stale.
  if (expected.undos !== live.record.undos)
    return new RuleError('stale', 'An action was taken back since: look again.');
  return null;
}

function refuse(code: string, message: string): ActOutcome {
  return { ok: false, error: new RuleError(code, message) };
}
