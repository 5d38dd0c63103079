import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { botsFor } from '@questbox/bots';
import {
  type AnyGame,
  act,
  actInPlace,
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
import { TokenBucket } from './limits';
import { CHAT_KEPT, LiveMatch, publicMatch, publicSeat, statusOf } from './live';
import type { createMatchBody } from './schemas';
import type {
  ChatMessage,
  MatchFilter,
  MatchRecord,
  RemoteChange,
  Revision,
  Store,
  StoredAction,
} from './store/types';
import { noteTimeOut, noteTimeOuts } from './timer';
import { hashToken, newMatchId, newSeed, newToken, tokenMatches } from './tokens';

/** Histograms of an accepted action's times (µs): see `MatchService.actTimings`. */
export interface ActTimings {
  lock: RecordableHistogram;
  store: RecordableHistogram;
  whole: RecordableHistogram;
}
/** A duration in ms as whole µs (a histogram records integers of at least 1). */
const micros = (ms: number) => Math.max(1, Math.round(ms * 1000));

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
  /** The bot chose because the seat's player ran out of time (with `byBot`). */
  timedOut?: boolean;
}

/** When open matches leave the lobby's list (they stay reachable by their id, for a replay). */
export interface LobbyRules {
  /** An unfinished match with no action, undo or claim for this long is not listed. */
  idleMinutes: number;
  /** A match waiting for players with no player at the table (no seat's socket) for this long is not listed. */
  emptyMinutes: number;
}

export const defaultLobbyRules: LobbyRules = { idleMinutes: 30, emptyMinutes: 10 };

/** What one seat may write in a match's chat: the longest line, and lines per second after a burst. */
const chatRules = { chars: 300, perSecond: 0.5, burst: 5 };

export type ChatOutcome = { ok: true; line: ChatMessage } | { ok: false; error: RuleError };
export type UndoOutcome = { ok: true } | { ok: false; error: RuleError };

/**
 * The matches: creating and joining them, and applying actions with every rule checked, one at a
 * time per match, stored before anyone is told. Listeners (sockets, bots) hear of every change.
 */
export class MatchService {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  private readonly listeners: ((change: MatchChange) => void)[] = [];
  private readonly chatListeners: ((live: LiveMatch, lines: ChatMessage[], origin?: unknown) => void)[] = [];
  private readonly games: (id: string) => AnyGame | undefined;
  readonly store: Store;
  readonly defaultAwayMinutes: number | null;
  readonly lobby: LobbyRules;
  /**
   * Where an accepted action's time goes (µs), for the load tool: waiting for the match's earlier
   * work (`lock`), waiting for the store to commit it (`store`), and the whole, from the call to the
   * updates handed to the sockets (`whole`).
   */
  readonly actTimings: ActTimings = {
    lock: createHistogram(),
    store: createHistogram(),
    whole: createHistogram(),
  };

  constructor(
    store: Store,
    games: (id: string) => AnyGame | undefined,
    defaultAwayMinutes: number | null,
    lobby: Partial<LobbyRules> = {},
  ) {
    this.store = store;
    this.games = games;
    this.defaultAwayMinutes = defaultAwayMinutes;
    this.lobby = { ...defaultLobbyRules, ...lobby };
    store.onRemoteChange((id, what) => {
      this.catchUp(id, what).catch((e) => console.error(`questbox: catching up with match ${id} failed:`, e));
    });
  }

  onChange(listener: (change: MatchChange) => void): void {
    this.listeners.push(listener);
  }

  /** Hears of new chat lines of a live match (`origin`: whatever the writer's `say` passed). */
  onChat(listener: (live: LiveMatch, lines: ChatMessage[], origin?: unknown) => void): void {
    this.chatListeners.push(listener);
  }

