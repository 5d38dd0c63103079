import type { z } from 'zod';
import type { Guide } from './guide';
import type { StateTable } from './kit/zones';

/** A seat at the table, numbered from 0. */
export type Seat = number;

/** One seat that must choose now. The choices themselves come from `Game.legal`. */
export interface Decision {
  seat: Seat;
  /** What the seat is asked, in words: "Choose a card to play". */
  prompt: string;
}

/** Something that happened, for the log, the replay and animations. */
export interface GameEvent {
  /** A short machine name: "die", "draw", "slay". */
  type: string;
  /** The event in words, for the log. */
  text: string;
  /** Seats that may see it; absent means everyone (spectators included). */
  to?: Seat[];
  /** True when the event shows something that was hidden (a card drawn, a hand revealed): undo stops here. */
  reveal?: boolean;
  data?: unknown;
}

/** How a finished game ended. */
export interface Result {
  /** Seats that won; in a cooperative game every seat or none. */
  winners: Seat[];
  /** Points per seat, where the game scores. */
  scores?: number[];
  /** True for cooperative games: `winners` is everyone or nobody. */
  cooperative?: boolean;
  /** The end in words: "The castle stands: every monster slain." */
  summary: string;
  /** The lines that add up to `scores`, each saying what it counts, one value per seat. */
  breakdown?: { line: string; values: number[] }[];
}

/** What `Game.step` may use besides the state. */
export interface StepContext {
  emit(event: GameEvent): void;
}

/**
 * A game: pure functions over a plain-JSON state. The engine owns validation, copying and logging;
 * a game owns its rules. See the engine README for the full contract.
 */
export interface Game<S = any, A = any, V = any, O = any> {
  id: string;
  title: string;
  seats: { min: number; max: number };
  /** Options schema (zod). Defaults fill what a player leaves out. */
  options: z.ZodType<O>;
  /** Not listed to players (the reference race game). */
  unlisted?: boolean;
  setup(options: O, seats: number, seed: string): S;
  pending(state: S): Decision[];
  legal(state: S, seat: Seat): A[];
  /**
   * Applies a legal action to a working copy the engine owns, mutating it.
   * May throw a RuleError before it changes anything.
   */
  step(state: S, seat: Seat, action: A, ctx: StepContext): void;
  /** A deep copy of the state; the engine calls it before `step` in the pure `apply`. */
  clone(state: S): S;
  view(state: S, seat: Seat | null): V;
  result(state: S): Result | null;
  describe(action: A, state: S): string;
  /**
   * True when the action itself is secret (a hidden pick): the log then shows its words and the
   * action only to the seat that took it. Its visible effects are the game's events.
   */
  secret?(state: S, seat: Seat, action: A): boolean;
  /** Why an action is refused, in a player's words; the engine falls back to a generic sentence. */
  explain?(state: S, seat: Seat, action: A): { code: string; message: string } | null;
  /** Greedy-bot heuristic: how good `action` looks from `seat`'s view. Higher is better. */
  evaluate?(view: V, seat: Seat, action: A): number;
  /**
   * A state drawn from what `seat` knows (OpenSpiel's resampling from the information state): a
   * copy in which everything hidden from the seat (deck orders, bags, other hands, the generator)
   * is dealt again at random from `random`. It must depend only on the seat's view, so planning on
   * it leaks nothing. Look-ahead bots plan on these, never on the real state.
   */
  resample?(state: S, seat: Seat, random: () => number): S;
  /**
   * The state's declaration (the kit's `stateTable`): which fields and zones each seat may see. The
   * server's leak scanner reads the secret items of a state from it.
   */
  zones?: StateTable<S>;
  /** How good the position is for `seat`, from its view; higher is better. Look-ahead bots judge with it. */
  value?(view: V, seat: Seat): number;
  /** How many turns have begun: a look-ahead bot plays on until this grows, then judges the position. */
  turn?(state: S): number;
  /** The view as text for the terminal. */
  render?(view: V, seat: Seat | null): string;
  /** A bound on actions in one game, after which simulations call it unfinished. */
  stepBound?: number;
  /** The rules for players: a summary and sections, each prompt linked to the one that explains it. */
  guide?: Guide;
}

export type AnyGame = Game<any, any, any, any>;
