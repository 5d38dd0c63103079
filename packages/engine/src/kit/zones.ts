import { copyPlain } from '../plain';
import { createRng, int, type Rng, shuffle } from '../rng';
import type { GameEvent, Seat } from '../types';
import { forget, type Knowledge, type KnownItem, mark } from './knowledge';

/**
 * Who sees a zone's items:
 * - `public`: everyone; `count`: face down, only the size is seen;
 * - `owner`: its owner sees the items, everyone else the size;
 * - `top`: face down but for the last item (a stack whose top lies face up);
 * - `secret`: nobody sees it, not even its size;
 * - `internal`: bookkeeping that copies items shown elsewhere (a card on its way between two
 *   places): never shown, never dealt again, but counted by the conservation check.
 */
export type Visibility = 'public' | 'count' | 'owner' | 'top' | 'secret' | 'internal';

/** A field of the state and what the views and the resampling do with it. */
export type Shape =
  | { is: 'public' }
  | { is: 'hidden' }
  | ZoneShape
  | { is: 'seats'; of: Shape }
  | { is: 'object'; fields: Record<string, Shape> }
  | { is: 'custom'; view(value: any, viewer: Seat | null, state: any): unknown }
  | { is: 'knowledge' };

export interface ZoneShape {
  is: 'zone';
  visibility: Visibility;
  /**
   * The kind of component it holds ("castle-cards"): items of one pool can stand for each other
   * when a bot's sample deals again what its seat cannot see. A zone holding several kinds (cards
   * set aside at setup) names each item's pool.
   */
  pool: string | ((item: any) => string);
  /**
   * Seats that see its items besides its owner, from the whole state: the seat searching a
   * face-down Marketplace, the caster of a spell that shows a hand; `all` turns it face up.
   */
  seenBy?(state: any, owner: Seat | null): Seat[] | 'all';
}

/** The declaration builders: a state's fields, one by one. */
export const field = {
  public: { is: 'public' } as Shape,
  hidden: { is: 'hidden' } as Shape,
  zone(
    visibility: Visibility,
    pool: ZoneShape['pool'],
    more: Partial<Omit<ZoneShape, 'is'>> = {},
  ): ZoneShape {
    return { is: 'zone', visibility, pool, ...more };
  },
  /** An array with one entry per seat: entry i belongs to seat i. */
  seats(of: Shape): Shape {
    return { is: 'seats', of };
  },
  object(fields: Record<string, Shape>): Shape {
    return { is: 'object', fields };
  },
  /** A field with a view of its own making (a frame stack: see `frames`). */
  custom(view: (value: any, viewer: Seat | null, state: any) => unknown): Shape {
    return { is: 'custom', view };
  },
  /**
   * The state's `Knowledge` (a top-level field): which seats know which items of the zones that
   * hide them. Each seat's view of it lists what that seat knows; resampling keeps those items.
   */
  knowledge: { is: 'knowledge' } as Shape,
};

function sees(zone: ZoneShape, owner: Seat | null, viewer: Seat | null, state: unknown): boolean {
  if (zone.visibility === 'internal') return false;
  const extra = zone.seenBy?.(state, owner);
  if (extra === 'all' || (viewer !== null && extra?.includes(viewer))) return true;
  switch (zone.visibility) {
    case 'public':
      return true;
    case 'owner':
      // The owner is the seat of the enclosing `seats` field.
      return viewer !== null && owner === viewer;
    default:
      return false;
  }
}

function viewZone(
  zone: ZoneShape,
  items: unknown[],
  owner: Seat | null,
  viewer: Seat | null,
  state: unknown,
) {
  if (sees(zone, owner, viewer, state)) return items.slice();
  if (zone.visibility === 'top')
    return { count: items.length, top: items.length > 0 ? items[items.length - 1] : null };
  return items.length;
}

