import { act, actInPlace, createMatch, raceGame } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { rememberingGame } from '../src/remembered';

/** The race game with every call of `pending`, `legal` and `result` counted. */
function counted() {
  const calls = { pending: 0, legal: 0, result: 0 };
  const game = {
    ...raceGame,
    pending: (s: Parameters<typeof raceGame.pending>[0]) => {
      calls.pending++;
      return raceGame.pending(s);
    },
    legal: (s: Parameters<typeof raceGame.legal>[0], seat: number) => {
      calls.legal++;
      return raceGame.legal(s, seat);
    },
    result: (s: Parameters<typeof raceGame.result>[0]) => {
      calls.result++;
      return raceGame.result(s);
    },
  };
  return { game, calls };
}

describe('the remembering game of a live match', () => {
  it('asks the game once per state, however often the server asks it', () => {
    const { game, calls } = counted();
    const match = createMatch(game, { seats: 2, seed: 'remember' });
    const remembering = rememberingGame(
      game,
      () => match.state,
      () => 0,
    );
    for (let i = 0; i < 3; i++) {
      expect(remembering.pending(match.state)).toEqual(raceGame.pending(match.state));
      expect(remembering.legal(match.state, 0)).toEqual(raceGame.legal(match.state, 0));
      expect(remembering.legal(match.state, 1)).toEqual(raceGame.legal(match.state, 1));
      expect(remembering.result(match.state)).toBeNull();
    }
    expect(calls).toEqual({ pending: 1, legal: 2, result: 1 });
  });

  it('asks again once the state is replaced, and the engine checks an action with what it kept', () => {
    const { game, calls } = counted();
    const match = createMatch(game, { seats: 2, seed: 'remember' });
    const remembering = rememberingGame(
      game,
      () => match.state,
      () => 0,
    );
    remembering.legal(match.state, 0);
    // The engine's check (result, pending, legal of the current state) finds them kept; only the
    // stepped copy's result is asked of the game.
    act(remembering, match, 0, { type: 'roll' });
    expect(calls).toEqual({ pending: 1, legal: 1, result: 1 });
    expect(remembering.pending(match.state)).toEqual([{ seat: 1, prompt: expect.any(String) }]);
    expect(calls.pending).toBe(2);
  });

  it('asks again once the state is stepped in place and its revision counted', () => {
    const { game, calls } = counted();
    const match = createMatch(game, { seats: 2, seed: 'remember' });
    let revision = 0;
    const remembering = rememberingGame(
      game,
      () => match.state,
      () => revision,
    );
    expect(remembering.pending(match.state)).toEqual([{ seat: 0, prompt: expect.any(String) }]);
    const entry = actInPlace(remembering, match, 0, { type: 'roll' });
    revision++;
    expect(entry).toMatchObject({ seat: 0, action: { type: 'roll' } });
    // The same object, stepped: seat 1 is asked now, from the game itself.
    expect(remembering.pending(match.state)).toEqual([{ seat: 1, prompt: expect.any(String) }]);
    expect(calls.pending).toBe(2);
  });

  it('passes any other state to the game itself', () => {
    const { game, calls } = counted();
    const match = createMatch(game, { seats: 2, seed: 'remember' });
    const remembering = rememberingGame(
      game,
      () => match.state,
      () => 0,
    );
    const other = raceGame.clone(match.state);
    remembering.pending(other);
    remembering.pending(other);
    remembering.legal(other, 0);
    expect(calls).toEqual({ pending: 2, legal: 1, result: 0 });
    // Everything else is the game's own.
    expect(remembering.id).toBe(raceGame.id);
    expect(remembering.view(match.state, 0)).toEqual(raceGame.view(match.state, 0));
  });
});
