import { unexplainedPrompts } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { xanth } from '../src';

describe('the rules guide', () => {
  it('explains every prompt that seeded random games meet, in every version', () => {
    const plays = [
      { options: { version: 'simple' }, seats: [3] },
      { options: { version: 'longer' }, seats: [2] },
      { options: { version: 'monaural' }, seats: [1] },
      { options: { version: 'stereo' }, seats: [2] },
    ];
    for (const play of plays)
      expect(unexplainedPrompts(xanth, xanth.guide!, { games: 3, maxSteps: 3000, ...play })).toEqual([]);
  });
});
