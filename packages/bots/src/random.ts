import type { Bot, BotTurn } from '@questbox/engine';

/** Uniform over the legal options. */
export const randomBot: Bot = {
  id: 'random',
  choose<V, A>(turn: BotTurn<V, A>): A {
    return turn.legal[Math.floor(turn.random() * turn.legal.length)];
  },
};
