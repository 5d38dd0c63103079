import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Bot, raceGame, stateHash } from '../src';
import { goldenPlaythrough, playThrough, recordPlaythrough } from '../src/golden';
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

  it('plays seats with the bots given, leaves the views out and records the final hash when asked', () => {
    const sprinter: Bot = { id: 'sprinter', choose: (turn) => turn.legal[turn.legal.length - 1] };
    const { playthrough, match } = playThrough(raceGame, {
      seed: '2',
      seats: 2,
      bots: [sprinter, sprinter],
      views: false,
      hash: true,
    });
    expect(playthrough.steps.every((s) => s.view === undefined)).toBe(true);
    expect(
      playthrough.steps.every((s) => JSON.stringify(s.action) === JSON.stringify({ type: 'sprint' })),
    ).toBe(true);
    expect(playthrough.hash).toBe(stateHash(match.state));
  });
});
