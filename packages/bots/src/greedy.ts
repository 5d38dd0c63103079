import type { Bot, BotTurn } from '@questbox/engine';
import { randomBot } from './random';

/**
 * Scores every legal option with the game's evaluation of the seat's own view and takes the best,
 * breaking ties at random. A game without an evaluation gets random play.
 */
export const greedyBot: Bot = {
  id: 'greedy',
  choose<V, A>(turn: BotTurn<V, A>): A {
    const evaluate = turn.game.evaluate;
    if (!evaluate || turn.legal.length === 1) return randomBot.choose(turn);
    const view = turn.view();
    let best: A[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const action of turn.legal) {
      const score = evaluate(view, turn.seat, action);
      if (score > bestScore) {
        bestScore = score;
        best = [action];
      } else if (score === bestScore) best.push(action);
    }
    return best[Math.floor(turn.random() * best.length)];
  },
};
