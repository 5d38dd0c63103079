import type { Action } from './actions';
import { CARDS } from './data';
import { CASTLE, FOREST, SWORDSMAN } from './model';
import { MODIFIERS } from './targets';
import type { View } from './view';

/**
 * How soon a monster hurts the castle: the Castle ring, then the Swordsman ring with no Wall in
 * front (or a Climbing Troll), then the rings outward.
 */
function urgency(v: View, m: View['m'][number]): number {
  if (m.ring === CASTLE) return 14;
  if (m.ring === SWORDSMAN) return v.wl[m.arc] && m.k !== 'climbingTroll' ? 7 : 12;
  return [1, 2, 4][m.ring];
}

/** What `damage` points on this monster are worth: a kill most, more for tough and close ones. */
function hitValue(v: View, id: number | undefined, damage: number): number {
  const m = v.m.find((x) => x.id === id);
  if (!m) return 0;
  const u = urgency(v, m);
  if (damage >= m.hp) return 20 + u * 2 + m.max * 2;
  return u + damage * 2;
}

/** How dangerous a monster is: closeness to the castle and points left. */
function threat(v: View, id: number | undefined): number {
  const m = v.m.find((x) => x.id === id);
  return m ? urgency(v, m) + m.hp : 0;
}
const hpOf = (v: View, id: number | undefined) => v.m.find((x) => x.id === id)?.hp ?? 0;

/** A modifier is worth the best hit it makes possible: Nice Shot and Enchanted on a strong monster. */
function modifierValue(v: View, key: string): number {
  let best = 0;
  for (const m of v.m) if (m.ring >= 1 && m.ring <= 3) best = Math.max(best, m.hp * 5 + m.ring * 3);
  if (key === 'niceShot' || key === 'enchanted') return best >= 13 ? 12 + best : -1;
  if (key === 'doubleStrike') return 11;
  return 6;
}

const RING: Record<string, number> = { archer: 1, knight: 2, swordsman: 3 };
const COLOUR_OF_ARC = ['red', 'red', 'green', 'green', 'blue', 'blue'];

/** Cards that act on the whole board: worth playing when the board needs them. */
function boardCardValue(v: View, key: string): number {
  let near = 0;
  for (const m of v.m) if (urgency(v, m) >= 7) near++;
  switch (key) {
    case 'rainOfIce':
      return near > 0 ? 6 + near * 4 : -1;
    case 'extinguishingWind':
      return near > 0 ? 5 + near * 3 : -1;
    case 'berserk':
      return 9;
    default:
      return 7;
  }
}

/** Is this card of any use against the board now or next turn (for discards)? */
function usefulness(v: View, seat: number, c: number): number {
  const k = CARDS[c];
  const hand = v.hands[seat] ?? [];
  if (k.key in RING || k.key === 'hero') {
    const ring = RING[k.key];
    const colourOk = (arc: number) => !k.colour || k.colour === 'any' || COLOUR_OF_ARC[arc] === k.colour;
    const near = (r: number) => (ring ? r === ring || r === ring - 1 : r <= 3);
    return v.m.some((m) => colourOk(m.arc) && near(m.ring)) ? 2 : 0;
  }
  if (k.key === 'brick' || k.key === 'mortar') {
    const partner = hand.some((x) => CARDS[x].key === (k.key === 'brick' ? 'mortar' : 'brick'));
    const twin = hand.filter((x) => CARDS[x].key === k.key).length > 1;
    if (v.wlf.some((f) => f > 0) || v.twf.some((f) => f > 0)) return 2;
    return partner && !twin ? (v.wl.includes(0) ? 3 : 1) : 0;
  }
  return 2;
}

/**
 * The greedy heuristic, from the seat's view: kill and wound the monsters nearest the castle,
 * rebuild walls where monsters close in, put out fires, keep useful cards; sacrifice the weakest.
 */
export function evaluate(v: View, seat: number, a: Action): number {
  switch (a.t) {
    case 'play': {
      const key = CARDS[a.c].key;
      if (MODIFIERS.includes(key) && a.m === undefined) return modifierValue(v, key);
      if (a.m !== undefined) {
        const t = threat(v, a.m);
        const mods: string[] = v.frame?.k === 'combo' ? v.frame.mods.keys : [];
        if (mods.includes('niceShot')) return hitValue(v, a.m, 99);
        if (key === 'tar') return t >= 12 ? t : -1;
        if (key === 'driveBack') return t >= 8 ? t + 2 : -1;
        if (key === 'barbarian' || key === 'hammerOfLight')
          return hpOf(v, a.m) >= 2 || t >= 12 ? hitValue(v, a.m, 99) : 3;
        if (key === 'teleport') return t >= 12 ? t : -1;
        if (key === 'hypnotize') return hitValue(v, a.m, hpOf(v, a.m2)) + hitValue(v, a.m2, hpOf(v, a.m));
        return 5 + hitValue(v, a.m, mods.includes('enchanted') ? 3 : 1);
      }
      if (key === 'wizardQuake') return -5;
      if (key === 'missing') return v.bag > 0 ? 4 : -1;
      if (key === 'fortify') return 6 + (v.m.some((m) => m.arc === a.arc && m.ring >= SWORDSMAN - 1) ? 5 : 0);
      if (a.arc !== undefined || a.col !== undefined) {
        const hit = v.m.filter(
          (m) => (a.arc === undefined || m.arc === a.arc) && (a.ring === undefined || m.ring === a.ring),
        );
        return 8 + hit.length * 4;
      }
      if (key === 'standTogether') return 3;
      return boardCardValue(v, key);
    }
    case 'build':
    case 'build1':
      return 12 + (v.m.some((m) => m.arc === a.arc && m.ring >= SWORDSMAN - 1 && m.ring < CASTLE) ? 10 : 0);
    case 'douse':
      return 9;
    case 'allForOne':
      return hitValue(v, a.m, 99) - 10;
    case 'end':
    case 'pass':
    case 'done':
      return 0;
    case 'victim':
      return hpOf(v, a.m) === 1 ? 10 : -hpOf(v, a.m);
    case 'target':
      return 5 + hitValue(v, a.m, 1);
    case 'space':
      return a.ring === FOREST ? 10 - Math.abs(a.arc - 3) : -a.ring;
    case 'discard':
      return v.frame?.k === 'disc' || v.frame?.k === 'nlh'
        ? 1.5 - usefulness(v, seat, a.c)
        : -usefulness(v, seat, a.c);
    case 'keep':
      return 0;
    case 'from':
      return a.d === 'wizard' ? 1 : 0;
    case 'keepCard':
      return usefulness(v, seat, a.c);
    case 'place':
      return 5 + (v.wl[a.arc] ? 0 : 5) + (v.tw[a.arc] ? 2 : 0);
    case 'playTok':
      return 3;
    case 'mega':
      return 1;
    case 'give':
    case 'offer':
      return -1;
    case 'refuse':
    case 'noTrade':
      return 0;
    default:
      return 0;
  }
}
