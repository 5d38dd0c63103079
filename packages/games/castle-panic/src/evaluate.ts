import type { Action } from './actions';
import { CARDS } from './data';
import { CASTLE, FOREST, SWORDSMAN } from './model';
import type { View } from './view';

/** How dangerous a monster is: closeness to the castle, points left, fire on it lowers it. */
function threat(v: View, id: number | undefined): number {
  const m = v.m.find((x) => x.id === id);
  if (!m) return 0;
  return (m.ring + 1) * 3 + m.hp - m.fl;
}
const hpOf = (v: View, id: number | undefined) => v.m.find((x) => x.id === id)?.hp ?? 0;

/** Is this card of any use against the board right now (for discards)? */
function usefulness(v: View, c: number): number {
  const k = CARDS[c];
  if (['archer', 'knight', 'swordsman'].includes(k.key)) {
    const ring = k.key === 'archer' ? 1 : k.key === 'knight' ? 2 : 3;
    return v.m.some((m) => m.ring === ring || m.ring === ring - 1) ? 2 : 0;
  }
  if (k.key === 'brick' || k.key === 'mortar') return v.wl.includes(0) || v.wlf.some((f) => f > 0) ? 3 : 1;
  return 3;
}

/**
 * The greedy heuristic, from the seat's view: kill and wound the monsters nearest the castle,
 * rebuild walls where monsters close in, put out fires, keep useful cards; sacrifice the weakest.
 */
export function evaluate(v: View, _seat: number, a: Action): number {
  switch (a.t) {
    case 'play': {
      const key = CARDS[a.c].key;
      if (a.m !== undefined) {
        const t = threat(v, a.m);
        if (key === 'tar' || key === 'driveBack') return t > 12 ? t : -1;
        if (key === 'barbarian' || key === 'hammerOfLight') return hpOf(v, a.m) >= 2 ? 20 + t : 5;
        if (key === 'lightningBolt') return 10 + t;
        if (key === 'teleport') return t > 12 ? 8 : -1;
        const kills = hpOf(v, a.m) <= 1 ? 15 : 0;
        return 10 + t + kills;
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
      return 7;
    }
    case 'build':
    case 'build1':
      return 12 + (v.m.some((m) => m.arc === a.arc && m.ring >= SWORDSMAN - 1 && m.ring < CASTLE) ? 10 : 0);
    case 'douse':
      return 9;
    case 'end':
    case 'pass':
    case 'done':
      return 0;
    case 'victim':
      return hpOf(v, a.m) === 1 ? 10 : -hpOf(v, a.m);
    case 'target':
      return 10 + threat(v, a.m) + (hpOf(v, a.m) <= 1 ? 15 : 0);
    case 'space':
      return a.ring === FOREST ? 10 - Math.abs(a.arc - 3) : -a.ring;
    case 'discard':
      return v.frame?.k === 'disc' || v.frame?.k === 'nlh' ? 1 - usefulness(v, a.c) : -usefulness(v, a.c);
    case 'keep':
      return 0;
    case 'from':
      return a.d === 'wizard' ? 1 : 0;
    case 'keepCard':
      return usefulness(v, a.c);
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
