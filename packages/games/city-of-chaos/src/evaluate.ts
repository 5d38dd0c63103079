import { MAGIC_ONLY, PLAYER_CARDS } from './combat';
import { ACTION_CARDS, combatEntry, LOCATIONS } from './data';
import { DUEL_SETS } from './duel';
import { orders, SPELL, strikes } from './magic';
import { squareOf } from './map';
import type { Placed } from './state';
import { keyOf } from './state';
import { TOME } from './tome';
import { nextOf } from './tome-check';
import type { Choice, Requires } from './tome-schema';
import type { Action } from './turn';
import type { CocView, PlayerView } from './view';

const CARD = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const ROOM_GOTO = new Map(
  [...LOCATIONS.locations, ...LOCATIONS.specialLocations, ...LOCATIONS.towers].map((l) => [l.id, l.goto]),
);

/** Every paragraph a reading can lead to from `id`, whatever it asks. */
function closure(id: number): Set<number> {
  const out = new Set<number>();
  const queue = [id];
  while (queue.length > 0) {
    const n = queue.pop()!;
    if (out.has(n)) continue;
    out.add(n);
    queue.push(...nextOf(TOME.paragraphs.get(n)!));
  }
  return out;
}

const tokensOf = (r: Requires): string[] => [
  ...[r.flag ?? []].flat().map((f) => `flag:${f}`),
  ...(r.special ? [`special:${r.special}`] : []),
  ...(r.item ? [`item:${r.item}`] : []),
];
const grants = (id: number): string[] =>
  (TOME.paragraphs.get(id)!.effects ?? []).flatMap((e) =>
    'flag' in e
      ? [`flag:${e.flag}`]
      : 'special' in e
        ? [`special:${e.special}`]
        : 'item' in e
          ? [`item:${e.item}`]
          : [],
  );

/**
 * The keys of the plot lines, each with its level: the flags, Special cards and Items asked for by a
 * choice on the way to a solved plot line (level 1), or to a paragraph that gives a key of the level
 * before. They are worth far more to the greedy reader than a lead that opens nothing, and the
 * nearer the solution the more.
 */
const KEYS = (() => {
  const keys = new Map<string, number>();
  const gated = [...TOME.paragraphs.values()].flatMap((p) =>
    (p.choices ?? []).flatMap((c) =>
      c.requires && c.goto !== undefined ? [{ needs: tokensOf(c.requires), leads: closure(c.goto) }] : [],
    ),
  );
  for (let level = 1, grew = true; grew; level++) {
    grew = false;
    const known = new Set(keys.keys());
    for (const g of gated) {
      if (g.needs.every((t) => keys.has(t))) continue;
      const useful = [...g.leads].some(
        (n) => TOME.paragraphs.get(n)!.wins || grants(n).some((t) => known.has(t)),
      );
      if (!useful) continue;
      for (const t of g.needs) if (!keys.has(t)) keys.set(t, level);
      grew = true;
    }
  }
  return keys;
})();

/**
 * What gaining a token is worth: a key by its level (40, 16, then 6; a flag, which can be learnt
 * again elsewhere, three quarters of that), anything else `other`.
 */
const worth = (token: string, other: number): number => {
  const level = KEYS.get(token);
  if (level === undefined) return other;
  return [40, 16, 6][Math.min(level, 3) - 1] * (token.startsWith('flag:') ? 0.75 : 1);
};

/** What the plot lines' shops ask: each price, and the keys that paying it leads to. */
const KEY_PRICES = [...TOME.paragraphs.values()].flatMap((p) =>
  (p.choices ?? []).flatMap((c) => {
    if (!c.requires?.groats || c.goto === undefined) return [];
    const keys = [...closure(c.goto)].flatMap(grants).filter((t) => KEYS.has(t));
    return keys.length ? [{ price: c.requires.groats, keys }] : [];
  }),
);

const holds = (p: Reader, token: string): boolean => {
  const [kind, id] = token.split(':');
  return kind === 'flag'
    ? p.flags.includes(id)
    : kind === 'item'
      ? p.items.includes(id)
      : p.specials.includes(id);
};

