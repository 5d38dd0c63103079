import {
  type AnyGame,
  act,
  actInPlace,
  canonicalJson,
  type LogEntry,
  type Match,
  playedThrough,
  RuleError,
  randomSource,
  type Seat,
} from '@questbox/engine';
import { revisionOf } from '../live';
import { type SentEvent, sentEvents } from '../updates';
import { sameJson } from './same-json';
import {
  distinctSecrets,
  generatorWords,
  hiddenCounts,
  secretLeaves,
  soleSecrets,
  stringCounts,
} from './secrets';

/** How a message reached the client that recorded it. */
export type Via = 'player' | 'spectator' | 'reconnect' | 'past-view' | 'reply';

/** One message a client received, as it came. */
export interface Received {
  via: Via;
  /** The seat the client speaks for; null: a spectator. */
  seat: Seat | null;
  /** The match version of the last update this client had when the message came (for replies naming none). */
  seen: number;
  /** The undo count of that update's history (for messages naming no history). */
  undos: number;
  /** The message text exactly as it arrived. */
  text: string;
  /** The message as its client parsed it, if it did (else the scanner parses `text`). */
  message?: unknown;
}

/** An action as the store holds it. */
export interface StoredAction {
  seat: Seat;
  action: unknown;
}

/** An action taken back, as the store held it just before the undo deleted it. */
export interface Undone extends StoredAction {
  /** The undo count of the history it was taken back in (the undo made it one more). */
  undos: number;
  /** Its number in that history: the version the undo went back from. */
  version: number;
}

/** A match as the store holds it: the authority the scanner replays. */
export interface Authority {
  id: string;
  options: unknown;
  seats: number;
  seed: string;
  actions: StoredAction[];
  /** How many undos the store counts for the match. */
  undos: number;
  /** The actions taken back, each read from the store before its undo. */
  undone: Undone[];
}

export interface Finding {
  game: string;
  match: string;
  seat: Seat | null;
  version: number;
  /** The history the message named (version and undo count), or its client's last one. */
  history: string;
  via: Via;
  /** Which check found it (see the server README): view, secret-view, secret-item, events, choices, generator, secret-value, version, undo. */
  check: string;
  what: string;
}

export interface MatchScan {
  messages: number;
  /** Messages by kind: updates, past views, replies. */
  byKind: Record<string, number>;
  /** Messages on a history after at least one undo. */
  afterUndo: number;
  /** Messages about a position whose last action was later taken back (no longer in the store). */
  takenBack: number;
  findings: Finding[];
}

/** A message with the history it speaks of. */
interface Placed {
  r: Received;
  m: any;
  version: number;
  history: string;
}

/** A message received and parsed, waiting for the store to settle the position it names. */
type Waiting = Pick<Placed, 'r' | 'm'>;

/** How many positions of the stored line the scanner keeps behind the last one it reached. */
const KEPT = 64;

/** The log of one history, by action number (1 for the first action). */
type LogView = (at: number) => LogEntry;

/**
 * Checks every message the clients of one match received against what their seat may know,
 * replaying the stored actions from the match's setup (the authority, not the server's memory),
 * and each action taken back on the position it was taken in (so every history a message names
 * is replayed):
 * - `view`: the view sent equals the game's view for that seat, recomputed at that version;
 * - `secret-view`: the view does not change when everything the seat may not know changes: the
 *   state dealt again by the game's zone declarations (`resample`: other hands, face-down piles and
 *   their order, a new generator, hidden picks), once per seat for a spectator;
 * - `secret-item`: the view names no item that lies, in the whole state, only where the seat may
 *   not see it (a redeal that puts the same item back proves nothing; this needs no redeal);
 * - `events`: the events of each action are those of the stored log that the seat may read;
 * - `choices`: decisions and legal actions are the seat's own;
 * - `generator`: no message carries the generator's state (an `rng` key or its words);
 * - `secret-value`: events, choices and replies name no item hidden from the seat (string ids
 *   only: the view is covered structurally, and numbers are everywhere);
 * - `version`: a message names no version or history the store and its undos do not make;
 * - `undo`: an action taken back replays where it was taken.
 */
export function scanMatch(game: AnyGame, authority: Authority, received: Received[]): MatchScan {
  const scanner = new MatchScanner(game, authority.id);
  for (const r of received) scanner.add(r);
  return scanner.finish(authority);
}

