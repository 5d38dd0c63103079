import { unexplainedPrompts } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src';

describe('the rules guide', () => {
  it('explains every prompt that seeded random games meet, with each set of options', () => {
    for (const options of [{}, { enemies: ['blondie', 'marie-laveau'] }])
      expect(
        unexplainedPrompts(zagor, zagor.guide!, { games: 3, seats: [2, 5], maxSteps: 3000, options }),
      ).toEqual([]);
  });
});
