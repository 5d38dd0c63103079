import { checkRandomGames } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src/index';
import { checkConservation, secrets } from './helpers';

describe('random games keep every invariant', () => {
  for (const seats of [2, 3, 4, 6]) {
    it(`${seats} seats: no error, cards conserved, no hidden card in another view, replay holds`, () => {
      const report = checkRandomGames(legitimacy, {
        games: seats === 2 ? 6 : 3,
        seats,
        seed: `prop${seats}`,
        allowUnfinished: true,
        stepBound: 700,
        invariant: checkConservation,
        secrets,
        purityEvery: 11,
      });
      expect(report.actions).toBeGreaterThan(1000);
    });
  }
  it('variations: three jewels, extra tiles, pets chosen', () => {
    const report = checkRandomGames(legitimacy, {
      games: 6,
      seats: 2,
      seed: 'variants',
      options: { threeJewels: true, extraTiles: 2, petsChosen: true },
      allowUnfinished: true,
      stepBound: 700,
      invariant: checkConservation,
      secrets,
    });
    expect(report.games).toBe(6);
  });

  it('random games end by the rules within the step bound: four random seats, no game cut off', () => {
    const report = checkRandomGames(legitimacy, {
      games: 6,
      seats: 4,
      seed: 'to-the-end',
      invariant: checkConservation,
      purityEvery: 97,
    });
    expect(report.games).toBe(6);
  });
});
