import { type AnyGame, raceGame } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../src/leaks/seat';

const game = raceGame as unknown as AnyGame;

/** What an update offers seat 0 of a race where it is `behind` squares behind seat 1. */
function update(behind: number) {
  const state = { ...raceGame.setup({}, 2, 'choice'), positions: [10, 10 + behind] };
  return {
    view: raceGame.view(state, 0),
    decisions: raceGame.pending(state),
    legal: raceGame.legal(state, 0).map((action) => ({ action })),
  };
}
/** A generator that returns these numbers in turn. */
const scripted =
  (...numbers: number[]) =>
  () =>
    numbers.shift() ?? 0;

describe('a leak client chooses its move', () => {
  it('as the greedy bot does when its draw falls under the greedy chance', () => {
    // The race's evaluation: far behind, sprint; close, roll.
    expect(chooseOption(game, 0, update(30), scripted(0.5, 0), 0.75)).toEqual({ type: 'sprint' });
    expect(chooseOption(game, 0, update(0), scripted(0.5, 0), 0.75)).toEqual({ type: 'roll' });
  });

  it('a random option otherwise, whatever the evaluation says', () => {
    const offered = update(30);
    const last = offered.legal.length - 1;
    const picked = chooseOption(game, 0, offered, scripted(0.9, last / offered.legal.length), 0.75);
    expect(picked).toEqual(offered.legal[last].action);
    expect(chooseOption(game, 0, offered, scripted(0.9, 0), 0.75)).toEqual(offered.legal[0].action);
  });

  it('refuses an update that offers options without asking the seat', () => {
    const offered = { ...update(0), decisions: [] };
    expect(() => chooseOption(game, 0, offered, scripted(0), 1)).toThrow(/without asking it/);
  });
});