/**
 * `scanMatch` while the match is played: messages are added as they come, and `scanSettled` scans
 * those whose position the store, as read then, already settles, so that a long match's messages
 * need not all be kept until its end. A position is the state after the first `version` actions of
 * the history a message names; the store only appends actions and takes back its last one, and
 * each action taken back is read before its undo, so once the store and the undos read so far make
 * a message's history, that position is the one the whole match's store makes too. A message they
 * do not make yet (its undo's action not read yet, a version not stored yet) waits; `finish` scans
 * every message still waiting against the store as it ends, where one it does not make is a
 * `version` finding. Every check runs on every message as in one scan at the end.
 */
export class MatchScanner {
  private readonly scan: MatchScan = { messages: 0, byKind: {}, afterUndo: 0, takenBack: 0, findings: [] };
  private waiting: Waiting[] = [];
  /** The characters of the messages waiting. */
  waitingChars = 0;
  /** The version and undo count of each message placed, to count at the end those taken back. */
  private readonly placedAt: number[] = [];
  private readonly line: StoredLine;
  /** The events of each log entry that each seat may read, as they travel: worked out once each. */
  private readonly readable = new WeakMap<LogEntry, Map<Seat | null, Readable>>();

  constructor(
    private readonly game: AnyGame,
    private readonly id: string,
  ) {
    this.line = new StoredLine(game);
  }

  /** A message a client received: counted, parsed (unless its client did), and kept until scanned. */
  add(r: Received): void {
    const m = r.message ?? JSON.parse(r.text);
    const kind =
      m.type ?? (r.via === 'past-view' ? (m.view !== undefined ? 'past-view' : 'http-error') : '?');
    this.scan.byKind[kind] = (this.scan.byKind[kind] ?? 0) + 1;
    this.scan.messages++;
    this.waiting.push({ r, m });
    this.waitingChars += r.text.length;
  }

  /** Scans the messages whose position the store as read now (`authority`) settles; the others wait. */
  scanSettled(authority: Authority): void {
    this.scanWaiting(authority, false);
  }

  /** Scans every message still waiting against the store as the match ended, and gives the scan. */
  finish(authority: Authority): MatchScan {
    this.scanWaiting(authority, true);
    const histories = new Histories(authority);
    for (let i = 0; i < this.placedAt.length; i += 2)
      if (histories.nodeOf(this.placedAt[i], this.placedAt[i + 1])?.startsWith('b')) this.scan.takenBack++;
    return this.scan;
  }

  private finding(placed: Omit<Placed, 'm'>, check: string, what: string): void {
    this.scan.findings.push({
      game: this.game.id,
      match: this.id,
      seat: placed.r.seat,
      version: placed.version,
      history: placed.history,
      via: placed.r.via,
      check,
      what,
    });
  }

  private scanWaiting(authority: Authority, final: boolean): void {
    const histories = new Histories(authority);
    const byNode = new Map<string, Placed[]>();
    const kept: Waiting[] = [];
    for (const w of this.waiting) {
      const { r, m } = w;
      const version = typeof m.version === 'number' ? m.version : r.seen;
      // A message names its history, or speaks of its client's last one; a past view names the
      // history it was asked in (at `versions`) and shows an earlier version of it.
      const named = typeof m.history === 'string' ? revisionOf(m.history) : { version, undos: r.undos };
      const undos = named?.undos ?? -1;
      const history = `${version}.${undos}`;
      const node =
        named?.version === (r.via === 'past-view' ? m.versions : version) &&
        Number.isInteger(version) &&
        version >= 0
          ? histories.nodeOf(version, undos)
          : null;
      // A position taken back is replayed from the stored position it was taken from.
      if (node === null || histories.lineOf(node) === null) {
        if (!final) {
          kept.push(w);
          continue;
        }
        this.finding(
          { r, version, history },
          'version',
          `names version ${version}, history ${m.history ?? history}; the store has 0 to ${authority.actions.length} after ${authority.undos} undos`,
        );
        continue;
      }
      if (undos > 0) this.scan.afterUndo++;
      this.placedAt.push(version, undos);
      const list = byNode.get(node) ?? [];
      list.push({ r, m, version, history });
      byNode.set(node, list);
    }
    this.waiting = kept;
    this.waitingChars = 0;
    for (const w of kept) this.waitingChars += w.r.text.length;
    this.scanPlaced(authority, histories, byNode);
  }

