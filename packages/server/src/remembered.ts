import type { AnyGame, Decision, Result, Seat } from '@questbox/engine';

/**
 * The game as a live match asks it: the `pending` decisions, the `result` and each seat's `legal`
 * actions of the match's current state are computed once and kept until the state changes. The
 * server asks them several times an action (the engine's check of the action, each seat's update,
 * the bots' loop, the turn timer). The position is the current state object at its `revision`: an
 * action steps the live state in place and counts a new revision. Any other state (a bot's sample,
 * a past position) goes to the game itself. The kept lists are shared: every caller reads them and
 * none changes them.
 */
export function rememberingGame(game: AnyGame, current: () => unknown, revision: () => number): AnyGame {
  let seen: unknown;
  let seenRevision = -1;
  let pending: Decision[] | undefined;
  let result: { value: Result | null } | undefined;
  const legal = new Map<Seat, unknown[]>();
  /** True when `state` is the match's current one; forgets what was kept for the one before. */
  const isCurrent = (state: unknown): boolean => {
    if (state !== current()) return false;
    if (state !== seen || revision() !== seenRevision) {
      seen = state;
      seenRevision = revision();
      pending = undefined;
      result = undefined;
      legal.clear();
    }
    return true;
  };
  const remembering: Partial<AnyGame> = {
    pending(state) {
      if (!isCurrent(state)) return game.pending(state);
      pending ??= game.pending(state);
      return pending;
    },
    result(state) {
      if (!isCurrent(state)) return game.result(state);
      result ??= { value: game.result(state) };
      return result.value;
    },
    legal(state, seat) {
      if (!isCurrent(state)) return game.legal(state, seat);
      let actions = legal.get(seat);
      if (!actions) legal.set(seat, (actions = game.legal(state, seat)));
      return actions;
    },
  };
  // Everything else (views, steps, descriptions, the bots' hooks) is the game's own.
  return Object.assign(Object.create(game), remembering);
}
