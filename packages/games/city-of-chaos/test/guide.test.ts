import { unexplainedPrompts } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src';

describe('the rules guide', () => {
  it('explains every prompt that seeded random games meet, with each set of options', () => {
    for (const options of [{}])
      expect(
        unexplainedPrompts(cityOfChaos, cityOfChaos.guide!, {
          games: 3,
          seats: [1, 3],
          maxSteps: 3000,
          options,
        }),
      ).toEqual([]);
  });
});
