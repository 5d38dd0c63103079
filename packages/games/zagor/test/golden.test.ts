import { fileURLToPath } from 'node:url';
import { checkGolden } from '@questbox/engine/golden';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';

/**
 * Golden playthroughs: seeded random games recorded with their actions, the log, the result and the
 * final hash, so a change of behaviour shows as a diff. QUESTBOX_UPDATE_GOLDEN=1 records them again
 * on purpose.
 */
const GAMES = [
  { name: 'two-seats', seats: 2, seed: 'golden-2' },
  { name: 'five-seats', seats: 5, seed: 'golden-5' },
];

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`plays the ${g.name} game as recorded, and its save replays to the same hash`, () => {
      const { expected, actual, replayed } = checkGolden(
        zagor,
        fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url)),
        { seed: g.seed, seats: g.seats, maxSteps: 3000, views: false, hash: true },
      );
      expect(actual).toEqual(expected);
      expect(actual.result).not.toBeNull();
      expect(replayed).toBe(true);
    });
});
