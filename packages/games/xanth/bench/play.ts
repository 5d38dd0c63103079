import { applyTrusted, type Bot, botChoice, createMatch, randomSource } from '@questbox/engine';
import { xanth } from '../src/index';
import type { XanthState } from '../src/state';

const BOUND = xanth.stepBound ?? 20_000;

/** One seeded game with these bots, played in place to its end (or the step bound): its final state and length. */
export function play(bots: Bot[], seed: string, options: object): { state: XanthState; actions: number } {
  const match = createMatch(xanth, { seats: bots.length, seed, options });
  const state = match.state as XanthState;
  const random = randomSource(`${seed}:bots`);
  let actions = 0;
  while (state.phase.kind !== 'over' && actions < BOUND) {
    const d = xanth.pending(state)[0];
    applyTrusted(xanth, state, d.seat, botChoice(bots[d.seat], xanth, state, d, random));
    actions++;
  }
  return { state, actions };
}