  private changed(live: LiveMatch, origin?: unknown): void {
    // A step the store has not answered yet: the change that follows its answer tells this one too.
    if (live.unstored) return;
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
    let options: unknown;
    try {
      checkSeatCount(game, input.seats.length);
      options = parseOptions(game, input.options);
    } catch (e) {
      if (isRuleError(e)) throw new ApiError(400, e.code, e.message);
      throw e;
    }
    const record = freshRecord({
      game: game.id,
      options,
      seed: input.seed ?? newSeed(),
      seeded: input.seed !== undefined,
      seats: input.seats.map((s) =>
        s.kind === 'bot' ? { kind: 'bot', bot: s.bot } : { kind: 'human', tokenHash: null },
      ),
      awayMinutes: input.awayMinutes ?? this.defaultAwayMinutes,
      turnSeconds: input.turnSeconds ?? null,
    });
    return this.open(game, record);
  }

  /** Stores a new match and brings it to life (a match whose seats are all taken starts at once). */
  private async open(game: AnyGame, record: MatchRecord): Promise<MatchRecord> {
    const match = this.replay(game, record, []);
    record.status = statusOf(record, game.result(match.state) !== null);
    await this.store.createMatch(record);
    const live = new LiveMatch(record, game, match, (l) => this.replayStored(l));
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
      const at = new Date().toISOString();
      if (!(await this.store.claimSeat(id, seat, hash, name, at))) {
        await this.reloadRecord(live);
        throw new ApiError(409, 'seat-taken', `Seat ${seat} is already taken.`);
      }
      s.tokenHash = hash;
      s.name = name;
      live.record.updatedAt = at;
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
    const live = new LiveMatch(stored.match, game, replayed, (l) => this.replayStored(l));
    for (const v of botMovesOf(stored.actions)) live.botMoves.add(v);
    live.chat = await this.store.chatSince(id, 0, CHAT_KEPT);
    this.live.set(id, live);
    this.changed(live);
    return live;
  }

