import type { AnyGame, Bot } from '@questbox/engine';
import { greedyBot } from './greedy';
import { canLookAhead, lookaheadBot } from './lookahead';
import { randomBot } from './random';

export { greedyBot } from './greedy';
export { canLookAhead, lookaheadBot, makeLookaheadBot } from './lookahead';
export { randomBot } from './random';

export const bots: Record<string, Bot> = { random: randomBot, greedy: greedyBot, lookahead: lookaheadBot };

export function botById(id: string): Bot | undefined {
  return Object.hasOwn(bots, id) ? bots[id] : undefined;
}

/** The bots worth offering for a game: the look-ahead only where the game gives it what it needs. */
export function botsFor(game: AnyGame): string[] {
  return Object.keys(bots).filter((id) => id !== 'lookahead' || canLookAhead(game));
}
