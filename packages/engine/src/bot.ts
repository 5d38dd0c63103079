import type { AnyGame, Decision, Seat } from './types';

/** What a bot sees when it must choose: its own seat's view and legal options, never the state. */
export interface BotTurn<V = unknown, A = unknown> {
  game: AnyGame;
  seat: Seat;
  decision: Decision;
  legal: A[];
  /** The seat's view, computed on first use (a random bot never needs it). */
  view(): V;
  /** A uniform number in [0, 1) from the bot's own generator, never the game's. */
  random(): number;
  /** A state drawn from what the seat knows (`Game.resample`), for look-ahead; absent when the game has none. */
  sample?(): unknown;
}

export interface Bot {
  id: string;
  choose<V, A>(turn: BotTurn<V, A>): A;
}

/** Asks `bot` for `decision.seat`'s choice in `state`; the bot sees only that seat's view and options. */
export function botChoice(
  bot: Bot,
  game: AnyGame,
  state: unknown,
  decision: Decision,
  random: () => number,
): unknown {
  const legal = game.legal(state, decision.seat);
  if (legal.length === 0) throw new Error(`Seat ${decision.seat + 1} must choose but has no legal option.`);
  return bot.choose({
    game,
    seat: decision.seat,
    decision,
    legal,
    view: () => game.view(state, decision.seat),
    random,
    sample: game.resample && (() => game.resample?.(state, decision.seat, random)),
  });
}

/**
 * The same for a loop that plays one state to its end in place (simulations): one turn object is
 * reused for every choice, so the hot path makes no closure per action.
 */
export function botAsker(
  game: AnyGame,
  state: unknown,
  random: () => number,
): (bot: Bot, decision: Decision) => unknown {
  const turn: BotTurn = {
    game,
    seat: 0,
    decision: { seat: 0, prompt: '' },
    legal: [],
    view: () => game.view(state, turn.seat),
    random,
    sample: game.resample && (() => game.resample?.(state, turn.seat, random)),
  };
  return (bot, decision) => {
    const legal = game.legal(state, decision.seat);
    if (legal.length === 0) throw new Error(`Seat ${decision.seat + 1} must choose but has no legal option.`);
    turn.seat = decision.seat;
    turn.decision = decision;
    turn.legal = legal;
    return bot.choose(turn);
  };
}
