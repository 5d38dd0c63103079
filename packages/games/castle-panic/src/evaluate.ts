import type { Action } from './actions';
import { CARDS, TOKENS } from './data';
import { CASTLE, FOREST, SWORDSMAN } from './model';
import { MODIFIERS } from './targets';
import type { View } from './view';

type Seen = View['monsters'][number];

/**
 * How soon a monster hurts the castle: the Castle ring (it breaks a Tower every turn), then the
 * Swordsman ring with no Wall in front (or a Climbing Troll), then the rings outward. Goblin
 * Cavalry counts a ring nearer (it moves two).
 */
function urgency(v: View, m: Seen): number {
  if (m.ring === CASTLE) return 16;
  if (m.ring === SWORDSMAN) return v.walls[m.arc] && m.key !== 'climbingTroll' ? 8 : 13;
  const ring = m.key === 'goblinCavalry' ? m.ring + 1 : m.ring;
  if (ring === SWORDSMAN) return 7;
  return [1, 2, 4][ring];
}

/** Extra weight of a monster beyond its points: Mega Bosses and Bosses do more than their blows. */
function kindWeight(m: Seen): number {
  const kind = TOKENS[m.id].kind;
  if (kind === 'mega') return 10;
  if (kind === 'boss') return 3;
  if (m.key === 'imp') return -1;
  return 0;
}

/** The base worth of a kill (tried 10 and 30: no measurable difference). */
const KILL = 20;
const byId = (v: View, id: number | undefined): Seen | undefined => {
  for (const m of v.monsters) if (m.id === id) return m;
  return undefined;
};

/** Points left once its flames have burnt (each flame takes a point at the end of the turn). */
export const effectiveHp = (m: Seen) => Math.max(1, m.hp - m.flames);

/** What `dmg` points on this monster are worth: a kill most, more for tough, close and big ones. */
function hitValue(v: View, id: number | undefined, dmg: number): number {
  const m = byId(v, id);
  if (!m || m.key === 'doppelganger') return 0;
  const u = urgency(v, m);
  if (dmg >= m.hp) return KILL + u * (2 + m.hp * 0.5) + m.maxHp * 2 + kindWeight(m) * 2;
  // A wound that the flames will finish counts almost as a kill.
  if (m.flames > 0 && dmg + m.flames >= m.hp) return 14 + u * 2 + m.maxHp;
  return u * (1 + 0.3 * dmg) + dmg * 2 + kindWeight(m);
}

/** How dangerous a monster is: closeness to the castle, points left, what it is. */
function threat(v: View, id: number | undefined): number {
  const m = byId(v, id);
  return m ? urgency(v, m) + effectiveHp(m) + kindWeight(m) : 0;
}
const hpOf = (v: View, id: number | undefined) => byId(v, id)?.hp ?? 0;

/**
 * Cards that reach the Castle ring (or move monsters out of it): the only answer to a monster
 * inside the Walls, so they are kept for that unless the blow is worth it now.
 */
export const REACH = new Set([
  'barbarian',
  'azrielsFist',
  'redFireball',
  'greenFireball',
  'blueFireball',
  'chainLightning',
  'lightningBolt',
  'valadorsWave',
  'teleport',
  'driveBack',
  'hypnotize',
  'wallOfForce',
  'rainOfIron',
]);
/**
 * A phase 2 discard is worth more than any card but a reach card while the Wizard deck is open
 * (measured: cycling into Wizard cards wins more games than keeping hit cards); without it only
 * useless cards go.
 */
const DISCARD_WITH_WIZARD = 5;
const DISCARD_WITHOUT = 1.5;

/** The Wizard deck can be drawn from: a discard then brings a Wizard card, worth more than most cards kept. */
export const wizardOpen = (v: View) => v.options.wizardsTower && !v.wizardDeckOff && v.wizardDeck > 0;

