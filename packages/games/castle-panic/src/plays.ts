import type { Action, Play } from './actions';
import { CARD_RULES } from './cards';
import { CARDS } from './data';
import { arcColour, CASTLE, COLOURS, type Colour, type Mods, type State, SWORDSMAN } from './model';
import { isDoppel } from './monsters';
import { distinctCards, wizardDrawable } from './piles';
import { canHit, type HitSpec, isHitCard, MODIFIERS, specOf, wizTarget } from './targets';

const RING_KEYS: HitSpec['key'][] = ['archer', 'archer', 'knight', 'swordsman'];
const IS_MODIFIER = CARDS.map((k) => MODIFIERS.includes(k.key));
const NO_CHANGE = [undefined];
const ANY_COLOUR = [undefined, ...COLOURS];
const ANY_RING = [undefined, 1, 2, 3];

export function applyMods(spec: HitSpec, mods: Mods): HitSpec {
  return changed(spec, mods.col, mods.ring);
}

/** The hit card as counted with another colour and/or ring (itself when neither changes). */
function changed(spec: HitSpec, col: Colour | undefined, ring: number | undefined): HitSpec {
  if (ring === undefined && col === undefined) return spec;
  return { key: ring ? RING_KEYS[ring] : spec.key, col: col ?? spec.col };
}

function pushHitTargets(st: State, card: number, mods: Mods, out: Action[]): void {
  const spec = applyMods(specOf(card), mods);
  for (const m of st.monsters) if (canHit(spec, m, st)) out.push({ t: 'play', c: card, m: m.id });
}

/** Some monster on the board can be hit with this hit card. */
function reachesAny(st: State, spec: HitSpec): boolean {
  for (const m of st.monsters) if (canHit(spec, m, st)) return true;
  return false;
}

/**
 * Some hit card of `hits` has a target when counted with this colour and ring (what modifiers
 * change). `freeCol` / `freeRing`: a Change Color / Change Range still to play may also change it.
 */
function completableAs(
  st: State,
  hits: number[],
  col: Colour | undefined,
  ring: number | undefined,
  freeCol = false,
  freeRing = false,
): boolean {
  const cols = col !== undefined ? [col] : freeCol ? ANY_COLOUR : NO_CHANGE;
  const rings = ring !== undefined ? [ring] : freeRing ? ANY_RING : NO_CHANGE;
  for (const c of hits) {
    for (const cc of cols) {
      for (const rr of rings) {
        if (reachesAny(st, changed(specOf(c), cc, rr))) return true;
      }
    }
  }
  return false;
}

/** The hit cards a combination may end with: the one struck again, or those in the hand. */
function hitsFor(hand: number[], mods: Mods): number[] {
  return mods.again !== undefined ? [mods.again] : hand.filter(isHitCard);
}

/** A modifier of this key is in the hand and not yet in the combination. */
function spare(hand: number[], mods: Mods, key: string): boolean {
  if (mods.keys.includes(key)) return false;
  for (const c of hand) if (CARDS[c].key === key) return true;
  return false;
}

/**
 * The ways to play modifier card `c` on top of `mods`: with a colour or a ring where it needs one.
 * Only the colour and the ring change what a hit card reaches, and the modifiers go down in any
 * order, so a Change Color or Change Range still in the hand counts as played. `plain` caches the
 * answer with neither new (-1 unknown, 0 no, 1 yes).
 */
function modifierPlays(
  st: State,
  hand: number[],
  c: number,
  mods: Mods,
  out: Action[],
  plain: number[],
): void {
  const key = CARDS[c].key;
  if (mods.keys.includes(key)) return;
  if (key === 'doubleStrike' && mods.again !== undefined) return;
  if (key === 'changeColor') {
    const hits = hitsFor(hand, mods);
    const freeRing = spare(hand, mods, 'changeRange');
    for (const col of COLOURS)
      if (completableAs(st, hits, col, mods.ring, false, freeRing)) out.push({ t: 'play', c, col });
  } else if (key === 'changeRange') {
    const hits = hitsFor(hand, mods);
    const freeCol = spare(hand, mods, 'changeColor');
    for (let ring = 1; ring <= 3; ring++)
      if (completableAs(st, hits, mods.col, ring, freeCol, false)) out.push({ t: 'play', c, ring });
  } else {
    if (plain[0] < 0)
      plain[0] = completableAs(
        st,
        hitsFor(hand, mods),
        mods.col,
        mods.ring,
        spare(hand, mods, 'changeColor'),
        spare(hand, mods, 'changeRange'),
      )
        ? 1
        : 0;
    if (plain[0] === 1) out.push({ t: 'play', c });
  }
}

/**
 * Choices in a combination frame: another modifier, or the hit card and its target. For Double
 * Strike's second strike, the struck card (from the discard pile), or letting it go.
 */
export function comboOptions(st: State, seat: number, mods: Mods): Action[] {
  const hand = st.hands[seat];
  const out: Action[] = [];
  const plain = [-1];
  if (mods.again !== undefined) {
    if (mods.keys.length === 0) out.push({ t: 'pass' });
    pushHitTargets(st, mods.again, mods, out);
  }
  for (const c of distinctCards(hand)) {
    if (IS_MODIFIER[c]) modifierPlays(st, hand, c, mods, out, plain);
    else if (isHitCard(c) && mods.again === undefined) pushHitTargets(st, c, mods, out);
  }
  return out;
}

/** Nothing played yet: a card played on its own (never changed). */
const ALONE: Readonly<Mods> = { keys: [] };

