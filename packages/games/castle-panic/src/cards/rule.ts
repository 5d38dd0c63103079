import type { StepContext } from '@questbox/engine';
import type { Action, Play } from '../actions';
import type { Monster, State } from '../model';
import { monsterById } from '../monsters';
import { wizTarget } from '../targets';

/**
 * What a card does, found by its key: the ways to play it now, and its effect once played (the card
 * is already on its discard pile). Hit cards, modifiers, Brick and Mortar are played by the rules of
 * `plays.ts` and `effects.ts`, not by a rule of their own.
 */
export interface CardRule {
  /** Every play of card `c` by `seat` now; without it, the card is played alone at any time. */
  plays?(st: State, seat: number, c: number, out: Action[]): void;
  effect(st: State, ctx: StepContext, seat: number, play: Play): void;
}

/** The monster a play names (it must be on the board: plays come from the legal list). */
export function target(st: State, id: number | undefined): Monster {
  const m = id === undefined ? undefined : monsterById(st, id);
  if (!m) throw new Error(`monster ${id} is not on the board`);
  return m;
}

/** Acts on every monster a Wizard card may target that `keep` accepts (on a copy: acting may remove them). */
export function onEach(st: State, keep: (m: Monster) => boolean, act: (m: Monster) => void): void {
  for (const m of st.monsters.slice()) if (wizTarget(m) && keep(m)) act(m);
}

/** One play of card `c` on each monster that `keep` accepts. */
export function eachMonster(st: State, c: number, out: Action[], keep: (m: Monster) => boolean): void {
  for (const m of st.monsters) if (keep(m)) out.push({ t: 'play', c, m: m.id });
}
