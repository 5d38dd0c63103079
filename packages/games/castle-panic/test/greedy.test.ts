import { greedyBot, makeLookaheadBot, randomBot } from '@questbox/bots';
import { type Bot, simulate } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';

/** Wins of each bot over the same fixed seeds. */
function wins(seats: number, games: number, options: object): { random: number; greedy: number } {
  const run = (bot: Bot) =>
    simulate(castlePanic, { games, seed: 'greedy-test', bots: Array(seats).fill(bot), options }).wins.all ??
    0;
  return { random: run(randomBot), greedy: run(greedyBot) };
}

describe('the greedy bot beats random play', () => {
  it("with The Wizard's Tower, solo, over fixed seeds", () => {
    const w = wins(1, 600, {});
    expect(w.greedy).toBeGreaterThan(w.random);
  });
  it('in the base game, 2 players, over fixed seeds', () => {
    const w = wins(2, 60, { wizardsTower: false });
    expect(w.greedy).toBeGreaterThan(w.random + 5);
  });
});

describe('the look-ahead bot beats the greedy bot', () => {
  it("with The Wizard's Tower, solo, over fixed seeds", () => {
    // A lighter look-ahead than the registered one, to keep the test short; it wins several times as often.
    const light = makeLookaheadBot({ samples: 4, width: 6, stepCap: 300 });
    const run = (bot: Bot) =>
      simulate(castlePanic, { games: 30, seed: 'lookahead-test', bots: [bot], options: {} }).wins.all ?? 0;
    expect(run(light)).toBeGreaterThan(run(greedyBot) + 3);
  });
});
