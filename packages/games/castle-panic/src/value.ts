import { CARDS, TOKENS } from './data';
import { effectiveHp, REACH, wizardOpen } from './evaluate';
import { ARCHER, CASTLE, KNIGHT, SWORDSMAN } from './model';
import type { View } from './view';

type Seen = View['monsters'][number];

/** What standing pieces are worth; a monster's danger is its points times how close it is. */
const TOWER = 40;
const WIZARD_TOWER = 25;
const WALL = 12;
const FORTIFY = 6;
const FLAME = 5;
const GOOD_CARD = 4;
const WIZARD_CARD = 6;
const NEXT_TOKEN = 2;

/** Points of damage a monster still does to the castle, weighted by how soon. */
function danger(v: View, m: Seen): number {
  if (m.key === 'doppelganger') return 0;
  const ring = m.key === 'goblinCavalry' && m.ring < SWORDSMAN ? m.ring + 1 : m.ring;
  let weight: number;
  if (ring === CASTLE) weight = 30;
  else if (ring === SWORDSMAN) weight = v.walls[m.arc] && m.key !== 'climbingTroll' ? 14 : 22;
  else if (ring === KNIGHT) weight = 9;
  else if (ring === ARCHER) weight = 5;
  else weight = 3;
  const kind = TOKENS[m.id].kind;
  const extra = kind === 'mega' ? 25 : kind === 'boss' ? 8 : 0;
  return effectiveHp(m) * weight + extra;
}

/**
 * The look-ahead's judgement of a position: Towers (the Wizard's Tower more while its deck is
 * open), Walls and Fortify tokens standing, less their flames, less every monster's danger, plus
 * the cards in hand that beat an average draw (hands refill each turn, so an ordinary card held is
 * worth nothing extra), less the tokens still to come. The Overlord wants the opposite.
 */
export function value(v: View, seat: number): number {
  let score = -v.bag * NEXT_TOKEN;
  const wizard = wizardOpen(v);
  for (let arc = 0; arc < 6; arc++) {
    if (v.towers[arc])
      score += TOWER + (v.towers[arc] === 2 && wizard ? WIZARD_TOWER : 0) - v.towerFlames[arc] * FLAME;
    if (v.walls[arc]) score += WALL - v.wallFlames[arc] * FLAME;
    if (v.fortified[arc]) score += FORTIFY;
  }
  for (const m of v.monsters) score -= danger(v, m);
  for (const hand of v.hands)
    for (const c of hand) {
      if (CARDS[c].deck === 'wizard') score += WIZARD_CARD;
      else if (REACH.has(CARDS[c].key)) score += GOOD_CARD;
    }
  return seat === v.overlordSeat ? -score : score;
}
