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
        const spec = changed(specOf(c), cc, rr);
        for (const m of st.monsters) if (canHit(spec, m, st)) return true;
      }
    }
  }
  return false;
}

/** The hit cards a combination may end with: the one struck again, or those in the hand. */
function hitsFor(hand: number[], mods: Mods): number[] {
  return mods.again !== undefined ? [mods.again] : hand.filter(isHitCard);
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
  const spare = (k: string) => !mods.keys.includes(k) && hand.some((x) => CARDS[x].key === k);
  if (key === 'changeColor') {
    const hits = hitsFor(hand, mods);
    const freeRing = spare('changeRange');
    for (const col of COLOURS)
      if (completableAs(st, hits, col, mods.ring, false, freeRing)) out.push({ t: 'play', c, col });
  } else if (key === 'changeRange') {
    const hits = hitsFor(hand, mods);
    const freeCol = spare('changeColor');
    for (let ring = 1; ring <= 3; ring++)
      if (completableAs(st, hits, mods.col, ring, freeCol, false)) out.push({ t: 'play', c, ring });
  } else {
    if (plain[0] < 0)
      plain[0] = completableAs(
        st,
        hitsFor(hand, mods),
        mods.col,
        mods.ring,
        spare('changeColor'),
        spare('changeRange'),
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

/** Every card `seat` can play now. `stand`: only hit cards (plain) and Wizard cards (Stand Together). */
export function playOptions(st: State, seat: number, stand: boolean, out: Action[] = []): Action[] {
  const hand = st.hands[seat];
  const none: Mods = { keys: [] };
  let brick = -1;
  let mortar = -1;
  const plain = [-1];
  for (const c of distinctCards(hand)) {
    const key = CARDS[c].key;
    if (isHitCard(c)) pushHitTargets(st, c, none, out);
    else if (stand && CARDS[c].deck === 'castle') continue;
    else if (IS_MODIFIER[c]) modifierPlays(st, hand, c, none, out, plain);
    else if (key === 'brick' || key === 'mortar') {
      if (key === 'brick') brick = c;
      else mortar = c;
      douses(st, c, out);
    } else {
      const rule = CARD_RULES[key];
      if (rule.plays) rule.plays(st, seat, c, out);
      else out.push({ t: 'play', c });
    }
  }
  if (brick >= 0 && mortar >= 0)
    for (let arc = 0; arc < 6; arc++) if (!st.walls[arc]) out.push({ t: 'build', brick, mortar, arc });
  if (st.options.allForOne && !stand) allForOne(st, hand, out);
  return out;
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

export function deckChoice(st: State): Action[] {
  return wizardDrawable(st)
    ? [
        { t: 'from', d: 'castle' },
        { t: 'from', d: 'wizard' },
      ]
    : [];
}

export type { Play };