/**
 * The plays of card `c` from `seat`'s hand on its own (`stand`: only hit cards and Wizard cards).
 * Brick and Mortar each put out a flame here; together they build (`builds`).
 */
function cardPlays(
  st: State,
  seat: number,
  hand: number[],
  c: number,
  stand: boolean,
  out: Action[],
  plain: number[],
): void {
  const key = CARDS[c].key;
  if (isHitCard(c)) pushHitTargets(st, c, ALONE, out);
  else if (stand && CARDS[c].deck === 'castle') return;
  else if (IS_MODIFIER[c]) modifierPlays(st, hand, c, ALONE, out, plain);
  else if (key === 'brick' || key === 'mortar') douses(st, c, out);
  else {
    const rule = CARD_RULES[key];
    if (rule.plays) rule.plays(st, seat, c, out);
    else out.push({ t: 'play', c });
  }
}

/** A Brick and a Mortar together rebuild any fallen Wall. */
function builds(st: State, hand: number[], out: Action[]): void {
  let brick = -1;
  let mortar = -1;
  for (const c of hand) {
    const key = CARDS[c].key;
    if (key === 'brick' && brick < 0) brick = c;
    else if (key === 'mortar' && mortar < 0) mortar = c;
  }
  if (brick < 0 || mortar < 0) return;
  for (let arc = 0; arc < 6; arc++) if (!st.walls[arc]) out.push({ t: 'build', brick, mortar, arc });
}

/** Every card `seat` can play now. `stand`: only hit cards (plain) and Wizard cards (Stand Together). */
export function playOptions(st: State, seat: number, stand: boolean, out: Action[] = []): Action[] {
  const hand = st.hands[seat];
  const plain = [-1];
  for (const c of distinctCards(hand)) cardPlays(st, seat, hand, c, stand, out, plain);
  if (!stand) {
    builds(st, hand, out);
    if (st.options.allForOne) allForOne(st, hand, out);
  }
  return out;
}

/**
 * Whether `playOptions` would list anything, stopping at the first play found: hit cards first,
 * the cheapest to check and the likeliest to have a target.
 */
export function canPlay(st: State, seat: number, stand: boolean): boolean {
  const hand = st.hands[seat];
  for (const c of hand) if (isHitCard(c) && reachesAny(st, specOf(c))) return true;
  const out: Action[] = [];
  const plain = [-1];
  for (const c of distinctCards(hand)) {
    if (!isHitCard(c)) cardPlays(st, seat, hand, c, stand, out, plain);
    if (out.length > 0) return true;
  }
  if (!stand) {
    builds(st, hand, out);
    if (st.options.allForOne) allForOne(st, hand, out);
  }
  return out.length > 0;
}

/** All for One!: an Archer, a Knight and a Swordsman of one printed colour slay a monster of that colour. */
function allForOne(st: State, hand: number[], out: Action[]): void {
  for (const col of COLOURS) {
    const cards: number[] = [];
    for (const key of ['archer', 'knight', 'swordsman']) {
      const c = hand.find((x) => CARDS[x].key === key && CARDS[x].colour === col);
      if (c !== undefined) cards.push(c);
    }
    if (cards.length < 3) continue;
    for (const m of st.monsters) {
      if (m.ring >= 1 && m.ring <= SWORDSMAN && arcColour(m.arc) === col && !isDoppel(m))
        out.push({ t: 'allForOne', cards, m: m.id });
    }
  }
}

function douses(st: State, c: number, out: Action[]): void {
  for (let arc = 0; arc < 6; arc++) {
    if (st.wallFlames[arc]) out.push({ t: 'douse', c, on: 'wall', arc });
    if (st.towerFlames[arc]) out.push({ t: 'douse', c, on: 'tower', arc });
  }
}

/** Targets for the next point of Valador's Wave: any monster of its colour. */
export function targetOptions(st: State, colour: Colour): Action[] {
  const out: Action[] = [];
  for (const m of st.monsters)
    if (wizTarget(m) && arcColour(m.arc) === colour) out.push({ t: 'target', m: m.id });
  return out;
}

export function teleportOptions(st: State, monster: number): Action[] {
  const out: Action[] = [];
  const m = st.monsters.find((x) => x.id === monster);
  for (let arc = 0; arc < 6; arc++) {
    for (let ring = 0; ring <= CASTLE; ring++)
      if (!m || m.arc !== arc || m.ring !== ring) out.push({ t: 'space', arc, ring });
  }
  return out;
}

export function assemblyOptions(st: State, seat: number): Action[] {
  const out: Action[] = [];
  for (const c of distinctCards(
    st.hands[seat],
    (x) => CARDS[x].key === 'brick' || CARDS[x].key === 'mortar',
  )) {
    for (let arc = 0; arc < 6; arc++) if (!st.walls[arc]) out.push({ t: 'build1', c, arc });
  }
  return out;
}

/** `seat` may offer `to` a trade: another player with cards, who has not refused this turn. */
export function mayOffer(st: State, seat: number, to: number, refused: number[]): boolean {
  return to !== seat && st.hands[to].length > 0 && !refused.includes(to);
}

/** `seat` has a card to offer and someone to offer it to. */
export function canTrade(st: State, seat: number, refused: number[]): boolean {
  if (st.hands[seat].length === 0) return false;
  for (let to = 0; to < st.players; to++) if (mayOffer(st, seat, to, refused)) return true;
  return false;
}

export function deckChoice(st: State): Action[] {
  return wizardDrawable(st)
    ? [
        { t: 'from', d: 'castle' },
        { t: 'from', d: 'wizard' },
      ]
    : [];
}

export type { Play };
