import { unexplainedPrompts } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src';

describe('the rules guide', () => {
  it('explains every prompt that seeded random games meet, with each set of options', () => {
    for (const options of [{}, { ownTurnOnly: true, petsChosen: true }])
      expect(
        unexplainedPrompts(legitimacy, legitimacy.guide!, {
          games: 3,
          seats: [2, 4],
          maxSteps: 3000,
          options,
        }),
      ).toEqual([]);
  });
});
