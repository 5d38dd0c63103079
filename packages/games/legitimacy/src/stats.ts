import { CARDS, POTATO } from './cards';
import type { LegState, Player } from './state';

/** The pet on a player's table (Grim Reaper may leave none). */
export function petOf(p: Player): string | undefined {
  return p.table.find((c) => CARDS[c].kind === 'pet');
}

export function has(p: Player, id: string): boolean {
  return p.table.includes(id);
}

export function hasPotato(p: Player): boolean {
  return p.table.includes(POTATO);
}

export function jewelCount(p: Player): number {
  let n = 0;
  for (const c of p.table) if (CARDS[c].kind === 'jewel') n++;
  return n;
}

export function creaturesOf(p: Player): string[] {
  return p.table.filter((c) => CARDS[c].kind === 'creature');
}

/** d6 is added to this when moving (never below zero in total). */
export function moveModifier(p: Player): number {
  let m = 0;
  for (const c of p.table) m += CARDS[c].move;
  return m;
}

/**
 * The Magic Range modifier: the sum of the blue modifiers, times 2 with the Bifocal Glasses and
 * times 3 with the Chicken of Wisdom (both multiply). A Fairy or Imp cast from the hand adds its own.
 */
export function magicRange(p: Player, castFromHand?: string): number {
  let sum = 0;
  let times = 1;
  for (const c of p.table) {
    sum += CARDS[c].magic;
    times *= CARDS[c].magicMultiplier;
  }
  if (castFromHand) sum += CARDS[castFromHand].magic;
  return sum * times;
}

/** The Attack modifier of `p` fighting `opponent`, after the Giant Tortoise and the Helm of Help. */
export function attackModifier(p: Player, opponent: Player, pairInHand = true): number {
  let total = 0;
  const creatures: number[] = [];
  let goblin = false;
  let wolf = false;
  for (const c of p.table) {
    const card = CARDS[c];
    if (card.kind === 'creature') creatures.push(card.attack);
    else total += card.attack;
    if (card.ability === 'extra-loot') goblin = true;
    if (card.ability === 'goblin-rider') wolf = true;
  }
  creatures.sort((a, b) => a - b);
  // The Tortoise drops the weakest creature, the Helm the strongest: two different cards when both apply.
  if (opponent.table.includes('giant-tortoise') && creatures.length > 0) creatures.shift();
  if (opponent.table.includes('helm-of-help') && creatures.length > 0) creatures.pop();
  for (const a of creatures) total += a;
  // The Goblin riding the Wolf: the pair gives +4 instead of +1 and +1.
  if (goblin && wolf) total += 2;
  // "If both the wolf and the goblin are combined in a player's hand ... combined Attack of +4."
  else if (pairInHand && !goblin && !wolf && p.hand.includes('goblin') && p.hand.includes('wolf')) total += 4;
  return total;
}

export function attackRange(p: Player, willTurnEvil: boolean): number {
  let range = 1;
  for (const c of p.table) {
    const card = CARDS[c];
    // Good creatures leave a player who turns Evil by this attack: the Centaur's bow goes with them.
    if (card.attackRange > range && !(willTurnEvil && card.alignment === 'good')) range = card.attackRange;
  }
  return range;
}

/** 7 cards, 8 with the Pig, one more with the Book of Tactics while a creature is on the table. */
export function cardLimit(p: Player): number {
  let limit = 7;
  let creature = false;
  let book = 0;
  for (const c of p.table) {
    const card = CARDS[c];
    if (card.kind === 'creature') creature = true;
    if (card.ability === 'needs-creature') book += card.limitBonus;
    else limit += card.limitBonus;
  }
  return creature ? limit + book : limit;
}

export function cardCount(p: Player): number {
  return p.hand.length + p.table.length;
}

/** Cards a player may throw away to meet the limit. */
export function discardable(p: Player, fiveCap: boolean): string[] {
  const out: string[] = [];
  for (const c of p.hand) {
    const k = CARDS[c].kind;
    if (k !== 'quest' && !(fiveCap && k === 'cursed')) out.push(c);
  }
  for (const c of p.table) {
    const k = CARDS[c].kind;
    if (k !== 'character' && k !== 'pet' && k !== 'jewel' && k !== 'cursed') out.push(c);
  }
  return out;
}

export function opponents(state: LegState, seat: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < state.seatCount; s++) if (s !== seat) out.push(s);
  return out;
}
