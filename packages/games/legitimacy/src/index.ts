import { type Game, pendingFromStack } from '@questbox/engine';
import type { Action } from './actions';
import { describeAction } from './describe';
import { evaluate } from './evaluate';
import { explain } from './explain';
import { guide } from './guide';
import { renderView } from './render';
import { resample } from './resample';
import { setup } from './setup';
import { cloneState, type LegState, type Options, optionsSchema, seatName } from './state';
import { jewelCount } from './stats';
import { legalActions, stepAction } from './turn';
import { value } from './value';
import { type LegView, viewOf } from './view';
import { legitimacyZones } from './zones';

export type { Action } from './actions';
export { builtInFiles, loadPack, type Pack } from './data';
export type { LegState, Options } from './state';
export type { LegView } from './view';

/**
 * Turns begun: during setup every character and pet chosen counts as one, then every player turn
 * (a missed turn does not begin).
 */
function turn(state: LegState): number {
  const n = state.seatCount;
  if (state.tiles.length > 0) return 2 * n + state.turns;
  let chosen = 0;
  for (const p of state.players) {
    if (p.character) chosen++;
    if (p.table.length > 1) chosen++;
  }
  return chosen;
}

export const legitimacy: Game<LegState, Action, LegView, Options> = {
  id: 'legitimacy',
  title: 'Legitimacy',
  guide,
  seats: { min: 2, max: 6 },
  options: optionsSchema,
  // Random seats wander: their games end by the rules, but the 95th percentile is about 5,000
  // actions with 2 seats, 11,000 with 4 and 19,000 with 6 (100 seeded games each).
  stepBound: 24_000,
  setup,
  pending(state) {
    if (state.winner !== null || state.jewelsLost) return [];
    const top = state.frames[state.frames.length - 1];
    if (top) return pendingFromStack(state.frames);
    return [
      {
        seat: state.turn.seat,
        prompt:
          state.turn.rolled && !state.turn.moveDone
            ? 'Move up to the number rolled'
            : 'Your turn: roll, act, play cards or end the turn',
      },
    ];
  },
  legal: legalActions,
  step: stepAction,
  clone: cloneState,
  view: viewOf,
  result(state) {
    const { winner, jewelsLost } = state;
    // Asked after every action: a running game answers before anything is counted.
    if (!jewelsLost && winner === null) return null;
    const scores = state.players.map(jewelCount);
    const breakdown = [{ line: 'Crown Jewels held', values: scores }];
    if (jewelsLost || winner === null)
      return {
        winners: [],
        scores,
        breakdown,
        summary: 'The Crown Jewels are lost: nobody takes the throne.',
      };
    return {
      winners: [winner],
      scores,
      breakdown,
      summary: `${seatName(state, winner)} takes the throne of Legitimant.`,
    };
  },
  describe: describeAction,
  explain,
  evaluate,
  resample,
  zones: legitimacyZones,
  value,
  turn,
  render: renderView,
};
