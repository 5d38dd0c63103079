import { CARDS, TOKENS } from './data';
import {
  ARCHER,
  arcColour,
  CASTLE,
  COLOURS,
  type Colour,
  FOREST,
  type Monster,
  type State,
  SWORDSMAN,
} from './model';
import { isDoppel, isFlying } from './monsters';

/** A hit card as it counts now (Change Color / Change Range may have changed it). */
export interface HitSpec {
  key: 'archer' | 'knight' | 'swordsman' | 'hero';
  col: Colour | 'any';
}
const HIT_RING: Record<string, number> = { archer: 1, knight: 2, swordsman: 3 };
export const HIT_KEYS = ['archer', 'knight', 'swordsman', 'hero'];
export const MODIFIERS = [
  'niceShot',
  'changeColor',
  'changeRange',
  'doubleStrike',
  'enchanted',
  'flaming',
  'knockBack',
];
const HIT = new Set(HIT_KEYS);
/** By card id: is it a hit card (looked up on every legal-move pass, so kept as a plain array). */
const IS_HIT: boolean[] = CARDS.map((k) => HIT.has(k.key));
export const isHitCard = (c: number) => IS_HIT[c] === true;
export const isWizardCard = (c: number) => CARDS[c].deck === 'wizard';

const SPECS: HitSpec[] = CARDS.map((k) => ({ key: k.key as HitSpec['key'], col: k.colour ?? 'any' }));
/** The hit card as printed (shared objects: never change one). */
export function specOf(card: number): HitSpec {
  return SPECS[card];
}

/**
 * Can this hit card reach this monster? Never in the Forest, nor in the Castle ring (but a Hero
 * with Heroic Powers), never the Doppelganger, nor a Centaur/Cyclops/Golem in the ring where hit cards do nothing to it. Flyers
 * only by Archers and Heroes, in any of the three middle rings of the card's colour.
 */
export function canHit(spec: HitSpec, m: Monster, st: State): boolean {
  const ring = m.ring;
  if (ring === FOREST || isDoppel(m)) return false;
  if (ring === CASTLE) {
    return (
      spec.key === 'hero' && st.options.heroicPowers && !isFlying(st, m) && arcColour(m.arc) === spec.col
    );
  }
  if (spec.col !== 'any' && arcColour(m.arc) !== spec.col) return false;
  const tok = TOKENS[m.id];
  if (tok.immuneRing === ring) return false;
  if (isFlying(st, m)) return spec.key === 'archer' || spec.key === 'hero';
  return spec.key === 'hero' || HIT_RING[spec.key] === ring;
}

/** Targets of Wizard cards: never the Doppelganger, never the Warlock (immune to Wizard cards). */
export const wizTarget = (m: Monster) => !isDoppel(m) && m.key !== 'warlock';

export function inMiddleRings(m: Monster): boolean {
  return m.ring >= ARCHER && m.ring <= SWORDSMAN;
}

export { COLOURS };
