import type { Game } from '@questbox/engine';
import { toPick } from './duel';
import { pointsBreakdown, pointsLine, pointsOf } from './effects';
import { evaluate, value } from './evaluate';
import { guide } from './guide';
import { describeAction, renderView } from './render';
import { setup } from './setup';
import { type CocState, cloneState, type Options, optionsSchema } from './state';
import { type Action, allyToPick, legalActions, stepAction, toConsent } from './turn';
import { type CocView, TABLE, viewOf } from './view';

export type { CocState, Options } from './state';
export type { Action } from './turn';
export type { CocView } from './view';

const PROMPTS: Record<CocState['phase']['kind'], string> = {
  start: 'Your turn: roll the D8',
  move: 'Move your figure the full roll',
  card: 'Follow the Action card',
  interact: 'Greet, Help or Threaten',
  read: 'Choose in the Tome of Chaos',
  combat: 'Choose your combat card',
  arrange: 'Put the Action cards back in an order',
  duel: 'Choose your combat card face down',
  consent: 'Agree or refuse to flee the battle you joined',
  done: '',
};

export const cityOfChaos: Game<CocState, Action, CocView, Options> = {
  id: 'city-of-chaos',
  title: 'City of Chaos',
  guide,
  seats: { min: 1, max: 6 },
  options: optionsSchema,
  stepBound: 40_000,
  setup,
  pending(state) {
    if (state.over) return [];
    if (state.phase.kind === 'duel') return toPick(state).map((seat) => ({ seat, prompt: PROMPTS.duel }));
    if (state.phase.kind === 'consent')
      return toConsent(state).map((seat) => ({ seat, prompt: PROMPTS.consent }));
    const ally = allyToPick(state);
    if (ally !== null) return [{ seat: ally, prompt: 'Add your combat card to the battle you joined' }];
    return [{ seat: state.seat, prompt: PROMPTS[state.phase.kind] }];
  },
  legal: legalActions,
  step: stepAction,
  clone: cloneState,
  view: viewOf,
  resample: (state, seat, random) => TABLE.resample(state, seat, random, cloneState),
  zones: TABLE,
  result(state) {
    if (!state.over) return null;
    const scores = state.players.map(pointsOf);
    const lines = state.players.map((p) => `\n  ${pointsLine(p)}`).join('');
    const breakdown = pointsBreakdown(state.players);
    if (state.winner !== null)
      return {
        winners: [state.winner],
        scores,
        breakdown,
        summary: `${state.players[state.winner].name} solves a source of the Chaos: ${state.solved}.${lines}`,
      };
    const best = Math.max(...scores);
    return {
      winners: scores.flatMap((s, i) => (s === best ? [i] : [])),
      scores,
      breakdown,
      summary: `${state.players.every((p) => p.out) ? 'Every player has left the City or died' : 'Time runs out'}; points make winners.${lines}`,
    };
  },
  describe: describeAction,
  /** The order Detect Clue puts the Action cards in, a combat card chosen face down and an answer to a flight are seen by their chooser alone. */
  secret: (_state, _seat, action) => action.t === 'order' || action.t === 'pick' || action.t === 'consent',
  render: renderView,
  evaluate,
  value,
  turn: (state) => state.turns,
};
