import { checkRandomGames } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { conserved, secrets } from './helpers';

describe('seeded random games', () => {
  for (const seats of [2, 3, 4, 5])
    it(`play to their end for ${seats} seats: no error, every component conserved, no secret shown, resampling true to the view`, () => {
      const report = checkRandomGames(zagor, {
        games: 15,
        seats,
        seed: `props-${seats}`,
        invariant: conserved,
        secrets,
        purityEvery: 23,
      });
      expect(report.finished).toBe(15);
    });

  it('play to their end with the publisher counts', () => {
    const report = checkRandomGames(zagor, {
      games: 10,
      seats: 3,
      seed: 'publisher',
      options: { edition: 'publisher' },
      invariant: conserved,
      secrets,
      purityEvery: 31,
    });
    expect(report.finished).toBe(10);
  });
});
