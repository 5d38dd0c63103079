import type { AnyGame, Decision, Result, Seat } from './types';

/** Why a driven game stopped. */
export type DriveEnd =
  | { stop: 'result'; result: Result; steps: number }
  | { stop: 'bound' | 'until'; steps: number };

/**
 * The one game loop: while there is no result, take the first pending decision, ask for an action,
 * play it. Simulations, golden playthroughs, the test kit, the look-ahead bot and the bench all
 * run on it; each says how to choose, how to play (trusted in place, or checked on copies) and
 * when to stop early.
 */
export function drive(
  game: AnyGame,
  current: () => unknown,
  turn: {
    /** Which of several seats asked at once moves first; by default the first listed. */
    decide?(decisions: Decision[]): Decision;
    choose(decision: Decision, state: unknown): unknown;
    play(seat: Seat, action: unknown): void;
  },
  limits: { maxSteps: number; until?: (state: unknown) => boolean },
): DriveEnd {
  for (let steps = 0; ; steps++) {
    const state = current();
    const result = game.result(state);
    if (result) return { stop: 'result', result, steps };
    if (steps >= limits.maxSteps) return { stop: 'bound', steps };
    if (limits.until?.(state)) return { stop: 'until', steps };
    const decisions = game.pending(state);
    if (decisions.length === 0) throw new Error('The game has no result and nobody to move.');
    const decision = turn.decide ? turn.decide(decisions) : decisions[0];
    turn.play(decision.seat, turn.choose(decision, state));
  }
}
