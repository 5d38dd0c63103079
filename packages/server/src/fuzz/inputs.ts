/** Where a hostile input goes: a seat's socket, the spectator's, a fresh socket, or an HTTP request. */
export type Via =
  | { to: 'seat'; seat: number }
  | { to: 'spectator' }
  | { to: 'fresh'; match: 'own' | 'other' }
  | { to: 'http'; method: 'POST'; path: 'create' | 'join' };

export interface HostileInput {
  kind: string;
  via: Via;
  text: string;
  /** The input may be taken (a mutated action that happens to be legal, an undo of one's own action). */
  mayApply: boolean;
}

/** Where a match stands, as its seats see it. */
export interface Moment {
  seats: number;
  version: number;
  history: string;
  undos: number;
  /** Seats the table waits on; the first one's legal actions. */
  waiting: number[];
  legal: unknown[];
  /** Act messages taken earlier, with the seat that sent them. */
  taken: { seat: number; text: string }[];
  /** A token of a seat of another match. */
  foreignToken: string;
  ownToken: string;
}

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const int = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

const act = (m: Moment, action: unknown, over: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'act', id: 'f', version: m.version, history: m.history, action, ...over });

/** A seat the table does not wait on, or null when it waits on every seat. */
function idleSeat(random: Random, m: Moment): number | null {
  const idle = Array.from({ length: m.seats }, (_, s) => s).filter((s) => !m.waiting.includes(s));
  return idle.length ? pick(random, idle) : null;
}

/** A legal action with one of its values pushed out of range or out of type. */
function mutate(random: Random, action: unknown): unknown {
  if (typeof action === 'number') return pick(random, [-1, 999_999, 1.5, -0.5, 2 ** 53, '0', null, []]);
  if (typeof action === 'string') return pick(random, ['', 'x'.repeat(300), '__proto__', 'constructor', 7]);
  if (typeof action === 'boolean' || action === null) return pick(random, [1, 'true', {}, null, []]);
  if (Array.isArray(action)) {
    if (action.length === 0 || random() < 0.3) return [...action, pick(random, [999, -1, 'x', null])];
    const copy = action.slice();
    const i = int(random, 0, copy.length - 1);
    copy[i] = mutate(random, copy[i]);
    return copy;
  }
  const keys = Object.keys(action as object);
  if (keys.length === 0 || random() < 0.15) return { ...(action as object), extra: 999 };
  const key = pick(random, keys);
  return { ...(action as object), [key]: mutate(random, (action as Record<string, unknown>)[key]) };
}

