import { z } from 'zod';
import { RuleError } from './errors';
import { cloneRng, createRng, die, type Rng } from './rng';
import type { Game } from './types';

/**
 * The reference dice race of the design, for engine tests and benchmarks (not listed to players):
 * each turn a seat rolls (advance one d6) or sprints (advance max(0, 2d6 - 4)); first to 100 wins.
 */
export interface RaceState {
  rng: Rng;
  positions: number[];
  turn: number;
  winner: number | null;
}

export type RaceAction = { type: 'roll' } | { type: 'sprint' };

const GOAL = 100;
const ROLL: RaceAction = { type: 'roll' };
const SPRINT: RaceAction = { type: 'sprint' };
const CHOICES: RaceAction[] = [ROLL, SPRINT];

export const raceGame: Game<RaceState, RaceAction, Omit<RaceState, 'rng'>, Record<string, never>> = {
  id: 'race',
  title: 'Dice race',
  seats: { min: 2, max: 2 },
  options: z.object({}).strict(),
  unlisted: true,
  stepBound: 1000,
  setup(_options, seats, seed) {
    return { rng: createRng(seed), positions: new Array(seats).fill(0), turn: 0, winner: null };
  },
  pending(state) {
    return state.winner === null ? [{ seat: state.turn, prompt: 'Roll or sprint' }] : [];
  },
  legal(state, seat) {
    return state.winner === null && seat === state.turn ? CHOICES : [];
  },
  step(state, seat, action, ctx) {
    let advance: number;
    if (action.type === 'roll') {
      advance = die(state.rng);
      ctx.emit({ type: 'die', text: `Seat ${seat + 1} rolls ${advance}.` });
    } else if (action.type === 'sprint') {
      const a = die(state.rng);
      const b = die(state.rng);
      advance = Math.max(0, a + b - 4);
      ctx.emit({ type: 'die', text: `Seat ${seat + 1} sprints: ${a} + ${b} - 4, advancing ${advance}.` });
    } else throw new RuleError('unknown-action', 'The race knows only roll and sprint.');
    state.positions[seat] += advance;
    if (state.positions[seat] >= GOAL) {
      state.winner = seat;
      ctx.emit({ type: 'win', text: `Seat ${seat + 1} crosses the line.` });
    } else state.turn = (state.turn + 1) % state.positions.length;
  },
  clone(state) {
    return {
      rng: cloneRng(state.rng),
      positions: state.positions.slice(),
      turn: state.turn,
      winner: state.winner,
    };
  },
  view(state) {
    return { positions: state.positions.slice(), turn: state.turn, winner: state.winner };
  },
  result(state) {
    if (state.winner === null) return null;
    return {
      winners: [state.winner],
      scores: state.positions.slice(),
      summary: `Seat ${state.winner + 1} wins the race.`,
    };
  },
  describe(action) {
    return action.type === 'roll' ? 'roll one die' : 'sprint: two dice less four';
  },
  evaluate(view, seat, action) {
    // Behind by a lot: take the riskier sprint (mean 3.1 with a wider spread); else the steady roll (3.5).
    const behind = Math.max(...view.positions) - view.positions[seat];
    return action.type === 'sprint' ? (behind > 20 ? 1 : 0) : 0.5;
  },
  render(view) {
    return view.positions
      .map((p, i) => `Seat ${i + 1}: ${p}/${GOAL}${view.turn === i ? '  <- to move' : ''}`)
      .join('\n');
  },
};
