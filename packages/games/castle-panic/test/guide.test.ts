import { unexplainedPrompts } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src';

describe('the rules guide', () => {
  it('explains every prompt that seeded random games meet, with each set of options', () => {
    const plays = [
      { options: {}, seats: [1, 3] },
      { options: { overlord: true }, seats: [3] },
      { options: { mansHome: true, heroicPowers: true }, seats: [2] },
    ];
    for (const play of plays)
      expect(
        unexplainedPrompts(castlePanic, castlePanic.guide!, { games: 3, maxSteps: 3000, ...play }),
      ).toEqual([]);
  });
});
