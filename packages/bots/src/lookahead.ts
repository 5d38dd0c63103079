import {
  type AnyGame,
  applyTrusted,
  type Bot,
  type BotTurn,
  botAsker,
  drive,
  randomSource,
} from '@questbox/engine';
import { greedyBot } from './greedy';

export interface LookaheadSettings {
  /** States drawn from what the seat knows; every candidate is tried in each of them. */
  samples: number;
  /** How many of the greedy's best options are tried (the rest are not worth the time). */
  width: number;
  /** A bound on the actions of one play-out. */
  stepCap: number;
}

/** A finished game outweighs any position: a win above every value, a loss below. */
const DECIDED = 1e6;

/**
 * Plays each candidate in the same few sampled states (`Game.resample`, drawn from the seat's
 * information only), lets greedy play every seat on to the start of the next turn, and takes the
 * candidate whose outcomes `Game.value` rates best on average. The same samples and play-out seeds
 * serve every candidate, so the comparison measures the choice rather than the luck. A game
 * without `resample`, `value` and `turn` gets greedy play.
 */
export function makeLookaheadBot(settings: LookaheadSettings): Bot {
  return {
    id: 'lookahead',
    choose<V, A>(turn: BotTurn<V, A>): A {
      const game = turn.game;
      if (turn.legal.length === 1 || !turn.sample || !canLookAhead(game)) return greedyBot.choose(turn);
      const candidates = shortlist(turn, settings.width);
      if (candidates.length === 1) return candidates[0];
      const worlds = Array.from({ length: settings.samples }, () => ({
        state: turn.sample?.(),
        seed: String(turn.random()),
      }));
      let best = candidates[0];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const action of candidates) {
        let score = 0;
        for (const w of worlds)
          score += playOn(game, game.clone(w.state), turn.seat, action, w.seed, settings.stepCap);
        if (score > bestScore) {
          bestScore = score;
          best = action;
        }
      }
      return best;
    },
  };
}

/** The game has what the look-ahead needs: a resample, a value and a turn count. */
export function canLookAhead(game: AnyGame): boolean {
  return Boolean(game.resample && game.value && game.turn);
}

/** The greedy's `width` best options, best first (all of them, in order, without an evaluation). */
function shortlist<V, A>(turn: BotTurn<V, A>, width: number): A[] {
  const evaluate = turn.game.evaluate;
  if (!evaluate) return turn.legal.slice(0, width);
  const view = turn.view();
  return turn.legal
    .map((action) => ({ action, score: evaluate(view, turn.seat, action) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, width)
    .map((x) => x.action);
}

/** Plays `action`, then greedy for every seat until the next turn begins or the game ends; rates the outcome for `seat`. */
function playOn(
  game: AnyGame,
  state: unknown,
  seat: number,
  action: unknown,
  seed: string,
  cap: number,
): number {
  const start = game.turn?.(state);
  applyTrusted(game, state, seat, action);
  const ask = botAsker(game, state, randomSource(seed));
  drive(
    game,
    () => state,
    {
      choose: (decision) => ask(greedyBot, decision),
      play: (who, next) => applyTrusted(game, state, who, next),
    },
    { maxSteps: cap, until: (now) => game.turn?.(now) !== start },
  );
  const value = game.value?.(game.view(state, seat), seat) ?? 0;
  const result = game.result(state);
  if (!result) return value;
  return (result.winners.includes(seat) ? DECIDED : -DECIDED) + value;
}

/** Eight samples of the greedy's ten best options: 0.4-0.7 s a Castle Panic game (see its README). */
export const lookaheadBot = makeLookaheadBot({ samples: 8, width: 10, stepCap: 300 });
