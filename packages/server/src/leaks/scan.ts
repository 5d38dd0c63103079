import { type AnyGame, act, canonicalJson, createMatch, randomSource, type Seat } from '@questbox/engine';
import { distinctSecrets, generatorWords, secretLeaves } from './secrets';

/** How a message reached the client that recorded it. */
export type Via = 'player' | 'spectator' | 'reconnect' | 'past-view' | 'reply';

/** One message a client received, as it came. */
export interface Received {
  via: Via;
  /** The seat the client speaks for; null: a spectator. */
  seat: Seat | null;
  /** The match version of the last update this client had when the message came (for replies naming none). */
  seen: number;
  /** The message text exactly as it arrived. */
  text: string;
}

/** A match as the store holds it: the authority the scanner replays. */
export interface Authority {
  id: string;
  options: unknown;
  seats: number;
  seed: string;
  actions: { seat: Seat; action: unknown }[];
}

export interface Finding {
  game: string;
  match: string;
  seat: Seat | null;
  version: number;
  via: Via;
  /** Which check found it (see the server README): view, secret-view, events, choices, generator, secret-value, version. */
  check: string;
  what: string;
}

export interface MatchScan {
  messages: number;
  /** Messages by kind: updates, past views, replies. */
  byKind: Record<string, number>;
  findings: Finding[];
}

/**
 * Checks every message the clients of one match received against what their seat may know,
 * replaying the stored actions from the match's setup (the authority, not the server's memory):
 * - `view`: the view sent equals the game's view for that seat, recomputed at that version;
 * - `secret-view`: the view does not change when everything the seat may not know changes: the
 *   state dealt again by the game's zone declarations (`resample`: other hands, face-down piles and
 *   their order, a new generator, hidden picks), once per seat for a spectator;
 * - `events`: the events of each action are those of the stored log that the seat may read;
 * - `choices`: decisions and legal actions are the seat's own;
 * - `generator`: no message carries the generator's state (an `rng` key or its words);
 * - `secret-value`: events, choices and replies name no item hidden from the seat (string ids
 *   only: the view is covered structurally, and numbers are everywhere);
 * - `version`: a message names no version the store does not have.
 */