  /**
   * Replays the stored line to each position with messages (and each one a position taken back
   * hangs from), in order, and scans them; then the positions taken back from it.
   */
  private scanPlaced(authority: Authority, histories: Histories, byNode: Map<string, Placed[]>): void {
    const { game } = this;
    this.line.follow(authority);
    // The stored positions to reach: each one's messages are scanned against it and the one before.
    const stops = new Set<number>();
    const forks = new Set<string>();
    for (const key of byNode.keys()) {
      if (key.startsWith('b')) {
        for (let k: string | null = key; k?.startsWith('b'); k = histories.parentOf(k)) forks.add(k);
        stops.add(histories.lineOf(key)!);
      } else {
        const v = Number(key);
        if (v > 0) stops.add(v - 1);
        stops.add(v);
      }
    }

    /** Scans the messages about one position: `now`, reached from `before` by the action numbered `v`. */
    const scanNode = (key: string, v: number, before: Moment, now: Moment, log: LogView) => {
      const messages = byNode.get(key);
      if (!messages) return;
      const words = generatorWords(now.state);
      const secretsOf = cached((seat: Seat | null) => {
        // Items hidden before or after the action, which the seat sees in neither state's view.
        const out = new Set(now.hidden(seat));
        if (v > 0) for (const s of before.hidden(seat)) out.add(s);
        for (const at of [now, before])
          for (const { item } of secretLeaves(at.view(seat), out)) out.delete(item);
        return out;
      });
      // The state dealt again by each seat: a seat's view is checked against its own redeal, a
      // spectator's against every seat's, so each redeal is made once for both.
      const twins = new Map<Seat, unknown>();
      const twinOf = (dealer: Seat) => {
        if (!twins.has(dealer))
          twins.set(
            dealer,
            game.resample!(now.state, dealer, randomSource(`${authority.id}:${key}:${dealer}`)),
          );
        return twins.get(dealer);
      };
      const viewFindings = cached((seat: Seat | null) => {
        // Items hidden from the seat named anywhere in its view, and the view dealt again.
        const out = secretLeaves(now.view(seat), now.onlyHidden(seat)).map((named) => ({
          check: 'secret-item',
          what: `${named.path} names ${named.item}, hidden from the seat`,
        }));
        const differs = twinsDiffer(game, authority.seats, now, seat, twinOf);
        if (differs) out.push({ check: 'secret-view', what: differs });
        return out;
      });
      const legalOf = cached(
        (seat: Seat | null) => new LegalActions(seat === null ? [] : game.legal(now.state, seat)),
      );
      // A seat's sockets share one text per version: one scan of it is enough.
      const scanned = new Map<Seat | null, Set<string>>();
      for (const placed of messages) {
        const { r, m } = placed;
        const say = (check: string, what: string) => this.finding(placed, check, what);
        if (r.text.includes('"rng"')) say('generator', 'the message has an "rng" field');
        if (words && r.text.includes(words)) say('generator', "the message carries the generator's words");
        let texts = scanned.get(r.seat);
        if (!texts) scanned.set(r.seat, (texts = new Set()));
        if (texts.has(r.text)) continue;
        texts.add(r.text);
        if (m.view !== undefined) {
          if (!sameJson(m.view, now.view(r.seat)))
            say(
              'view',
              `not the game's view at that version: ${difference(jsonOf(now.view(r.seat)), m.view)}`,
            );
          else for (const found of viewFindings(r.seat)) say(found.check, found.what);
          this.checkEvents(log, r.seat, v, m.events ?? [], say, () => secretsOf(r.seat));
        }
        if (m.type === 'update') {
          for (const d of m.decisions ?? [])
            if (d.seat !== r.seat) say('choices', `a decision of seat ${d.seat + 1}`);
          const legal = legalOf(r.seat);
          for (const l of m.legal ?? [])
            if (!legal.has(l.action))
              say('choices', `an action the seat may not take: ${canonicalJson(l.action).slice(0, 200)}`);
          for (const leak of secretLeaves({ decisions: m.decisions, legal: m.legal }, secretsOf(r.seat)))
            say('secret-value', `${leak.path} names ${leak.item}`);
        } else if (m.view === undefined) {
          // A reply (a refusal, an error) names no secret.
          for (const leak of secretLeaves(m, secretsOf(r.seat)))
            say('secret-value', `the reply's ${leak.path} names ${leak.item}`);
        }
      }
    };

    /** Replays each action taken back on the position it was taken from, then the ones taken back after it. */
    const scanTakenBack = (parentKey: string, parent: Moment, parentLog: LogView) => {
      for (const undone of histories.childrenOf(parentKey)) {
        const key = `b${undone.undos}`;
        if (!forks.has(key)) continue;
        const fork: Match = { ...this.line.setup, state: parent.state, log: [] };
        try {
          act(game, fork, undone.seat, undone.action);
        } catch (e) {
          for (const placed of byNode.get(key) ?? [])
            this.finding(
              placed,
              'undo',
              `the action taken back at version ${undone.version} does not replay there: ${(e as Error).message}`,
            );
          continue;
        }
        const entry = fork.log[0];
        const log: LogView = (at) => (at === undone.version ? entry : parentLog(at));
        const now = new Moment(game, fork.state);
        scanNode(key, undone.version, parent, now, log);
        scanTakenBack(key, now, log);
      }
    };

    let before: Moment | null = null;
    let last = -1;
    for (const v of [...stops].sort((a, b) => a - b)) {
      const now = this.line.reach(v, authority);
      const log = this.line.log;
      scanNode(String(v), v, v === 0 ? now : last === v - 1 ? before! : now, now, log);
      scanTakenBack(String(v), now, log);
      before = now;
      last = v;
    }
  }

