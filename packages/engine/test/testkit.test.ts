import { describe, expect, it } from 'vitest';
import { checkRandomGames, raceGame } from '../src';
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
});
