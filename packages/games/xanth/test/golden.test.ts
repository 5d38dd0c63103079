import { fileURLToPath } from 'node:url';
import { goldenPlaythrough, recordPlaythrough } from '@questbox/engine/golden';
import { describe, expect, it } from 'vitest';
import { xanth } from '../src/index';

/**
 * Golden playthroughs: seeded random games recorded with every action, its log, the acting seat's
 * view and the result, so a change of behaviour shows as a diff. A whole Monaural game, and the
 * opening of a three-seat Simple game (a whole one runs to thousands of actions).
 * QUESTBOX_UPDATE_GOLDEN=1 records them again on purpose.
 */
const GAMES = [
  { name: 'monaural', seats: 1, seed: 'golden-2', options: { version: 'monaural' }, maxSteps: 2000 },
  { name: 'simple-three-seats', seats: 3, seed: 'golden-3', options: { version: 'simple' }, maxSteps: 60 },
];

describe('golden playthroughs', () => {
  for (const g of GAMES)
    it(`plays the ${g.name} game as recorded`, () => {
      const recorded = recordPlaythrough(xanth, g);
      const file = fileURLToPath(new URL(`./golden/${g.name}.json`, import.meta.url));
      const { expected, actual } = goldenPlaythrough(file, recorded);
      expect(actual).toEqual(expected);
      expect(actual.steps.length).toBeGreaterThan(0);
      if (g.seats === 1) expect(actual.result).not.toBeNull();
    });
});
