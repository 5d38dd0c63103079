import { type BotTurn, raceGame, simulate } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { botById, greedyBot, randomBot } from '../src';

function turn(
  legal: string[],
  random: () => number,
  evaluate?: (v: unknown, s: number, a: string) => number,
): BotTurn<unknown, string> {
  let viewed = 0;
  const game = { ...raceGame, evaluate };
  return {
    game,
    seat: 0,
    decision: { seat: 0, prompt: 'pick' },
    legal,
    view: () => {
      viewed++;
      return { viewed };
    },
    random,
  };
}

describe('bots', () => {
  it('the random bot picks uniformly among the legal options', () => {
    let i = 0;
    const seq = [0, 0.34, 0.99];
    const picks = seq.map(() => randomBot.choose(turn(['a', 'b', 'c'], () => seq[i++])));
    expect(picks).toEqual(['a', 'b', 'c']);
  });

  it('the greedy bot takes the best-scored option from its view, breaking ties at random', () => {
    const score = (_v: unknown, _s: number, a: string) => ({ a: 1, b: 5, c: 5 })[a] ?? 0;
    expect(greedyBot.choose(turn(['a', 'b', 'c'], () => 0, score))).toBe('b');
    expect(greedyBot.choose(turn(['a', 'b', 'c'], () => 0.9, score))).toBe('c');
  });

  it('the greedy bot plays at random where the game has no evaluation', () => {
    expect(greedyBot.choose(turn(['a', 'b'], () => 0.9))).toBe('b');
  });

  it('finds bots by id and nothing else', () => {
    expect(botById('greedy')).toBe(greedyBot);
    expect(botById('toString')).toBeUndefined();
  });

  it('greedy and random bots finish every race', () => {
    const stats = simulate(raceGame, { games: 500, seed: 'bots', bots: [greedyBot, randomBot] });
    expect(stats.errors + stats.unfinished).toBe(0);
    expect((stats.wins['0'] ?? 0) + (stats.wins['1'] ?? 0)).toBe(500);
  });
});
