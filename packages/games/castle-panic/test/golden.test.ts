import { fileURLToPath } from 'node:url';
import { greedyBot } from '@questbox/bots';
import { randomSource } from '@questbox/engine';
import { checkGolden } from '@questbox/engine/golden';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';

/**
 * Golden playthroughs: seeded games of greedy bots in every seat, recorded with their actions, the
 * log and the final hash, so a change of behaviour shows as a diff. QUESTBOX_UPDATE_GOLDEN=1
 * records them again on purpose.
 */
const GAMES = [
  { name: 'base-solo', options: { wizardsTower: false }, seats: 1, seed: 'golden-1' },
  { name: 'wizards-tower-3', options: {}, seats: 3, seed: 'golden-2' },
  { name: 'overlord-3', options: { overlord: true }, seats: 3, seed: 'golden-3' },
];

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`${g.name}: same actions, same log, same end, and its save replays to the same hash`, () => {
      const { expected, actual, replayed } = checkGolden(
        castlePanic,
        fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url)),
        {
          seed: g.seed,
          seats: g.seats,
          options: g.options,
          bots: Array(g.seats).fill(greedyBot),
          random: randomSource(`${g.seed}:bots`),
          maxSteps: castlePanic.stepBound,
          views: false,
          hash: true,
        },
      );
      expect(actual).toEqual(expected);
      expect(actual.result).not.toBeNull();
      expect(replayed).toBe(true);
    });
});
