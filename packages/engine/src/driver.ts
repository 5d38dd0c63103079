import type { AnyGame, Decision, Result, Seat } from './types';

/** Why a driven game stopped. */
export type DriveEnd =
  | { stop: 'result'; result: Result; steps: number }
  | { stop: 'bound' | 'until'; steps: number };

export interface TurnLimits {
  maxSteps: number;
  until?: (state: unknown) => boolean;
}

/**
 * The one game loop: while there is no result, yield the pending decision to take now; the caller
 * answers it (at once, or after awaiting a person at a terminal) before asking for the next. It
 * ends with why it stopped. `decide` picks among several seats asked at once (by default the first
 * listed).
 */
export function* turns(
  game: AnyGame,
  current: () => unknown,
  limits: TurnLimits,
  decide?: (decisions: Decision[]) => Decision,
): Generator<Decision, DriveEnd, void> {
  for (let steps = 0; ; steps++) {
    const state = current();
    const result = game.result(state);
    if (result) return { stop: 'result', result, steps };
    if (steps >= limits.maxSteps) return { stop: 'bound', steps };
    if (limits.until?.(state)) return { stop: 'until', steps };
    const decisions = game.pending(state);
    if (decisions.length === 0) throw new Error('The game has no result and nobody to move.');
    yield decide ? decide(decisions) : decisions[0];
  }
}

/**
 * The loop run to its end without waiting: simulations, golden playthroughs, the test kit, the
 * look-ahead bot and the bench. Each says how to choose, how to play (trusted in place, or checked
 * on copies) and when to stop early.
 */
export function drive(
  game: AnyGame,
  current: () => unknown,
  turn: {
    decide?(decisions: Decision[]): Decision;
    choose(decision: Decision, state: unknown): unknown;
    play(seat: Seat, action: unknown): void;
  },
  limits: TurnLimits,
): DriveEnd {
  const loop = turns(game, current, limits, turn.decide);
  for (;;) {
    const next = loop.next();
    if (next.done) return next.value;
    turn.play(next.value.seat, turn.choose(next.value, current()));
  }
}
