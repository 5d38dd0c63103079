import { checkRandomGames } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';
import { conservation, secrets } from './invariants';
import { OPTION_SETS } from './option-sets';

describe('random games keep every rule of the design', () => {
  for (const [name, options] of OPTION_SETS) {
    for (const seats of options.overlord ? [2, 3, 6] : [1, 2, 4, 6]) {
      it(`${name}, ${seats} seat(s)`, () => {
        const report = checkRandomGames(castlePanic, {
          games: seats === 1 ? 30 : 15,
          seed: `${name}:${seats}`,
          seats,
          options,
          invariant: conservation,
          secrets,
          purityEvery: 17,
        });
        expect(report.finished).toBe(report.games);
      });
    }
  }
});