  /** Each event of the message must be one of the stored log's that the seat may read. */
  private checkEvents(
    log: LogView,
    seat: Seat | null,
    version: number,
    events: any[],
    say: (check: string, what: string) => void,
    secrets: () => Set<string>,
  ): void {
    // Events as the log gives them to the seat, from an action on: as JSON text, they are the
    // message's (a full update after an undo carries every action's), so each one is one the seat
    // may read. Otherwise each is looked for among its action's.
    const exact = this.asLogged(log, seat, version, events);
    for (const e of events) {
      const at = e?.at;
      if (!exact) {
        if (!Number.isInteger(at) || at < 1 || at > version) {
          say('events', `events of action ${at}, past the message's version ${version}`);
          continue;
        }
        if (!this.readableOf(log(at), at, seat).some((sent) => sameJson(e, sent)))
          say('events', `action ${at}: an event the seat may not read: ${canonicalJson(e).slice(0, 200)}`);
      }
      // The events of the action just taken name no secret of the states around it.
      if (at === version)
        for (const leak of secretLeaves(e, secrets()))
          say('secret-value', `an event of action ${at} names ${leak.item} (${this.game.id})`);
    }
  }

  /**
   * True when `events`, as JSON text, are every event the seat may read of the actions from the
   * first one's to `version`, in order, as they travel.
   */
  private asLogged(log: LogView, seat: Seat | null, version: number, events: unknown[]): boolean {
    const first = (events[0] as { at?: unknown } | undefined)?.at;
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > version) return false;
    const texts: string[] = [];
    for (let at = first; at <= version; at++) texts.push(this.readableText(log(at), at, seat));
    return JSON.stringify(events) === `[${texts.join(',')}]`;
  }

  /** The events of the log entry of action `at` that the seat may read, as they travel. */
  private readableOf(entry: LogEntry, at: number, seat: Seat | null): SentEvent[] {
    return this.readableFor(entry, at, seat).events;
  }

  /** Those events' JSON text, without the brackets. */
  private readableText(entry: LogEntry, at: number, seat: Seat | null): string {
    const readable = this.readableFor(entry, at, seat);
    readable.text ??= JSON.stringify(readable.events).slice(1, -1);
    return readable.text;
  }

  private readableFor(entry: LogEntry, at: number, seat: Seat | null): Readable {
    let bySeat = this.readable.get(entry);
    if (!bySeat) this.readable.set(entry, (bySeat = new Map()));
    let out = bySeat.get(seat);
    if (!out) bySeat.set(seat, (out = { events: sentEvents(entry, seat, at) }));
    return out;
  }
}

/** The events of one log entry that one seat may read, and their JSON text once asked for. */
interface Readable {
  events: SentEvent[];
  text?: string;
}

/**
 * The legal actions of a seat, to find a listed one among: by its JSON text first (a listed action
 * travels as the game gave it), then, for one written otherwise, by its canonical JSON.
 */
class LegalActions {
  private readonly texts: Set<string>;
  private canonical: Set<string> | null = null;

  constructor(private readonly actions: unknown[]) {
    this.texts = new Set(actions.map((a) => JSON.stringify(a)));
  }

  has(action: unknown): boolean {
    const text = JSON.stringify(action);
    if (text !== undefined && this.texts.has(text)) return true;
    this.canonical ??= new Set(this.actions.map(canonicalJson));
    return this.canonical.has(canonicalJson(action));
  }
}

