import { greedyBot, lookaheadBot, randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';

describe('bots', () => {
  it('greedy play brings the Athena to the Fort clearly more often than random play', () => {
    const run = (bot: typeof randomBot) =>
      simulate(zagor, { games: 150, seed: 'bots', bots: [bot, bot, bot] });
    const random = run(randomBot);
    const greedy = run(greedyBot);
    const docked = (s: ReturnType<typeof run>) => Object.values(s.wins).reduce((a, b) => a + b, 0);
    expect(random.errors + greedy.errors).toBe(0);
    expect(docked(greedy)).toBeGreaterThan(docked(random) + 40);
  });

  it('the look-ahead bot plays whole games from its seat view', () => {
    const stats = simulate(zagor, { games: 3, seed: 'lookahead', bots: [lookaheadBot, randomBot] });
    expect(stats.errors).toBe(0);
    expect(stats.unfinished).toBe(0);
  });
});