export function scanMatch(game: AnyGame, authority: Authority, received: Received[]): MatchScan {
  const scan: MatchScan = { messages: received.length, byKind: {}, findings: [] };
  const last = authority.actions.length;
  const byVersion = new Map<number, { r: Received; m: any }[]>();
  const finding = (r: Received, version: number, check: string, what: string) =>
    scan.findings.push({
      game: game.id,
      match: authority.id,
      seat: r.seat,
      version,
      via: r.via,
      check,
      what,
    });
  for (const r of received) {
    const m = JSON.parse(r.text);
    const kind =
      m.type ?? (r.via === 'past-view' ? (m.view !== undefined ? 'past-view' : 'http-error') : '?');
    scan.byKind[kind] = (scan.byKind[kind] ?? 0) + 1;
    const version = typeof m.version === 'number' ? m.version : r.seen;
    if (!Number.isInteger(version) || version < 0 || version > last) {
      finding(r, version, 'version', `names version ${version}; the store has 0 to ${last}`);
      continue;
    }
    const list = byVersion.get(version) ?? [];
    list.push({ r, m });
    byVersion.set(version, list);
  }

  const match = createMatch(game, authority);
  const views = new Map<string, string>();
  let before = match.state;
  for (let v = 0; v <= last; v++) {
    if (v > 0) {
      before = match.state;
      act(game, match, authority.actions[v - 1].seat, authority.actions[v - 1].action);
    }
    const state = match.state;
    const words = generatorWords(state);
    views.clear();
    const viewOf = (seat: Seat | null) => {
      const key = String(seat);
      let text = views.get(key);
      if (text === undefined) views.set(key, (text = canonicalJson(jsonOf(game.view(state, seat)))));
      return text;
    };
    const secretsOf = cached((seat: Seat | null) => {
      // Items hidden before or after the action, which the seat sees in neither state's view.
      const out = distinctSecrets(game, state, seat);
      if (v > 0) for (const s of distinctSecrets(game, before, seat)) out.add(s);
      for (const s of [state, before])
        for (const { item } of secretLeaves(jsonOf(game.view(s, seat)), out)) out.delete(item);
      return out;
    });
    const twinsDiffer = cached((seat: Seat | null) => {
      if (!game.resample) return null;
      const dealers = seat === null ? Array.from({ length: authority.seats }, (_, s) => s) : [seat];
      for (const dealer of dealers) {
        const twin = game.resample(state, dealer, randomSource(`${authority.id}:${v}:${dealer}`));
        const seen = canonicalJson(jsonOf(game.view(twin, seat)));
        if (seen !== viewOf(seat))
          return `the view changes when what seat ${dealer + 1} may not know is dealt again: ${difference(JSON.parse(viewOf(seat)), JSON.parse(seen))}`;
      }
      return null;
    });
    const scanned = new Set<string>();
    for (const { r, m } of byVersion.get(v) ?? []) {
      const say = (check: string, what: string) => finding(r, v, check, what);
      if (r.text.includes('"rng"')) say('generator', 'the message has an "rng" field');
      if (words && r.text.includes(words)) say('generator', "the message carries the generator's words");
      // A seat's sockets share one text per version: one scan of it is enough.
      const key = `${r.seat}:${r.text}`;
      if (scanned.has(key)) continue;
      scanned.add(key);
      const secrets = () => secretsOf(r.seat);
      if (m.view !== undefined) {
        if (canonicalJson(m.view) !== viewOf(r.seat))
          say(
            'view',
            `not the game's view at that version: ${difference(JSON.parse(viewOf(r.seat)), m.view)}`,
          );
        else {
          const differs = twinsDiffer(r.seat);
          if (differs) say('secret-view', differs);
        }
        checkEvents(game, match.log, r.seat, v, m.events ?? [], say, secretsOf);
      }
      if (m.type === 'update') {
        for (const d of m.decisions ?? [])
          if (d.seat !== r.seat) say('choices', `a decision of seat ${d.seat + 1}`);
        const legal = r.seat === null ? [] : game.legal(state, r.seat).map(canonicalJson);
        for (const l of m.legal ?? [])
          if (!legal.includes(canonicalJson(l.action)))
            say('choices', `an action the seat may not take: ${canonicalJson(l.action).slice(0, 200)}`);
        for (const leak of secretLeaves({ decisions: m.decisions, legal: m.legal }, secrets()))
          say('secret-value', `${leak.path} names ${leak.item}`);
      } else if (m.view === undefined) {
        // A reply (a refusal, an error) names no secret.
        for (const leak of secretLeaves(m, secrets()))
          say('secret-value', `the reply's ${leak.path} names ${leak.item}`);
      }
    }
  }
  return scan;
}

/** Each event of the message must be one of the stored log's that the seat may read, in order. */
function checkEvents(
  game: AnyGame,
  log: { seat: Seat; events: { type: string; text: string; to?: Seat[]; data?: unknown }[] }[],
  seat: Seat | null,
  version: number,
  events: any[],
  say: (check: string, what: string) => void,
  secretsOf: (seat: Seat | null) => Set<string>,
): void {
  const byAt = new Map<number, any[]>();
  for (const e of events) {
    const list = byAt.get(e.at) ?? [];
    list.push(e);
    byAt.set(e.at, list);
  }
  for (const [at, sent] of byAt) {
    if (!Number.isInteger(at) || at < 1 || at > version) {
      say('events', `events of action ${at}, past the message's version ${version}`);
      continue;
    }
    const entry = log[at - 1];
    const readable = entry.events
      .filter((e) => e.to === undefined || (seat !== null && e.to.includes(seat)))
      .map((e) => {
        const out: Record<string, unknown> = { at, seat: entry.seat, type: e.type, text: e.text };
        if (e.data !== undefined) out.data = e.data;
        return canonicalJson(jsonOf(out));
      });
    const got = sent.map((e) => canonicalJson(e));
    for (const e of got)
      if (!readable.includes(e))
        say('events', `action ${at}: an event the seat may not read: ${e.slice(0, 200)}`);
    // The events of the action just taken name no secret of the states around it.
    if (at === version)
      for (const leak of secretLeaves(sent, secretsOf(seat)))
        say('secret-value', `an event of action ${at} names ${leak.item} (${game.id})`);
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
