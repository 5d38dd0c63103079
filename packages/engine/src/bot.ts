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
}

export interface Bot {
  id: string;
  choose<V, A>(turn: BotTurn<V, A>): A;
}