/** Can seat `cur` play this card on the board now (hit cards by ring, colour and flying; Wizard cards on any monster past the Forest)? */
function playableNow(v: View, c: number): boolean {
  const k = CARDS[c];
  const ring = RING[k.key];
  if (ring || k.key === 'hero') {
    for (const m of v.monsters) {
      if (m.ring === FOREST || m.ring === CASTLE || m.key === 'doppelganger') continue;
      const tok = TOKENS[m.id];
      if (tok.immuneRing === m.ring) continue;
      if (k.colour && k.colour !== 'any' && COLOUR_OF_ARC[m.arc] !== k.colour) continue;
      if (tok.flying) {
        if (k.key === 'archer' || k.key === 'hero') return true;
        continue;
      }
      if (k.key === 'hero' || ring === m.ring) return true;
    }
    return false;
  }
  if (REACH.has(k.key) || k.deck === 'wizard')
    return v.monsters.some((m) => m.ring !== FOREST && m.key !== 'doppelganger');
  return false;
}

/**
 * A reach card's play on monster `id`: more in the Castle ring or just outside an open arc. Keeping
 * them back for those monsters was tried and lost more games than playing them at once.
 */
function reachValue(v: View, id: number | undefined, value: number): number {
  const m = byId(v, id);
  if (!m) return -1;
  if (m.ring === CASTLE || urgency(v, m) >= 13) return value + 10;
  return value;
}

/** A modifier is worth the best hit it makes possible: Nice Shot and Enchanted on a strong monster. */
function modifierValue(v: View, key: string): number {
  let best = 0;
  for (const m of v.monsters)
    if (m.ring >= 1 && m.ring <= 3) best = Math.max(best, m.hp * 5 + m.ring * 3 + kindWeight(m));
  if (key === 'niceShot' || key === 'enchanted') return best >= 13 ? 12 + best : -1;
  if (key === 'doubleStrike') return 11;
  return 6;
}

const RING: Record<string, number> = { archer: 1, knight: 2, swordsman: 3 };
const COLOUR_OF_ARC = ['red', 'red', 'green', 'green', 'blue', 'blue'];

/** Cards that act on the whole board: worth playing when the board needs them. */
function boardCardValue(v: View, key: string): number {
  let near = 0;
  for (const m of v.monsters) if (urgency(v, m) >= 7) near++;
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
  if (REACH.has(k.key)) return 4;
  if (k.key in RING || k.key === 'hero') {
    const ring = RING[k.key];
    const colourOk = (arc: number) => !k.colour || k.colour === 'any' || COLOUR_OF_ARC[arc] === k.colour;
    const near = (r: number) => (ring ? r === ring || r === ring - 1 : r <= 3);
    return v.monsters.some((m) => colourOk(m.arc) && near(m.ring)) ? 2 : 0;
  }
  if (k.key === 'brick' || k.key === 'mortar') {
    const partner = hand.some((x) => CARDS[x].key === (k.key === 'brick' ? 'mortar' : 'brick'));
    const twin = hand.filter((x) => CARDS[x].key === k.key).length > 1;
    if (v.wallFlames.some((f) => f > 0) || v.towerFlames.some((f) => f > 0)) return 2;
    return partner && !twin ? (v.walls.includes(0) ? 3 : 1) : 0;
  }
  return 2;
}

/**
 * The greedy heuristic, from the seat's view: kill and wound the monsters nearest the castle
 * (toughest, Bosses and Mega Bosses first), keep the cards that reach the Castle ring for the
 * monsters inside the Walls, rebuild walls where monsters close in, put out fires, keep useful
 * cards; sacrifice the weakest.
 */
