import { type Benefit, OPTION } from './data';
import { active } from './party';
import type { Combat, CombatCard, Member, Player, XanthState } from './state';

/** Played for one fighting Chair Actor before a round; each waits on the table for its moment. */
export const ROUND_EFFECTS = new Set([
  'lucky-strike',
  'mighty-blow',
  'glancing-blow',
  'frenzy',
  'bomb',
  'strength-plus',
]);
/** "Before combat begins": only before the first round. */
export const OPENING_EFFECTS = new Set(['strength-plus', 'windbag', 'befriend']);
/** Everything a party may play during a combat, before a round. */
export const COMBAT_EFFECTS = new Set([...ROUND_EFFECTS, ...OPENING_EFFECTS, 'hiding-place', 'avoid']);

const benefit = (option: string) => OPTION[option] as Benefit;
export const effectOfCard = (x: CombatCard) => benefit(x.option).effect;

/** Members who fight this combat: active and not poisoned out of it. */
export function fighters(p: Player, c: Combat): Member[] {
  return p.party.filter((m) => active(m) && !c.used.includes(`x:${m.id}`));
}

/** Spends the first card of `effect` played for `member`: off the table onto the discard pile. */
export function spendCard(s: XanthState, c: Combat, member: string, effect: string): CombatCard | null {
  const i = c.cards.findIndex((x) => x.member === member && effectOfCard(x) === effect);
  if (i < 0) return null;
  const [x] = c.cards.splice(i, 1);
  s.table.splice(s.table.indexOf(x.card), 1);
  s.discard.push(x.card);
  return x;
}

/** Every card of `effect` played for `member`, spent at once (Frenzy: one extra attack each). */
export function spendAll(s: XanthState, c: Combat, member: string, effect: string): number {
  let n = 0;
  while (spendCard(s, c, member, effect)) n++;
  return n;
}

/** Asparagus Spear and Power Plant: Strength added for the whole combat. */
export function strengthBonus(c: Combat, member: string): number {
  let n = 0;
  for (const x of c.cards) if (x.member === member) n += benefit(x.option).bonus ?? 0;
  return n;
}

/**
 * The combat is over: Strength bonuses are spent; a card whose moment never came (a Mighty Blow
 * with no hit) goes back to its player's hand, or to the discard pile if the party is gone.
 */
export function closeCombatCards(s: XanthState, p: Player, c: Combat): void {
  for (const x of c.cards.splice(0)) {
    s.table.splice(s.table.indexOf(x.card), 1);
    const back = p.party.length > 0 && benefit(x.option).bonus === undefined;
    (back ? p.hand : s.discard).push(x.card);
  }
  if (c.friend) {
    // A befriended Creature fights in one combat only.
    p.friends.splice(p.friends.indexOf(c.friend), 1);
    s.discard.push(OPTION[c.friend].card);
    c.friend = null;
  }
}