/** Nested arrays as deep as fits in about `bytes` characters. */
function deep(bytes: number): string {
  const depth = Math.floor(bytes / 2);
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function garbage(random: Random, m: Moment): string {
  return pick(random, [
    () => '',
    () => '{',
    () => 'null',
    () => '[]',
    () => String(random()),
    () => JSON.stringify({ type: pick(random, ['act', 'undo', 'attach', 'ping', 'fly', '', 7]) }),
    () =>
      JSON.stringify({
        type: 'act',
        version: pick(random, [-1, 1.5, '3', null, 1e20]),
        history: m.history,
        action: {},
      }),
    () =>
      JSON.stringify({
        type: 'act',
        version: m.version,
        history: pick(random, [7, null, {}, 'x'.repeat(41)]),
        action: {},
      }),
    () => JSON.stringify({ type: 'act', version: m.version, history: m.history }),
    () => JSON.stringify({ type: 'act', version: m.version, history: m.history, action: {}, extra: 1 }),
    () => JSON.stringify({ type: 'undo', id: { no: 1 }, version: m.version, history: m.history }),
    () => JSON.stringify({ type: 'ping', id: 'x'.repeat(65) }),
    () => JSON.stringify({ type: 'attach', match: m.history }),
    () => `{"type":"act","version":${m.version},"history":"${m.history}","action":${deep(200)}`,
    () => JSON.stringify({ __proto__: { type: 'act' }, constructor: 1 }),
    () => String.fromCharCode(...Array.from({ length: 40 }, () => int(random, 0, 0xffff))),
  ])();
}

function httpBody(random: Random, m: Moment): string {
  return pick(random, [
    () => '',
    () => '{',
    () => 'null',
    () =>
      JSON.stringify({
        game: pick(random, ['race', 'nope', 7, null]),
        seats: pick(random, [[], {}, 'x', [{ kind: 'x' }]]),
      }),
    () => JSON.stringify({ game: 'race', seats: [{ kind: 'bot', bot: 'nope' }, { kind: 'human' }] }),
    () => JSON.stringify({ game: 'race', seats: Array.from({ length: 17 }, () => ({ kind: 'human' })) }),
    () =>
      JSON.stringify({
        game: 'race',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        awayMinutes: pick(random, [0, -1, 1e9, 'x']),
      }),
    () =>
      JSON.stringify({
        game: 'race',
        options: deepObject(int(random, 50, 2000)),
        seats: [{ kind: 'human' }],
      }),
    () => JSON.stringify({ name: 'x'.repeat(int(random, 41, 20_000)) }),
    () => JSON.stringify({ name: pick(random, [7, null, {}, ' ']) }),
    () => JSON.stringify({ token: m.foreignToken, seat: 0 }),
    () => deep(int(random, 100, 30_000)),
  ])();
}

function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** One hostile input of a random kind for a match at `m`. */
export function hostileInput(random: Random, m: Moment): HostileInput {
  const decider = m.waiting[0] ?? 0;
  const legal = m.legal.length ? pick(random, m.legal) : { type: 'nothing' };
  const r = random();
  if (r < 0.12) {
    const seat = idleSeat(random, m);
    if (seat !== null)
      return { kind: 'wrong-seat', via: { to: 'seat', seat }, text: act(m, legal), mayApply: false };
  }
  if (r < 0.22) {
    const version = pick(random, [
      m.version + 1,
      m.version + int(random, 2, 50),
      Math.max(0, m.version - int(random, 1, 5)),
    ]);
    if (version !== m.version)
      return {
        kind: 'stale-version',
        via: { to: 'seat', seat: decider },
        text: act(m, legal, { version }),
        mayApply: false,
      };
  }
  if (r < 0.3) {
    const history = `${m.version}.${m.undos + int(random, 1, 3)}`;
    return {
      kind: 'stale-history',
      via: { to: 'seat', seat: decider },
      text: act(m, legal, { history }),
      mayApply: false,
    };
  }
  if (r < 0.38 && m.taken.length) {
    const old = pick(random, m.taken);
    return { kind: 'replay', via: { to: 'seat', seat: old.seat }, text: old.text, mayApply: false };
  }
  if (r < 0.5)
    return {
      kind: 'out-of-range',
      via: { to: 'seat', seat: decider },
      text: act(m, mutate(random, legal)),
      mayApply: true,
    };
  if (r < 0.54) {
    const text = act(m, { pad: 'x'.repeat(int(random, 17_000, 60_000)) });
    return { kind: 'huge', via: { to: 'seat', seat: decider }, text, mayApply: false };
  }
  if (r < 0.58) {
    const text = `{"type":"act","id":"f","version":${m.version},"history":"${m.history}","action":${deep(int(random, 1000, 15_000))}}`;
    return { kind: 'deep', via: { to: 'seat', seat: decider }, text, mayApply: false };
  }
  if (r < 0.64) {
    const other = random() < 0.5;
    const text = JSON.stringify({ type: 'attach', match: 'own', token: other ? m.ownToken : m.foreignToken });
    return {
      kind: 'foreign-token',
      via: { to: 'fresh', match: other ? 'other' : 'own' },
      text,
      mayApply: false,
    };
  }
  if (r < 0.7)
    return { kind: 'spectator-act', via: { to: 'spectator' }, text: act(m, legal), mayApply: false };
  if (r < 0.76) {
    const seat = int(random, 0, m.seats - 1);
    const text = JSON.stringify({ type: 'undo', id: 'f', version: m.version, history: m.history });
    return { kind: 'undo', via: { to: 'seat', seat }, text, mayApply: true };
  }
  if (r < 0.9)
    return {
      kind: 'garbage',
      via: { to: 'seat', seat: int(random, 0, m.seats - 1) },
      text: garbage(random, m),
      mayApply: false,
    };
  const path = random() < 0.6 ? 'create' : 'join';
  return {
    kind: `http-${path}`,
    via: { to: 'http', method: 'POST', path },
    text: httpBody(random, m),
    mayApply: path === 'create',
  };
}
