import { fileURLToPath } from 'node:url';
import { greedyBot, randomBot } from '@questbox/bots';
import { checkGolden } from '@questbox/engine/golden';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src/index';

/**
 * Golden playthroughs: seeded games of a greedy bot against random bots, recorded with their
 * actions, the log and the final hash, so a change of behaviour shows as a diff.
 * QUESTBOX_UPDATE_GOLDEN=1 records them again on purpose.
 */
const GAMES = [
  { name: 'two-seats', seats: 2, seed: 'golden-2' },
  { name: 'four-seats', seats: 4, seed: 'golden-4' },
];

/** The bots' own generator, the one the games were first recorded with. */
function lcg(): () => number {
  let n = 0;
  return () => (n = (n * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`${g.name}: same actions, same log, same end, and its save replays to the same hash`, () => {
      const { expected, actual, replayed } = checkGolden(
        legitimacy,
        fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url)),
        {
          seed: g.seed,
          seats: g.seats,
          bots: [greedyBot, ...Array(g.seats - 1).fill(randomBot)],
          random: lcg(),
          maxSteps: 2000,
          views: false,
          hash: true,
        },
      );
      expect(actual).toEqual(expected);
      expect(actual.result).not.toBeNull();
      expect(replayed).toBe(true);
    });
});
