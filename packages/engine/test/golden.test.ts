import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { raceGame } from '../src';
import { goldenPlaythrough, recordPlaythrough } from '../src/golden';
import { bidGame } from './fixtures/bid';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}.json`, import.meta.url));

describe('golden playthroughs', () => {
  it('the race plays as recorded', () => {
    const { expected, actual } = goldenPlaythrough(
      file('race-seed-1'),
      recordPlaythrough(raceGame, { seed: '1', seats: 2 }),
    );
    expect(actual).toEqual(expected);
    expect(actual.result?.winners).toHaveLength(1);
  });

  it('the bid game plays as recorded', () => {
    const { expected, actual } = goldenPlaythrough(
      file('bid-seed-1'),
      recordPlaythrough(bidGame, { seed: '1', seats: 3 }),
    );
    expect(actual).toEqual(expected);
  });
});