/** The groats worth saving for: the dearest price of a key the reader still lacks (the Blue Steel Sabre asks 8). */
const savingFor = (p: Reader): number =>
  Math.max(0, ...KEY_PRICES.filter((k) => !k.keys.every((t) => holds(p, t))).map((k) => k.price));

/** The seat's own sheet (its view holds its Magic, Clue cards and flags in full) and the Special cards still to be had. */
type Reader = PlayerView & {
  clues: number[];
  flags: string[];
  magic: string[];
  pool: string[];
  /** Tiles on the table or known to lie in the pile. */
  found: Set<string>;
};
const own = (view: CocView, seat: number): Reader => ({
  ...(view.players[seat] as PlayerView & { clues: number[]; flags: string[]; magic: string[] }),
  pool: view.specialPool,
  found: new Set([
    ...Object.values(view.tiles).map((t) => t.tile),
    ...view.known.filter((k) => k.zone === 'tilePile').map((k) => k.item as string),
  ]),
});

function meets(p: Reader, r: Requires | undefined): boolean {
  if (!r) return true;
  if (r.groats && p.groats < r.groats) return false;
  if (r.item && !p.items.includes(r.item) && !p.magic.includes(r.item)) return false;
  if (r.special && !p.specials.includes(r.special)) return false;
  if (r.clue && !p.clues.includes(r.clue)) return false;
  if (r.guild && !p.guilds[r.guild]) return false;
  return !r.flag || [r.flag].flat().every((f) => p.flags.includes(f));
}

const strikesAny = (p: Reader): boolean => [...p.magic, ...p.items].some(strikes);

/** How many faces of the die an outcome covers: "3-6" four, "6" one, a symbol of the Cube two of six like the others. */
function facesOf(on: string): number {
  const m = /^(\d+)(?:-(\d+))?$/.exec(on);
  return m ? Number(m[2] ?? m[1]) - Number(m[1]) + 1 : 1;
}

/** How much reading paragraph `id` (and what a roll there may lead to) would advance the reader. */
function gain(p: Reader, id: number | undefined, depth = 0): number {
  if (id === undefined || depth > 6) return 0;
  const para = TOME.paragraphs.get(id)!;
  if (para.wins) return 1000;
  let score = para.plot ? 1 : 0;
  const buysKey = grants(id).some((t) => KEYS.has(t));
  for (const e of para.effects ?? []) {
    if ('flag' in e && !p.flags.includes(e.flag)) score += worth(`flag:${e.flag}`, 1);
    // A Special card is given only while it is still to be had.
    if ('special' in e && !p.specials.includes(e.special) && p.pool.includes(e.special))
      score += worth(`special:${e.special}`, 4);
    if ('clue' in e && !p.clues.includes(e.clue)) score += 5;
    if ('item' in e && !p.items.includes(e.item)) score += worth(`item:${e.item}`, 3);
    if ('bp' in e) score += e.bp > 0 ? Math.min(e.bp, p.maxBp - p.bp) : e.bp * 2;
    // Groats matter while the reader saves for a key the plot lines' shops sell: spent on anything
    // but a key they cost thrice.
    if ('groats' in e)
      score += e.groats * (p.groats < savingFor(p) ? (e.groats < 0 && !buysKey ? 3 : 1) : 0.5);
    if ('heads' in e) score -= 2 * e.heads;
    if ('missTurn' in e) score -= 2;
    // A foe only Magic can hurt may kill a reader with no striking spell, and take what they carry.
    if ('fight' in e) score -= MAGIC_ONLY.has(e.fight) && !strikesAny(p) ? 15 : 6;
    if ('nextTiles' in e) score += 3 * e.nextTiles.filter((t) => !p.found.has(t)).length;
  }
  const outcomes = para.roll?.outcomes ?? [];
  const faces = outcomes.reduce((n, o) => n + facesOf(o.on), 0);
  for (const o of outcomes) score += (gain(p, o.goto, depth + 1) * facesOf(o.on)) / faces;
  const best = (para.choices ?? [])
    .filter((c) => meets(p, c.requires))
    .map((c) => gain(p, c.goto, depth + 1));
  return score + (best.length ? Math.max(0, ...best) : 0);
}

