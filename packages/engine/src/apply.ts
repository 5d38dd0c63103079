import { RuleError } from './errors';
import { canonicalJson } from './hash';
import type { AnyGame, Game, GameEvent, Seat, StepContext } from './types';

const quiet: StepContext = { emit() {} };

/**
 * The key that identifies an action among the legal ones: canonical JSON, so that key order does
 * not matter, read from the object's own fields (a `toJSON` of the caller's cannot disguise it).
 */
export function actionKey(action: unknown): string {
  return canonicalJson(action);
}

/** A game's explanation of a refusal; a malformed action it cannot read gets the generic one. */
function explainSafely(game: AnyGame, state: unknown, seat: Seat, action: unknown) {
  try {
    return game.explain?.(state, seat, action) ?? null;
  } catch {
    return null;
  }
}

/** Why `seat` may not take `action` now, or null when it may. Never changes the state. */
export function check(game: AnyGame, state: unknown, seat: Seat, action: unknown): RuleError | null {
  const found = findLegal(game, state, seat, action);
  return found instanceof RuleError ? found : null;
}

/**
 * The listed legal action that `action` names, or why there is none. The game always runs on the
 * listed action, never on the caller's object.
 */
export function findLegal(game: AnyGame, state: unknown, seat: Seat, action: unknown): unknown {
  if (game.result(state) !== null) return new RuleError('game-over', 'The game is over.');
  const decisions = game.pending(state);
  if (!decisions.some((d) => d.seat === seat)) {
    const waiting = [...new Set(decisions.map((d) => d.seat + 1))].join(', ');
    return new RuleError('not-your-turn', `It is not your turn: waiting for seat ${waiting || 'nobody'}.`);
  }
  const legal = game.legal(state, seat);
  // Most callers send an action as it was listed: plain JSON text finds it fastest. Either way the
  // game steps the listed action, so a `toJSON` that prints a legal one only gets that one.
  const text = JSON.stringify(action);
  for (const a of legal) if (JSON.stringify(a) === text) return a;
  const key = actionKey(action);
  for (const a of legal) if (actionKey(a) === key) return a;
  const why = explainSafely(game, state, seat, action);
  if (why) return new RuleError(why.code, why.message);
  return new RuleError('illegal-action', 'That choice is not allowed now: pick one of the listed options.');
}

/**
 * The pure apply of the contract: validates against `legal`, then steps a copy.
 * Throws a RuleError and leaves `state` untouched when the action is refused.
 */
export function apply<S>(
  game: Game<S>,
  state: S,
  seat: Seat,
  action: unknown,
): { state: S; events: GameEvent[] } {
  const listed = findLegal(game, state, seat, action);
  if (listed instanceof RuleError) throw listed;
  const next = game.clone(state);
  const events: GameEvent[] = [];
  game.step(next, seat, listed, { emit: (e) => events.push(e) });
  return { state: next, events };
}

/** Steps `state` in place without validation or events: for simulations whose actions come from `legal`. */
export function applyTrusted(game: AnyGame, state: unknown, seat: Seat, action: unknown): void {
  game.step(state, seat, action, quiet);
}

/** Events that `seat` may see (null: a spectator). */
export function visibleEvents(events: GameEvent[], seat: Seat | null): GameEvent[] {
  return events.filter((e) => !e.to || (seat !== null && e.to.includes(seat)));
}