function viewValue(
  shape: Shape,
  value: unknown,
  owner: Seat | null,
  viewer: Seat | null,
  state: unknown,
): unknown {
  switch (shape.is) {
    case 'public':
      return copyPlain(value);
    case 'zone':
      return viewZone(shape, value as unknown[], owner, viewer, state);
    case 'seats':
      return (value as unknown[]).map((v, seat) => viewValue(shape.of, v, seat, viewer, state));
    case 'object':
      return viewObject(shape.fields, value as Record<string, unknown>, owner, viewer, state);
    case 'custom':
      return shape.view(value, viewer, state);
    default:
      return undefined;
  }
}

function viewObject(
  fields: Record<string, Shape>,
  value: Record<string, unknown>,
  owner: Seat | null,
  viewer: Seat | null,
  state: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in fields) {
    const shape = fields[key];
    if (shape.is === 'hidden') continue;
    if (shape.is === 'zone' && (shape.visibility === 'secret' || shape.visibility === 'internal')) continue;
    const v = viewValue(shape, value[key], owner, viewer, state);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Each zone of a state with its items (the live array), its owner, and its declaration. */
export interface ZonePlace {
  path: string;
  zone: ZoneShape;
  owner: Seat | null;
  items: unknown[];
  /** Puts another array in its place (resampling). */
  set(items: unknown[]): void;
}

/** A zone found by `walk`: a class, so that no closure is made per zone (a state walk is hot). */
class Place implements ZonePlace {
  constructor(
    public path: string,
    public zone: ZoneShape,
    public owner: Seat | null,
    public items: unknown[],
    private readonly holder: Record<string, unknown> | unknown[],
    private readonly key: string | number,
  ) {}

  set(items: unknown[]): void {
    (this.holder as Record<string | number, unknown>)[this.key] = items;
  }
}

function walk(
  shape: Shape,
  holder: Record<string, unknown> | unknown[],
  key: string | number,
  path: string,
  owner: Seat | null,
  out: ZonePlace[],
): void {
  const value = (holder as Record<string | number, unknown>)[key];
  if (shape.is === 'zone') {
    out.push(new Place(path, shape, owner, value as unknown[], holder, key));
  } else if (shape.is === 'seats') {
    (value as unknown[]).forEach((_, seat) => {
      walk(shape.of, value as unknown[], seat, `${path}.${seat}`, seat, out);
    });
  } else if (shape.is === 'object') {
    for (const k in shape.fields)
      walk(shape.fields[k], value as Record<string, unknown>, k, path ? `${path}.${k}` : k, owner, out);
  }
}

/**
 * A game's state declared once: every field and what each seat may see of it. The kit derives the
 * views, the resampled states for bots and the conservation check from it. A field that is not
 * declared never reaches a view.
 */
export interface StateTable<S> {
  fields: Record<string, Shape>;
  /** What `viewer` may know (null: a spectator): declared fields only, each zone as its seat sees it. */
  view(state: S, viewer: Seat | null): Record<string, unknown>;
  /** Every zone of the state, with its items. */
  zones(state: S): ZonePlace[];
  /**
   * A copy of `state` as `seat` might believe it to be: a new generator, and in every pool the
   * items the seat cannot see dealt again at random into the places they fill (same sizes, same
   * face-up tops). The items are pooled in sorted order first, so the result depends on the
   * seat's view alone.
   */
  resample(state: S, seat: Seat, random: () => number, clone: (s: S) => S): S;
  /** Every item of every zone, by pool, sorted: equal from the first state to the last when nothing is lost or copied. */
  inventory(state: S): Record<string, unknown[]>;
  /**
   * Marks that `seat` now knows `item` of the zone at `zone` (its path: "hidden.WB3",
   * "players.1.hand"), until the item moves or the zone is shuffled through the kit. Needs a
   * `field.knowledge` field; throws on a path that is no zone or an item that is not in it.
   */
  peek(state: S, seat: Seat, zone: string, item: unknown): void;
  /** What `seat` knows of the zones that hide them from it, each item where it now lies. */
  knows(state: S, seat: Seat | null): KnownItem[];
  /**
   * Every item `viewer` may not see (null: a spectator), with the path of its zone: the items of
   * the zones hidden from it but for a face-up top and what it knows. Bookkeeping zones (`internal`)
   * copy items shown elsewhere and are left out.
   */
  hidden(state: S, viewer: Seat | null): { zone: string; item: unknown }[];
}

const byValue = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

const poolOf = (zone: ZoneShape, item: unknown) =>
  typeof zone.pool === 'string' ? zone.pool : zone.pool(item);

/** One hidden item's place, dealt again by `resample`. */
export interface HiddenSlot {
  pool: string;
  get(): unknown;
  set(item: unknown): void;
}

/** A hidden place in a zone's array: a class, so that no closure is made per item (resampling is hot). */
class ArraySlot implements HiddenSlot {
  constructor(
    readonly pool: string,
    private readonly items: unknown[],
    private readonly at: number,
  ) {}

  get(): unknown {
    return this.items[this.at];
  }

  set(item: unknown): void {
    this.items[this.at] = item;
  }
}

/** What a game adds to the declaration: the parts of a resample no zone can say. */
export interface StateTableHooks<S> {
  /**
   * Hidden items that live outside the zones (a card a player took in secret, named by its frame):
   * they are dealt again with the zones' hidden items of their pool.
   */
  hiddenSlots?(sample: S, seat: Seat): HiddenSlot[];
  /**
   * Runs on a fresh sample after the zones are dealt again: a frame that names an item of a hidden
   * zone (the card a player took in secret) takes the name the new deal gives it.
   */
  afterResample?(sample: S, seat: Seat, original: S): void;
}

/** The zone at `path` in `state` (as `walk` names it), or null when the path names no zone. */
function zoneAt(
  fields: Record<string, Shape>,
  state: unknown,
  path: string,
): { zone: ZoneShape; owner: Seat | null; items: unknown[] } | null {
  let shape: Shape = field.object(fields);
  let value: unknown = state;
  let owner: Seat | null = null;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    if (shape.is === 'object') shape = shape.fields[key];
    else if (shape.is === 'seats') {
      shape = shape.of;
      owner = Number(key);
    } else return null;
    if (!shape) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return shape.is === 'zone' && Array.isArray(value) ? { zone: shape, owner, items: value } : null;
}

/** Declares the state of a game: `fields` lists every top-level field of the state with its shape. */
export function stateTable<S>(fields: Record<string, Shape>, hooks: StateTableHooks<S> = {}): StateTable<S> {
  const root = field.object(fields);
  const zones = (state: S) => {
    const out: ZonePlace[] = [];
    walk(root, { state } as Record<string, unknown>, 'state', '', null, out);
    return out;
  };
  const knowledgeField = Object.keys(fields).find((k) => fields[k].is === 'knowledge');
  const knowledgeOf = (state: S) =>
    knowledgeField === undefined
      ? undefined
      : ((state as Record<string, unknown>)[knowledgeField] as Knowledge | undefined);
  const knows = (state: S, seat: Seat | null): KnownItem[] => {
    const known = knowledgeOf(state);
    if (!known || known.length === 0 || seat === null) return [];
    const out: KnownItem[] = [];
    for (const m of known) {
      if (!m.seats.includes(seat)) continue;
      const place = zoneAt(fields, state, m.zone);
      if (!place || sees(place.zone, place.owner, seat, state)) continue;
      const at = place.items.indexOf(m.item);
      // Gone from the zone (moved without the kit): known no more. A face-up top shows anyway.
      if (at < 0 || (place.zone.visibility === 'top' && at === place.items.length - 1)) continue;
      out.push({ zone: m.zone, at, item: m.item });
    }
    return out;
  };
  return {
    fields,
    view(state, viewer) {
      const out = viewObject(fields, state as Record<string, unknown>, null, viewer, state);
      if (knowledgeField !== undefined) out[knowledgeField] = knows(state, viewer);
      return out;
    },
    zones,
    resample(state, seat, random, clone) {
      const sample = clone(state) as S & { rng?: Rng };
      if ('rng' in (sample as object)) sample.rng = createRng(`resample:${random()}`);
      const rng = sample.rng ?? createRng(`resample:${random()}`);
      // What the seat knows stays where it lies; only the rest is dealt again.
      const kept: Record<string, number[]> = {};
      for (const k of knows(state, seat)) (kept[k.zone] ??= []).push(k.at);
      // Every hidden slot, by the pool of the item in it; a top zone's face-up top stays put.
      const slotsByPool = new Map<string, HiddenSlot[]>();
      const add = (slot: HiddenSlot) => {
        const slots = slotsByPool.get(slot.pool) ?? [];
        slots.push(slot);
        slotsByPool.set(slot.pool, slots);
      };
      for (const place of zones(sample)) {
        const { zone } = place;
        if (zone.visibility === 'internal' || sees(zone, place.owner, seat, sample)) continue;
        const items = place.items.slice();
        place.set(items);
        const hidden = zone.visibility === 'top' ? items.length - 1 : items.length;
        const known = kept[place.path];
        for (let at = 0; at < hidden; at++)
          if (!known?.includes(at)) add(new ArraySlot(poolOf(zone, items[at]), items, at));
      }
      for (const slot of hooks.hiddenSlots?.(sample, seat) ?? []) add(slot);
      for (const slots of slotsByPool.values()) {
        const pool = shuffle(rng, slots.map((slot) => slot.get()).sort(byValue));
        slots.forEach((slot, i) => {
          slot.set(pool[i]);
        });
      }
      rewriteOthersMarks(sample, state);
      hooks.afterResample?.(sample, seat, state);
      return sample;
    },
    inventory(state) {
      const out: Record<string, unknown[]> = {};
      for (const place of zones(state)) {
        if (place.zone.visibility === 'internal') continue;
        for (const item of place.items) (out[poolOf(place.zone, item)] ??= []).push(item);
      }
      for (const k in out) out[k].sort(byValue);
      return out;
    },
    peek(state, seat, zone, item) {
      const known = knowledgeOf(state);
      if (!known) throw new Error('The state table declares no field.knowledge to record a peek in.');
      const place = zoneAt(fields, state, zone);
      if (!place) throw new Error(`No zone at "${zone}" to peek into.`);
      if (!place.items.includes(item)) throw new Error(`"${String(item)}" is not in the zone "${zone}".`);
      mark(known, zone, item, seat);
    },
    knows,
    hidden(state, viewer) {
      const known = knows(state, viewer);
      const out: { zone: string; item: unknown }[] = [];
      for (const place of zones(state)) {
        const { zone, path, items } = place;
        if (zone.visibility === 'internal' || sees(zone, place.owner, viewer, state)) continue;
        const facedown = zone.visibility === 'top' ? items.length - 1 : items.length;
        for (let at = 0; at < facedown; at++)
          if (!known.some((k) => k.zone === path && k.at === at)) out.push({ zone: path, item: items[at] });
      }
      return out;
    },
  };

  /**
   * Other seats' marks in a sample name whatever the new deal put where they looked (the sampling
   * seat knows that they looked, not what they saw); a mark whose item left its zone is dropped.
   */
  function rewriteOthersMarks(sample: S, state: S): void {
    const known = knowledgeOf(sample);
    if (!known || known.length === 0) return;
    let kept = 0;
    for (const m of known) {
      const before = zoneAt(fields, state, m.zone);
      const at = before ? before.items.indexOf(m.item) : -1;
      if (at < 0) continue;
      m.item = zoneAt(fields, sample, m.zone)!.items[at];
      known[kept++] = m;
    }
    known.length = kept;
  }
}

/**
 * Checks that no component is lost or copied: the state's inventory equals `expected` (usually the
 * first state's), pool by pool. Returns what differs, in words, or null.
 */
export function inventoryDifference(
  expected: Record<string, unknown[]>,
  actual: Record<string, unknown[]>,
): string | null {
  for (const pool of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const a = expected[pool] ?? [];
    const b = actual[pool] ?? [];
    const count = (list: unknown[]) => {
      const m = new Map<string, number>();
      for (const x of list) m.set(JSON.stringify(x), (m.get(JSON.stringify(x)) ?? 0) + 1);
      return m;
    };
    const ca = count(a);
    const cb = count(b);
    for (const [item, n] of ca) {
      const m = cb.get(item) ?? 0;
      if (m < n) return `${pool}: ${item} is missing (${n - m} of ${n})`;
    }
    for (const [item, n] of cb) {
      const m = ca.get(item) ?? 0;
      if (n > m) return `${pool}: ${item} appears ${n - m} time(s) too many`;
    }
  }
  return null;
}

/**
 * Draws up to `n` items from the end of `from` (the top of a pile) into `to`. When `from` runs out
 * and `refill` is given, the refill pile is shuffled into it first (a discard pile becoming the
 * deck). Returns the items drawn, fewer when both run out. Given the state's `known`, the marks
 * on the items drawn and on the refill pile are cleared.
 */
export function draw<T>(rng: Rng, from: T[], to: T[], n: number, refill?: T[], known?: Knowledge): T[] {
  const drawn: T[] = [];
  for (let i = 0; i < n; i++) {
    if (from.length === 0 && refill && refill.length > 0) {
      forget(known, refill);
      from.push(...shuffle(rng, refill.splice(0)));
    }
    const item = from.pop();
    if (item === undefined) break;
    to.push(item);
    drawn.push(item);
  }
  forget(known, drawn);
  return drawn;
}

/** Moves one item from `from` to the end of `to`; false when it is not in `from`. Clears its marks. */
export function moveItem<T>(from: T[], to: T[], item: T, known?: Knowledge): boolean {
  const i = from.indexOf(item);
  if (i < 0) return false;
  from.splice(i, 1);
  to.push(item);
  forget(known, [item]);
  return true;
}

/** Takes one item at random out of `from` (a blind steal, a bag), or undefined when it is empty. Clears its marks. */
export function takeRandom<T>(rng: Rng, from: T[], known?: Knowledge): T | undefined {
  if (from.length === 0) return undefined;
  const item = from.splice(int(rng, from.length), 1)[0];
  forget(known, [item]);
  return item;
}

/** Shuffles a zone in place: nobody knows where its items lie any more. */
export function shuffleZone<T>(rng: Rng, items: T[], known?: Knowledge): T[] {
  forget(known, items);
  return shuffle(rng, items);
}

/**
 * The log of a draw from a face-down pile: everyone reads how many items `who` drew; the seat that
 * may see them also reads which (a `reveal`, so undo stops there). Drawn into a public zone, the
 * items are named to all.
 */
export function drawEvents<T>(
  drawn: T[],
  draw: { seat: Seat; who: string; pile: string; name(item: T): string; open?: boolean },
): GameEvent[] {
  if (drawn.length === 0) return [];
  const names = drawn.map(draw.name).join(', ');
  const data = { seat: draw.seat, pile: draw.pile, count: drawn.length };
  if (draw.open)
    return [{ type: 'draw', text: `${draw.who} draws ${names} from the ${draw.pile}.`, reveal: true, data }];
  const count = drawn.length === 1 ? 'a card' : `${drawn.length} cards`;
  return [
    { type: 'draw', text: `${draw.who} draws ${count} from the ${draw.pile}.`, data },
    {
      type: 'draw',
      text: `You draw ${names}.`,
      to: [draw.seat],
      reveal: true,
      data: { ...data, items: drawn },
    },
  ];
}
