import { fileURLToPath } from 'node:url';
import { checkGolden } from '@questbox/engine/golden';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';

/**
 * Golden playthroughs: seeded random games of a short City (8 rounds) recorded with their actions,
 * the log, the result and the final hash, so a change of behaviour shows as a diff.
 * QUESTBOX_UPDATE_GOLDEN=1 records them again on purpose.
 */
const GAMES = [
  { name: 'one-seat', seats: 1, seed: 'golden-1' },
  { name: 'three-seats', seats: 3, seed: 'golden-3' },
];

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`plays the ${g.name} game as recorded, and its save replays to the same hash`, () => {
      const { expected, actual, replayed } = checkGolden(
        cityOfChaos,
        fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url)),
        { seed: g.seed, seats: g.seats, options: { rounds: 8 }, maxSteps: 4000, views: false, hash: true },
      );
      expect(actual).toEqual(expected);
      expect(actual.result).not.toBeNull();
      expect(replayed).toBe(true);
    });
});