export function evaluate(v: View, seat: number, a: Action): number {
  switch (a.t) {
    case 'play': {
      const key = CARDS[a.c].key;
      if (MODIFIERS.includes(key) && a.m === undefined) return modifierValue(v, key);
      if (a.m !== undefined) {
        const t = threat(v, a.m);
        const mods: string[] = v.frame?.kind === 'combo' ? v.frame.mods.keys : [];
        if (mods.includes('niceShot')) return hitValue(v, a.m, 99);
        if (key === 'tar') return t >= 12 ? t : -1;
        if (key === 'driveBack') return reachValue(v, a.m, t + 8);
        if (key === 'barbarian') return reachValue(v, a.m, hitValue(v, a.m, 99));
        if (key === 'hammerOfLight')
          return hpOf(v, a.m) >= 3 || kindWeight(byId(v, a.m) as Seen) > 0 ? hitValue(v, a.m, 99) : 3;
        if (key === 'teleport') return reachValue(v, a.m, t + 6);
        if (key === 'lightningBolt') return reachValue(v, a.m, hitValue(v, a.m, 1) + t);
        if (key === 'hypnotize')
          return reachValue(v, a.m, hitValue(v, a.m, hpOf(v, a.m2)) + hitValue(v, a.m2, hpOf(v, a.m)));
        if (REACH.has(key)) return reachValue(v, a.m, 5 + hitValue(v, a.m, 1));
        return 5 + hitValue(v, a.m, mods.includes('enchanted') ? 3 : 1);
      }
      if (key === 'wizardQuake') {
        // A Tower for every monster in its arc: worth it when the arc is crowded or holds a Mega Boss
        // (measured: more games won than never playing it); the Wizard's Tower costs more.
        let gain = 0;
        for (const m of v.monsters)
          if (m.arc === a.arc && m.key !== 'doppelganger') gain += hitValue(v, m.id, 99);
        return gain - (v.towers[a.arc ?? 0] === 2 ? 120 : 70);
      }
      if (key === 'missing') return v.bag > 0 ? 4 : -1;
      if (key === 'mysticalManufacturing') return 30;
      if (key === 'fortify')
        return 6 + (v.monsters.some((m) => m.arc === a.arc && m.ring >= SWORDSMAN - 1) ? 5 : 0);
      if (a.arc !== undefined || a.col !== undefined) {
        let value = 8;
        let castle = false;
        for (const m of v.monsters) {
          if (a.arc !== undefined && m.arc !== a.arc) continue;
          if (a.ring !== undefined && m.ring !== a.ring) continue;
          if (a.col !== undefined && COLOUR_OF_ARC[m.arc] !== a.col) continue;
          if (m.ring === FOREST && key !== 'chainLightning') continue;
          value +=
            key === 'wallOfForce' ? threat(v, m.id) : hitValue(v, m.id, key === 'valadorsWave' ? 2 : 1) / 2;
          if (m.ring === CASTLE || urgency(v, m) >= 13) castle = true;
        }
        return castle ? value + 10 : value;
      }
      if (key === 'standTogether') return 3;
      return boardCardValue(v, key);
    }
    case 'build':
    case 'build1':
      return (
        12 + (v.monsters.some((m) => m.arc === a.arc && m.ring >= SWORDSMAN - 1 && m.ring < CASTLE) ? 10 : 0)
      );
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
    case 'target': {
      const m = byId(v, a.m);
      return 5 + hitValue(v, a.m, 1) + (m && m.ring === CASTLE ? 10 : 0);
    }
    case 'space':
      return a.ring === FOREST ? 10 - Math.abs(a.arc - 3) : -a.ring;
    case 'discard':
      // Never Lose Hope too: throwing back all but the reach cards (its draws are Castle cards) won more
      // games than keeping the hit cards.
      return v.frame?.kind === 'disc' || v.frame?.kind === 'nlh'
        ? (wizardOpen(v) ? DISCARD_WITH_WIZARD : DISCARD_WITHOUT) - usefulness(v, seat, a.c)
        : -usefulness(v, seat, a.c);
    case 'keep':
      return 0;
    case 'from':
      return a.d === 'wizard' ? 1 : 0;
    case 'keepCard':
      return usefulness(v, seat, a.c);
    case 'place':
      return 5 + (v.walls[a.arc] ? 0 : 5) + (v.towers[a.arc] ? 2 : 0);
    case 'playTok':
      return 3;
    case 'mega':
      return 1;
    case 'offer': {
      // Worth offering a card of little use when the other hand holds one to play at once.
      const theirs = v.hands[a.to] ?? [];
      if (!theirs.some((x) => playableNow(v, x) && !playableNow(v, a.c))) return -1;
      return playableNow(v, a.c) ? -1 : 1 + (4 - usefulness(v, seat, a.c)) * 0.1;
    }
    case 'give':
      return playableNow(v, a.c) ? 2 + (CARDS[a.c].deck === 'wizard' ? 1 : 0) : -1;
    case 'refuse':
    case 'noTrade':
      return 0;
    default:
      return 0;
  }
}