/**
 * The stored line of a match replayed: the position at `version`, a few positions before it (each
 * state apart, so each stays as it was), and the log so far. It follows the store from one scan to
 * the next: a position is replayed again only once the store no longer holds the actions it was
 * reached by. Between two positions it needs, it steps one copy of the state in place.
 */
class StoredLine {
  /** The match's setup, to replay from and to fork from. */
  setup: Omit<Match, 'state' | 'log'> = { game: '', options: undefined, seats: 0, seed: '' };
  /** The stored actions the line was last told of. */
  private actions: StoredAction[] = [];
  private readonly moments = new Map<number, Moment>();
  private version = -1;
  /** The entries of the line's actions 1 to `version`. */
  private entries: LogEntry[] = [];
  readonly log: LogView = (at) => this.entries[at - 1];

  constructor(private readonly game: AnyGame) {}

  /** Takes the store's actions as read now: positions past what they still share with the line are forgotten. */
  follow(authority: Authority): void {
    this.setup = {
      game: this.game.id,
      options: authority.options,
      seats: authority.seats,
      seed: authority.seed,
    };
    const old = this.actions;
    const now = authority.actions;
    const shared = Math.min(old.length, now.length, Math.max(this.version, 0));
    let p = 0;
    while (
      p < shared &&
      (old[p] === now[p] || (old[p].seat === now[p].seat && sameJson(old[p].action, now[p].action)))
    )
      p++;
    this.actions = now;
    if (this.version > p) this.back(p);
  }

  /** The position at `version` of the stored line. */
  reach(version: number, authority: Authority): Moment {
    if (version < this.version) this.back(version);
    if (this.version < 0 || version < this.version) {
      // Nothing kept at or before it: replayed from the setup.
      const match = playedThrough(this.game, authority, this.actions.slice(0, version));
      this.entries = match.log;
      this.keep(version, new Moment(this.game, match.state));
      return this.moments.get(version)!;
    }
    if (version === this.version) return this.moments.get(version)!;
    // One copy of the last position, stepped in place: that position keeps its own state.
    const match: Match = {
      ...this.setup,
      state: this.game.clone(this.moments.get(this.version)!.state),
      log: this.entries,
    };
    for (let v = this.version + 1; v <= version; v++) {
      const { seat, action } = this.actions[v - 1];
      const entry = actInPlace(this.game, match, seat, action);
      if (entry instanceof RuleError)
        throw new RuleError('bad-replay', `Action ${v} was refused: ${entry.message}`);
      this.entries.push(entry);
    }
    this.keep(version, new Moment(this.game, match.state));
    return this.moments.get(version)!;
  }

  /** Goes back to the kept position at `version` or, when none is kept, to nothing. */
  private back(version: number): void {
    for (const v of this.moments.keys()) if (v > version) this.moments.delete(v);
    if (this.moments.has(version)) {
      this.version = version;
      this.entries.length = version;
    } else {
      this.moments.clear();
      this.version = -1;
      this.entries = [];
    }
  }

  private keep(version: number, moment: Moment): void {
    this.moments.set(version, moment);
    this.version = version;
    for (const v of this.moments.keys()) if (v <= version - KEPT) this.moments.delete(v);
  }
}

/**
 * The match's histories: the stored one, and each one an undo cut short, as a tree of positions.
 * A position is named `<version>` on the stored line, `b<undos>` for the one an undo (made in
 * history `undos`) took back; each history shares every earlier position with the next.
 */
class Histories {
  private readonly byUndos = new Map<number, Undone>();
  private readonly children = new Map<string, Undone[]>();
  private readonly parents = new Map<string, string>();

  constructor(private readonly authority: Authority) {
    for (const undone of authority.undone) this.byUndos.set(undone.undos, undone);
    for (const undone of authority.undone) {
      const parent = this.nodeOf(undone.version - 1, undone.undos + 1);
      if (parent === null) continue;
      const list = this.children.get(parent) ?? [];
      list.push(undone);
      this.children.set(parent, list);
      this.parents.set(`b${undone.undos}`, parent);
    }
  }

  /** The position a position taken back was taken from; null for a stored one, or one no history reaches. */
  parentOf(key: string): string | null {
    return this.parents.get(key) ?? null;
  }

  /** The stored position a position hangs from: its own version, or the one its undos were taken from; null if none. */
  lineOf(key: string): number | null {
    let k: string | undefined = key;
    while (k?.startsWith('b')) k = this.parents.get(k);
    return k === undefined ? null : Number(k);
  }