  /** The match replayed from its setup through the stored `actions`, the log noting the bots' moves on a time-out. */
  private replay(game: AnyGame, record: MatchRecord, actions: StoredAction[]) {
    const match = playedThrough(
      game,
      { options: record.options, seats: record.seats.length, seed: record.seed },
      actions,
    );
    noteTimeOuts(match.log, actions);
    return match;
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

  /**
   * Matches for the lobby, newest first. Unfinished ones idle past `lobby.idleMinutes`, and ones
   * waiting for players with nobody at the table past `lobby.emptyMinutes`, are left out.
   */
  async list(filter: MatchFilter) {
    const now = Date.now();
    const changedSince = new Date(now - this.lobby.idleMinutes * 60_000).toISOString();
    const records = await this.store.listMatches({ ...filter, changedSince });
    const emptyMs = this.lobby.emptyMinutes * 60_000;
    const listed = records.filter((r) => !this.live.get(r.id)?.abandoned(now, emptyMs));
    return listed.map((r) => {
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
    const called = performance.now();
    return live.exclusive(async () => {
      const locked = performance.now();
      if (live.status === 'waiting')
        return refuse('not-started', 'The match waits for players: a seat is still free.');
      const moved = staleness(live, asked.expected);
      if (moved) return { ok: false, error: moved };
      const game = live.game;
      // The action steps the live state itself: a copy of the whole state every action was much of
      // the server's garbage. Nothing is shown from the stepped state before the store has the
      // action (every update and every writer waits its turn here), and a state the store does not
      // hold is rebuilt from it. The log entry joins the log once stored.
      live.unstored = true;
      let stepped: LogEntry | RuleError;
      try {
        stepped = actInPlace(game, live.match, seat, action);
      } catch (e) {
        live.stateStepped();
        await this.rebuild(live);
        if (isRuleError(e)) return { ok: false, error: e };
        // A game that throws on odd input is a refusal too, never a crash.
        return refuse('illegal-action', 'That choice is not allowed now: pick one of the listed options.');
      }
      if (isRuleError(stepped)) {
        live.unstored = false;
        return { ok: false, error: stepped };
      }
      live.stateStepped();
      const entry = stepped;
      if (asked.timedOut) noteTimeOut(entry, seat);
      const result = game.result(live.match.state);
      const status = result ? 'finished' : 'running';
      const at = new Date().toISOString();
      const chooser = asked.timedOut ? { byBot: true, timedOut: true } : asked.byBot ? { byBot: true } : {};
      const asking = performance.now();
      let stored: boolean;
      try {
        stored = await this.store.appendAction(
          live.id,
          { version: live.version, undos: live.record.undos },
          { seat, action: entry.action, ...(chooser as { byBot?: true; timedOut?: true }) },
          { status, result, at },
        );
      } catch (e) {
        await this.rebuild(live).catch(() => {});
        throw e;
      }
      const storedAt = performance.now();
      if (!stored) {
        // Another server wrote first: the stored history, its action included, replaces ours.
        await this.rebuild(live);
        return refuse('stale', 'Another move was made first: look again.');
      }
      live.unstored = false;
      live.match.log.push(entry);
      if (asked.byBot) live.botMoves.add(live.version);
      live.record.version = live.version;
      live.record.updatedAt = at;
      live.record.status = status;
      live.record.result = result;
      this.changed(live, asked.origin);
      live.trimLog();
      this.release(live);
      const t = this.actTimings;
      t.lock.record(micros(locked - called));
      t.store.record(micros(storedAt - asking));
      t.whole.record(micros(performance.now() - called));
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
      if (live.botMoves.has(live.version) && live.lastEntry()?.seat === seat)
        return refuse('cannot-undo', 'A bot made that move for you while you were away: it stands.');
      const game = live.game;
      // The engine replays the whole log but the last action: once older entries left memory, it
      // replays the store's actions but the last instead (the last entry is always in memory).
      const stored = live.logStart === 0 ? null : await this.storedHistory(live);
      if (live.logStart > 0 && !stored) {
        await this.catchUpLocked(live);
        return refuse('stale', 'Another move was made first: look again.');
      }
      // The engine works on a copy: the live match changes only once the store has the undo.
      const scratch: Match = { ...live.match };
      try {
        undo(game, scratch, seat, stored?.actions.slice(0, -1));
      } catch (e) {
        if (isRuleError(e)) return { ok: false, error: e };
        throw e;
      }
      const result = game.result(scratch.state);
      const status = result ? 'finished' : 'running';
      const at = new Date().toISOString();
      const undone = await this.store.undoLastAction(
        live.id,
        { version: live.version, undos: live.record.undos },
        { status, result, at },
      );
      if (!undone) {
        await this.catchUpLocked(live);
        return refuse('stale', 'Another move was made first: look again.');
      }
      live.botMoves.delete(live.version + 1);
      if (stored) for (const v of stored.botMoves) live.botMoves.add(v);
      live.match.state = scratch.state;
      // The engine's replay makes the game's entries only: the log also says which moves a bot made
      // on a time-out. The entries kept in memory say it already; those replayed from the store get it.
      if (stored) noteTimeOuts(scratch.log, stored.actions);
      live.match.log = stored ? scratch.log : live.match.log.slice(0, -1);
      live.logStart = 0;
      live.record.version = live.version;
      live.record.undos++;
      live.record.updatedAt = at;
      live.record.status = status;
      live.record.result = result;
      this.changed(live, asked.origin);
      return { ok: true };
    });
  }

  /**
   * A player writes a line in the match's chat: text only, trimmed, control characters made
   * spaces, at most `chatRules.chars` long and at the seat's rate; stored, then told to everyone
   * attached. Spectators read the chat but do not write in it.
   */
  async say(live: LiveMatch, seat: Seat | null, raw: string, origin?: unknown): Promise<ChatOutcome> {
    if (seat === null) return refuseChat('spectator', 'Spectators read the chat: only players write in it.');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
    const text = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
    if (text.length === 0) return refuseChat('bad-chat', 'Write something first.');
    if (text.length > chatRules.chars)
      return refuseChat('bad-chat', `A chat line is at most ${chatRules.chars} characters.`);
    let bucket = live.chatBuckets.get(seat);
    if (!bucket) {
      bucket = new TokenBucket(chatRules.perSecond, chatRules.burst);
      live.chatBuckets.set(seat, bucket);
    }
    if (!bucket.take()) return refuseChat('chat-rate-limited', 'Too many chat lines: wait a moment.');
    const name = live.record.seats[seat]?.name ?? null;
    const line = await this.store.addChat(live.id, { seat, name, text, at: new Date().toISOString() });
    if (live.keepChat(line)) this.toldChat(live, [line], origin);
    return { ok: true, line };
  }

  private toldChat(live: LiveMatch, lines: ChatMessage[], origin?: unknown): void {
    for (const listener of this.chatListeners) {
      try {
        listener(live, lines, origin);
      } catch (e) {
        console.error(`questbox: telling of chat in match ${live.id} failed:`, e);
      }
    }
  }

  /**
   * A player of a finished match asks for a rematch: a new match of the same game with the same
   * options, seat kinds, bots, away time and turn timer, on a new random seed. Each human seat
   * opens with the same token as the old one (its hash is copied), so every player finds their
   * seat and the rematch starts at once. The old match records it; a second asker gets the same.
   */
  async rematch(live: LiveMatch): Promise<string> {
    if (live.status !== 'finished')
      throw new ApiError(409, 'not-finished', 'The match is not over: a rematch comes after its end.');
    return live.exclusive(async () => {
      if (live.record.rematch) return live.record.rematch;
      const old = live.record;
      const record = freshRecord({
        game: old.game,
        options: old.options,
        seed: newSeed(),
        seeded: false,
        seats: old.seats.map((s) =>
          s.kind === 'bot'
            ? { kind: 'bot', bot: s.bot }
            : { kind: 'human', tokenHash: s.tokenHash ?? null, name: s.name ?? null },
        ),
        awayMinutes: old.awayMinutes,
        turnSeconds: old.turnSeconds,
      });
      await this.open(this.gameOf(old.game), record);
      old.rematch = await this.store.setRematch(old.id, record.id);
      this.changed(live);
      return old.rematch;
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
      } else if (what === 'chat') {
        const last = live.chat[live.chat.length - 1]?.n ?? 0;
        const lines = (await this.store.chatSince(id, last, CHAT_KEPT)).filter((l) => live.keepChat(l));
        if (lines.length > 0) this.toldChat(live, lines);
      } else await this.catchUpLocked(live);
    });
  }

  private async catchUpLocked(live: LiveMatch): Promise<void> {
    const { undos, actions } = await this.store.actionsSince(live.id, live.version);
    // Another server took an action back: our log is another history, so replay the stored one.
    if (undos !== live.record.undos) return this.replayStored(live);
    if (actions.length === 0) return;
    for (const a of actions) {
      const entry = act(live.game, live.match, a.seat, a.action);
      if (a.timedOut) noteTimeOut(entry, a.seat);
      if (a.byBot) live.botMoves.add(live.version);
    }
    live.record.version = live.version;
    // The other server's clock is not read: its change is as recent as our hearing of it.
    live.record.updatedAt = new Date().toISOString();
    live.record.result = live.game.result(live.match.state);
    live.record.status = statusOf(live.record, live.record.result !== null);
    this.changed(live);
    live.trimLog();
  }

  /**
   * The live state holds a step the store does not (its write failed, another server wrote first,
   * or the game threw while stepping): it is replayed from the store's actions. Should that fail
   * too, the match's next task tries again before anything else (`LiveMatch.exclusive`), so no
   * update and no action ever starts from the unstored state.
   */
  private async rebuild(live: LiveMatch): Promise<void> {
    live.needsRebuild();
    await live.rebuildNow();
  }

  private async replayStored(live: LiveMatch): Promise<void> {
    const stored = await this.store.loadMatch(live.id);
    if (!stored) return;
    const fresh = this.replay(live.game, stored.match, stored.actions);
    live.match.state = fresh.state;
    live.unstored = false;
    live.match.log = fresh.log;
    live.logStart = 0;
    live.botMoves.clear();
    for (const v of botMovesOf(stored.actions)) live.botMoves.add(v);
    live.record.version = live.version;
    live.record.undos = stored.match.undos;
    live.record.updatedAt = stored.match.updatedAt;
    live.record.result = live.game.result(live.match.state);
    live.record.status = statusOf(live.record, live.record.result !== null);
    this.changed(live);
  }

  /**
   * Runs `task` with the match's whole log, from its first action: the entries in memory, or, once
   * older ones left memory (`LOG_KEPT`), the log replayed from the store's actions, as one writer of
   * the match so that no action comes between (a full update, a past view).
   */
  async withFullLog<T>(live: LiveMatch, task: (log: readonly LogEntry[]) => T): Promise<T> {
    // Nothing left memory and no step waiting for the store: no need to wait for the match's writer.
    if (live.logStart === 0 && !live.unstored) return task(live.match.log);
    return live.exclusive(async () => {
      let full = live.logStart === 0 ? null : await this.replayedInFull(live);
      if (live.logStart > 0 && !full) {
        // Another server moved the match: take its actions first, then look again.
        await this.catchUpLocked(live);
        if (live.logStart > 0) full = await this.replayedInFull(live);
      }
      if (live.logStart > 0 && !full)
        throw new Error(`The stored actions of match ${live.id} are not its history.`);
      return task(full?.match.log ?? live.match.log);
    });
  }

  /**
   * The match replayed from the store's actions, its whole log with the time-outs noted, and the
   * versions of the bots' moves; null when the store holds another history than the live match.
   */
  private async replayedInFull(live: LiveMatch): Promise<{ match: Match; botMoves: number[] } | null> {
    const stored = await this.storedHistory(live);
    if (!stored) return null;
    const match = this.replay(live.game, live.record, stored.actions);
    return { match, botMoves: stored.botMoves };
  }

  /**
   * The store's actions of the match and the versions of the bots' moves among them; null when the
   * store holds another history than the live match.
   */
  private async storedHistory(
    live: LiveMatch,
  ): Promise<{ actions: StoredAction[]; botMoves: number[] } | null> {
    const stored = await this.store.loadMatch(live.id);
    if (!stored || stored.actions.length !== live.version || stored.match.undos !== live.record.undos)
      return null;
    return { actions: stored.actions, botMoves: botMovesOf(stored.actions) };
  }

  private async reloadRecord(live: LiveMatch): Promise<void> {
    const fresh = await this.store.loadMatch(live.id);
    if (!fresh) return;
    fresh.match.seats.forEach((s, i) => {
      live.record.seats[i].tokenHash = s.tokenHash;
      live.record.seats[i].name = s.name;
    });
    live.record.rematch = fresh.match.rematch;
    live.record.updatedAt = fresh.match.updatedAt;
    live.record.status = statusOf(live.record, live.record.result !== null);
  }
}

/** The record of a new match, made now: waiting for its players, no action taken. */
function freshRecord(
  chosen: Pick<MatchRecord, 'game' | 'options' | 'seed' | 'seeded' | 'seats' | 'awayMinutes' | 'turnSeconds'>,
): MatchRecord {
  const now = new Date().toISOString();
  return {
    id: newMatchId(),
    ...chosen,
    createdAt: now,
    updatedAt: now,
    status: 'waiting',
    result: null,
    version: 0,
    undos: 0,
    rematch: null,
  };
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

function refuseChat(code: string, message: string): ChatOutcome {
  return { ok: false, error: new RuleError(code, message) };
}

function refuse(code: string, message: string): ActOutcome {
  return { ok: false, error: new RuleError(code, message) };
}
