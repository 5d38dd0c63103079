import type { Bot } from '@questbox/engine';
import { greedyBot } from './greedy';
import { lookaheadBot } from './lookahead';
import { randomBot } from './random';

export { greedyBot } from './greedy';
export { lookaheadBot, makeLookaheadBot } from './lookahead';
export { randomBot } from './random';

export const bots: Record<string, Bot> = { random: randomBot, greedy: greedyBot, lookahead: lookaheadBot };

export function botById(id: string): Bot | undefined {
  return Object.hasOwn(bots, id) ? bots[id] : undefined;
}