  /**
   * The position history `undos` was at when it stood at `version`; null when the store and the
   * actions taken back make no such history (a version past its end, an undo the store does not count).
   */
  nodeOf(version: number, undos: number): string | null {
    const { actions, undos: stored } = this.authority;
    if (undos > stored) return null;
    for (let u = undos; u < stored; u++) {
      const undone = this.byUndos.get(u);
      if (!undone || version > undone.version) return null;
      if (version === undone.version) return `b${u}`;
    }
    return version <= actions.length ? String(version) : null;
  }

  /** The actions taken back right after the position `key`. */
  childrenOf(key: string): Undone[] {
    return this.children.get(key) ?? [];
  }
}

/** One replayed state with what the scanner asks of it, each worked out once per seat. */
class Moment {
  private readonly views = new Map<Seat | null, unknown>();
  private readonly counts = new Map<Seat | null, Map<string, number>>();
  private readonly secrets = new Map<Seat | null, Set<string>>();
  private readonly sole = new Map<Seat | null, Set<string>>();
  private strings: Map<string, number> | null = null;

  constructor(
    private readonly game: AnyGame,
    readonly state: unknown,
  ) {}

  /** The game's view for the seat, as it travels. */
  view(seat: Seat | null): unknown {
    if (!this.views.has(seat)) this.views.set(seat, this.game.view(this.state, seat));
    return this.views.get(seat);
  }

  /** The items hidden from the seat that can be searched for by value (`distinctSecrets`). */
  hidden(seat: Seat | null): Set<string> {
    let out = this.secrets.get(seat);
    if (!out)
      this.secrets.set(seat, (out = distinctSecrets(this.game, this.state, seat, this.countsOf(seat))));
    return out;
  }

  /** The items hidden from the seat that the state names nowhere else (`soleSecrets`). */
  onlyHidden(seat: Seat | null): Set<string> {
    let out = this.sole.get(seat);
    if (!out) {
      this.strings ??= stringCounts(this.state);
      this.sole.set(seat, (out = soleSecrets(this.countsOf(seat), this.strings)));
    }
    return out;
  }

  private countsOf(seat: Seat | null): Map<string, number> {
    let out = this.counts.get(seat);
    if (!out) this.counts.set(seat, (out = hiddenCounts(this.game, this.state, seat)));
    return out;
  }
}

/**
 * Null when the seat's view stays the same with what it may not know dealt again (for a
 * spectator: by each seat in turn); else where it changed. `twinOf` deals the state again by a seat.
 */
function twinsDiffer(
  game: AnyGame,
  seats: number,
  now: Moment,
  seat: Seat | null,
  twinOf: (dealer: Seat) => unknown,
): string | null {
  if (!game.resample) return null;
  const dealers = seat === null ? Array.from({ length: seats }, (_, s) => s) : [seat];
  for (const dealer of dealers) {
    const seen = game.view(twinOf(dealer), seat);
    if (!sameJson(seen, now.view(seat)))
      return `the view changes when what seat ${dealer + 1} may not know is dealt again: ${difference(jsonOf(now.view(seat)), jsonOf(seen))}`;
  }
  return null;
}

function cached<T>(compute: (seat: Seat | null) => T): (seat: Seat | null) => T {
  const memo = new Map<Seat | null, T>();
  return (seat) => {
    if (!memo.has(seat)) memo.set(seat, compute(seat));
    return memo.get(seat) as T;
  };
}

/** A value as it travels: through JSON (undefined fields dropped). */
function jsonOf(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** The first place two JSON values differ, in words: the path, the first value, then the second. */
export function difference(expected: unknown, got: unknown, path = 'view'): string {
  if (canonicalJson(expected) === canonicalJson(got)) return 'nothing';
  if (expected && got && typeof expected === 'object' && typeof got === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(got)]);
    for (const k of keys) {
      const a = (expected as Record<string, unknown>)[k];
      const b = (got as Record<string, unknown>)[k];
      if (canonicalJson(a ?? null) !== canonicalJson(b ?? null))
        return difference(a, b, Array.isArray(expected) ? `${path}[${k}]` : `${path}.${k}`);
    }
  }
  const show = (x: unknown) => (x === undefined ? 'nothing' : canonicalJson(x).slice(0, 160));
  return `${path}: ${show(expected)}, then ${show(got)}`;
}
