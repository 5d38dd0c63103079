import { applyTrusted, type Bot, botChoice, createMatch, randomSource } from '@questbox/engine';
import { cityOfChaos } from '../src/index';
import { openExits } from '../src/map';
import type { CocState } from '../src/state';

/** What the bench scripts learn from one game besides its end state. */
export interface Played {
  state: CocState;
  actions: number;
  /** The City closed with tiles left in the pile. */
  closed: boolean;
  /** The longest battle, in combat rounds. */
  longest: number;
}

/** Plays one seeded game of `rounds` rounds with these bots; `afterEach` sees the state after every action. */
export function play(
  bots: Bot[],
  seed: string,
  rounds: number,
  afterEach?: (state: CocState) => void,
): Played {
  const match = createMatch(cityOfChaos, { seats: bots.length, seed, options: { rounds } });
  const state = match.state as CocState;
  const random = randomSource(`${seed}:bots`);
  let actions = 0;
  let closed = false;
  let longest = 0;
  while (!state.over && actions < 40_000) {
    const d = cityOfChaos.pending(state)[0];
    applyTrusted(cityOfChaos, state, d.seat, botChoice(bots[d.seat], cityOfChaos, state, d, random));
    actions++;
    if (state.tilePile.length > 0 && openExits(state.tiles).length === 0) closed = true;
    for (const c of state.combat) if (c) longest = Math.max(longest, c.totalRounds);
    afterEach?.(state);
  }
  return { state, actions, closed, longest };
}
