import {
  type AnyGame,
  act,
  canonicalJson,
  createMatch,
  type LogEntry,
  type Match,
  randomSource,
  type Seat,
} from '@questbox/engine';
import { revisionOf } from '../live';
import { sentEvents } from '../updates';
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
  const scan: MatchScan = { messages: received.length, byKind: {}, afterUndo: 0, takenBack: 0, findings: [] };
  const histories = new Histories(authority);
  const byNode = new Map<string, Placed[]>();
  const finding = (placed: Omit<Placed, 'm'>, check: string, what: string) =>
    scan.findings.push({
      game: game.id,
      match: authority.id,
      seat: placed.r.seat,
      version: placed.version,
      history: placed.history,
      via: placed.r.via,
      check,
      what,
    });
  for (const r of received) {
    const m = JSON.parse(r.text);
    const kind =
      m.type ?? (r.via === 'past-view' ? (m.view !== undefined ? 'past-view' : 'http-error') : '?');
    scan.byKind[kind] = (scan.byKind[kind] ?? 0) + 1;
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
    if (node === null) {
      finding(
        { r, version, history },
        'version',
        `names version ${version}, history ${m.history ?? history}; the store has 0 to ${authority.actions.length} after ${authority.undos} undos`,
      );
      continue;
    }
    if (undos > 0) scan.afterUndo++;
    if (node.startsWith('b')) scan.takenBack++;
    const list = byNode.get(node) ?? [];
    list.push({ r, m, version, history });
    byNode.set(node, list);
  }

  /** Scans the messages about one position: `now`, reached from `before` by the action numbered `v`. */
  const scanNode = (key: string, v: number, before: Moment, now: Moment, readable: ReadableEvents) => {
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
    const viewFindings = cached((seat: Seat | null) => {
      // Items hidden from the seat named anywhere in its view, and the view dealt again.
      const out = secretLeaves(now.view(seat), now.onlyHidden(seat)).map((named) => ({
        check: 'secret-item',
        what: `${named.path} names ${named.item}, hidden from the seat`,
      }));
      const differs = twinsDiffer(game, authority, key, now, seat);
      if (differs) out.push({ check: 'secret-view', what: differs });
      return out;
    });
    const legalOf = cached((seat: Seat | null) =>
      seat === null ? new Set<string>() : new Set(game.legal(now.state, seat).map(canonicalJson)),
    );
    const scanned = new Set<string>();
    for (const placed of messages) {
      const { r, m } = placed;
      const say = (check: string, what: string) => finding(placed, check, what);
      if (r.text.includes('"rng"')) say('generator', 'the message has an "rng" field');
      if (words && r.text.includes(words)) say('generator', "the message carries the generator's words");
      // A seat's sockets share one text per version: one scan of it is enough.
      const text = `${r.seat}:${r.text}`;
      if (scanned.has(text)) continue;
      scanned.add(text);
      if (m.view !== undefined) {
        if (!sameJson(m.view, now.view(r.seat)))
          say('view', `not the game's view at that version: ${difference(jsonOf(now.view(r.seat)), m.view)}`);
        else for (const found of viewFindings(r.seat)) say(found.check, found.what);
        checkEvents(readable, r.seat, v, m.events ?? [], say, () => secretsOf(r.seat), game.id);
      }
      if (m.type === 'update') {
        for (const d of m.decisions ?? [])
          if (d.seat !== r.seat) say('choices', `a decision of seat ${d.seat + 1}`);
        const legal = legalOf(r.seat);
        for (const l of m.legal ?? [])
          if (!legal.has(canonicalJson(l.action)))
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
  const scanTakenBack = (parentKey: string, parent: Match, parentMoment: Moment) => {
    for (const undone of histories.childrenOf(parentKey)) {
      const key = `b${undone.undos}`;
      const fork: Match = { ...parent, log: parent.log.slice() };
      try {
        act(game, fork, undone.seat, undone.action);
      } catch (e) {
        for (const placed of byNode.get(key) ?? [])
          finding(
            placed,
            'undo',
            `the action taken back at version ${undone.version} does not replay there: ${(e as Error).message}`,
          );
        continue;
      }
      const now = new Moment(game, fork.state);
      scanNode(key, undone.version, parentMoment, now, new ReadableEvents(fork.log));
      scanTakenBack(key, fork, now);
    }
  };

  const match = createMatch(game, authority);
  const readable = new ReadableEvents(match.log);
  let moment = new Moment(game, match.state);
  for (let v = 0; v <= authority.actions.length; v++) {
    const before = moment;
    if (v > 0) {
      act(game, match, authority.actions[v - 1].seat, authority.actions[v - 1].action);
      moment = new Moment(game, match.state);
    }
    scanNode(String(v), v, before, moment, readable);
    scanTakenBack(String(v), match, moment);
  }
  return scan;
}

/**
 * The match's histories: the stored one, and each one an undo cut short, as a tree of positions.
 * A position is named `<version>` on the stored line, `b<undos>` for the one an undo (made in
 * history `undos`) took back; each history shares every earlier position with the next.
 */
class Histories {
  private readonly byUndos = new Map<number, Undone>();
  private readonly children = new Map<string, Undone[]>();

  constructor(private readonly authority: Authority) {
    for (const undone of authority.undone) this.byUndos.set(undone.undos, undone);
    for (const undone of authority.undone) {
      const parent = this.nodeOf(undone.version - 1, undone.undos + 1);
      if (parent === null) continue;
      const list = this.children.get(parent) ?? [];
      list.push(undone);
      this.children.set(parent, list);
    }
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
 * spectator: by each seat in turn); else where it changed.
 */
function twinsDiffer(
  game: AnyGame,
  authority: Authority,
  position: string,
  now: Moment,
  seat: Seat | null,
): string | null {
  if (!game.resample) return null;
  const dealers = seat === null ? Array.from({ length: authority.seats }, (_, s) => s) : [seat];
  for (const dealer of dealers) {
    const twin = game.resample(now.state, dealer, randomSource(`${authority.id}:${position}:${dealer}`));
    const seen = game.view(twin, seat);
    if (!sameJson(seen, now.view(seat)))
      return `the view changes when what seat ${dealer + 1} may not know is dealt again: ${difference(jsonOf(now.view(seat)), jsonOf(seen))}`;
  }
  return null;
}

/** The events of each stored action that a seat may read, as they travel, worked out once each. */
class ReadableEvents {
  private readonly texts = new Map<string, Set<string>>();

  constructor(private readonly log: readonly LogEntry[]) {}

  of(at: number, seat: Seat | null): Set<string> {
    const key = `${at}:${seat}`;
    let out = this.texts.get(key);
    if (out) return out;
    out = new Set(sentEvents(this.log[at - 1], seat, at).map((sent) => canonicalJson(sent)));
    this.texts.set(key, out);
    return out;
  }
}

/** Each event of the message must be one of the stored log's that the seat may read. */
function checkEvents(
  readable: ReadableEvents,
  seat: Seat | null,
  version: number,
  events: any[],
  say: (check: string, what: string) => void,
  secrets: () => Set<string>,
  gameId: string,
): void {
  for (const e of events) {
    const at = e?.at;
    if (!Number.isInteger(at) || at < 1 || at > version) {
      say('events', `events of action ${at}, past the message's version ${version}`);
      continue;
    }
    const text = canonicalJson(e);
    if (!readable.of(at, seat).has(text))
      say('events', `action ${at}: an event the seat may not read: ${text.slice(0, 200)}`);
    // The events of the action just taken name no secret of the states around it.
    if (at === version)
      for (const leak of secretLeaves(e, secrets()))
        say('secret-value', `an event of action ${at} names ${leak.item} (${gameId})`);
  }
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