const openChoices = (p: Reader, id: number): Choice[] =>
  (TOME.paragraphs.get(id)!.choices ?? []).filter((c) => meets(p, c.requires));

function squareIn(tiles: Record<string, Placed>, x: number, y: number): string | null {
  const t = tiles[keyOf(Math.floor(x / 5), Math.floor(y / 5))];
  return t ? squareOf(t, ((y % 5) + 5) % 5, ((x % 5) + 5) % 5) : null;
}

/** The greedy heuristic: plot progress first, then Body Points, Special Items, clues, items and groats. */
export function evaluate(view: CocView, seat: number, action: Action): number {
  const p = own(view, seat);
  const phase = view.phase;
  switch (action.t) {
    case 'roll':
      return 1;
    case 'stay': {
      const [x, y] = p.at!;
      const loc = view.tiles[keyOf(Math.floor(x / 5), Math.floor(y / 5))]?.location;
      return loc ? gain(p, ROOM_GOTO.get(loc)) - 5 : 0;
    }
    case 'step':
      return stepValue(view, p, action.x, action.y);
    case 'option': {
      if (phase.kind !== 'card') return 0;
      const o = CARD.get(phase.card.replace(/#\d+$/, ''))!.options[action.i];
      if (o.act === 'interact') return 3;
      if (o.act === 'goto') return 1 + gain(p, o.goto) / 4;
      if (o.act === 'ignore') return 1;
      const e = combatEntry(CARD.get(phase.card.replace(/#\d+$/, ''))!.character!);
      return e.body !== null && e.body <= 8 && e.attack <= 1 && e.heads === 0 && p.bp > 6 ? 2 : -5;
    }
    case 'interact':
      return action.how === 'help' ? 2 : action.how === 'greet' ? 1.5 : 0;
    case 'choose': {
      if (phase.kind !== 'read') return 0;
      const c = openChoices(p, phase.paragraph)[action.i];
      return (c.requires ? 2 : 0) + gain(p, c.goto) - (c.goto === undefined ? 0.5 : 0);
    }
    case 'card': {
      const card = PLAYER_CARDS[action.i];
      const spell = action.spell ? SPELL.get(action.spell) : undefined;
      const attack = card.attack + (spell ? (spell.attack ?? 0) + (spell.keep ? 1 : -1) : 0);
      const defence = card.defence + (spell?.defence ?? 0) + (action.spell === 'fear' ? 4 : 0);
      return p.bp > 6 ? attack + defence * 0.8 : attack * 0.6 + defence;
    }
    case 'use': {
      // Heal when hurt (potions, Heal Wounds, food), flee a losing battle with Stardust, walk further
      // with the Potion of Swiftness; the other spells are kept for later.
      if (action.card === 'stardust') return p.bp < 5 ? 3 : -1;
      if (action.card === 'potion-of-swiftness') return 1.5;
      const heals = p.items.includes(action.card) || (SPELL.get(action.card)?.heal ?? 0) > 0;
      return heals ? (p.bp <= p.maxBp - 3 ? 4 : -1) : -0.5;
    }
    case 'order': {
      // Detect Clue: the card the reader knows best goes on top, where the next unoccupied tile draws it.
      const top = view.known
        .filter((k) => k.zone === 'actionPile')
        .sort((a, b) => a.at - b.at)
        .map((k) => k.item as string);
      const first = top[orders(top.length)[action.i]?.[0] ?? -1];
      return first ? cardWorth(p, first) : 0;
    }
    case 'leave':
      return 0.5;
    case 'attack':
      // Heads cost points: a greedy player attacks another only when far the stronger.
      return p.bp >= 9 && (view.players[action.seat]?.bp ?? 10) <= 3 ? 2 : -3;
    case 'stop':
      return 0;
    case 'adjust':
    case 'reroll':
      return 0;
    case 'join':
      return p.bp >= 8 ? 0.5 : -1;
    case 'ally-card': {
      const card = PLAYER_CARDS[action.i];
      return card.attack + card.defence * 0.8;
    }
    case 'pick': {
      const duel = view.duel;
      const card = DUEL_SETS[duel ? Math.max(0, duel.seats.indexOf(seat)) : 0][action.i];
      return p.bp > 6 ? card.attack + card.defence * 0.8 : card.attack * 0.6 + card.defence;
    }
    case 'duel-on':
      return p.bp >= 5 ? 1 : 0;
    case 'duel-flee':
      return p.bp < 5 ? 1 : 0;
    case 'fight-on':
      return p.bp >= 5 && canHurt(view, p, seat) ? 1 : 0;
    case 'flee':
      return p.bp < 5 || !canHurt(view, p, seat) ? 1 : 0;
    case 'consent':
      return action.agree === p.bp < 5 ? 1 : 0;
  }
}

/** A foe only Magic can hurt (a god of the Towers, the Vampyre) is fled by a reader with no striking spell. */
const canHurt = (view: CocView, p: Reader, seat: number): boolean =>
  !MAGIC_ONLY.has(view.combat[seat]?.foe ?? '') || strikesAny(p);

/** What meeting an Action card would be worth to the reader: its best option. */
function cardWorth(p: Reader, instance: string): number {
  const card = CARD.get(instance.replace(/#\d+$/, ''))!;
  return Math.max(
    0,
    ...card.options.map((o) => (o.act === 'goto' ? gain(p, o.goto) : o.act === 'interact' ? 3 : 0)),
  );
}

/**
 * Doors worth going to: a Location not yet drawn, or one whose paragraph would advance the reader.
 * A plot line needs several given Locations found, so a door not yet opened is worth much (16) and
 * blank table beyond an exit some (7): greedy play that explores more solves more (README).
 */
function targets(view: CocView, p: Reader): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, t] of Object.entries(view.tiles)) {
    const [tx, ty] = k.split(',').map(Number);
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++) {
        if (squareOf(t, r, c) !== 'D') continue;
        const worth = t.location ? gain(p, ROOM_GOTO.get(t.location)) : 16;
        if (worth > 1) out.set(keyOf(tx * 5 + c, ty * 5 + r), worth);
      }
  }
  return out;
}

/** The tiles the plot lines are solved on: the Well, the Necropolis, the Altar and the three Towers. */
const HUB_TILES = [
  'well',
  'necropolis',
  'altar',
  'tower-of-the-manitoo',
  'tower-of-bhudapati',
  'tower-of-sisupala',
];

/**
 * A step is worth the best target's value over the walk to it from the square stepped to (a
 * breadth-first search of the known streets); blank table beyond an exit is worth exploring.
 */
function stepValue(view: CocView, p: Reader, x: number, y: number): number {
  const goals = targets(view, p);
  // Blank table is worth more while a plot line's hub tile is still to be found.
  const blank = HUB_TILES.every((t) => p.found.has(t)) ? 7 : 12;
  const seen = new Set([keyOf(x, y)]);
  let frontier: [number, number][] = [[x, y]];
  let best = 0;
  for (let dist = 0; frontier.length > 0; dist++) {
    const next: [number, number][] = [];
    for (const [fx, fy] of frontier) {
      const sq = squareIn(view.tiles, fx, fy);
      const worth = sq === null ? blank : (goals.get(keyOf(fx, fy)) ?? 0);
      best = Math.max(best, worth / (1 + dist));
      if (sq === null || sq === '#' || (sq === 'D' && dist > 0)) continue;
      for (const [dx, dy] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ]) {
        const nx = fx + dx;
        const ny = fy + dy;
        if (ny < 0 || seen.has(keyOf(nx, ny))) continue;
        seen.add(keyOf(nx, ny));
        next.push([nx, ny]);
      }
    }
    frontier = next;
  }
  return best;
}

/**
 * How good a position is for `seat`, from its view (the look-ahead bot judges with it): the points
 * table, Body Points, and the plot flags and Special Items that lead toward a source of the Chaos.
 */
export function value(view: CocView, seat: number): number {
  const p = own(view, seat);
  const flags = Array.isArray(p.flags) ? p.flags.length : p.flags;
  return p.points + p.bp * 0.5 + flags * 3 + p.specials.length * 2 - p.deaths * 4;
}
