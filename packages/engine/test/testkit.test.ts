import { describe, expect, it } from 'vitest';
import { checkRandomGames, createRng, raceGame } from '../src';
import { bidGame } from './fixtures/bid';

describe('test kit', () => {
  it('passes the race and the bid game', () => {
    expect(checkRandomGames(raceGame, { games: 200, seats: 2 }).finished).toBe(200);
    expect(checkRandomGames(bidGame, { games: 200, seats: 3 }).finished).toBe(200);
  });

  it('catches a view that leaks the generator', () => {
    const leaky = { ...raceGame, view: (s: any) => s };
    expect(() => checkRandomGames(leaky, { games: 1, seats: 2 })).toThrow(/generator state/);
  });

  it('catches a view that shows a listed secret', () => {
    expect(() =>
      checkRandomGames(raceGame, {
        games: 1,
        seats: 2,
        secrets: (s, seat) => (seat === 1 ? [s.positions] : []),
      }),
    ).toThrow(/seat 1 can see the secret/);
  });

  it('catches an apply that changes its input', () => {
    const impure = { ...raceGame, clone: (s: any) => s };
    expect(() => checkRandomGames(impure, { games: 1, seats: 2 })).toThrow(/changed its input/);
  });

  it('catches a broken invariant and a game that never ends', () => {
    expect(() =>
      checkRandomGames(raceGame, {
        games: 1,
        seats: 2,
        invariant: (s) => {
          if (s.positions[0] > 10) throw new Error('too far');
        },
      }),
    ).toThrow(/too far/);
    expect(() => checkRandomGames(raceGame, { games: 1, seats: 2, stepBound: 3 })).toThrow(
      /no result after 3 actions/,
    );
    expect(
      checkRandomGames(raceGame, { games: 2, seats: 2, stepBound: 3, allowUnfinished: true }).unfinished,
    ).toBe(2);
  });

  it('checks a resample: true to the seat view, and to nothing more', () => {
    // The race hides only the generator: a fair resample deals a new one from the random numbers.
    const fair = {
      ...raceGame,
      resample: (s: any, _seat: number, r: () => number) => ({ ...s, rng: createRng(`${r()}`) }),
    };
    expect(checkRandomGames(fair, { games: 5, seats: 2 }).finished).toBe(5);
    const leaky = { ...raceGame, resample: (s: any) => ({ ...s, rng: { ...s.rng } }) };
    expect(() => checkRandomGames(leaky, { games: 1, seats: 2 })).toThrow(/keeps the real generator/);
    const derived = {
      ...raceGame,
      resample: (s: any, _seat: number, r: () => number) => ({ ...s, rng: createRng(`${s.rng.s}${r()}`) }),
    };
    expect(() => checkRandomGames(derived, { games: 1, seats: 2 })).toThrow(/depends on more than its view/);
    const wrong = {
      ...fair,
      resample: (s: any, seat: number, r: () => number) => ({
        ...fair.resample(s, seat, r),
        positions: [99, 99],
      }),
    };
    expect(() => checkRandomGames(wrong, { games: 1, seats: 2 })).toThrow(/does not look the same/);
  });
});
