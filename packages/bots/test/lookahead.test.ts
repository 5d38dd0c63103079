import { type AnyGame, botChoice, raceGame } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botsFor, greedyBot, lookaheadBot, makeLookaheadBot } from '../src';

/**
 * A one-seat trap: the heuristic likes `grab`, but a hidden guard (drawn at setup, not in the view)
 * then takes 10 of the 3 coins it brings; `wait` brings 1. Only play on the next turn shows it.
 */
interface Trap {
  turn: number;
  coins: number;
  guard: number;
  choice: 'grab' | 'wait' | null;
}
let resamples = 0;
const trap: AnyGame = {
  id: 'trap',
  title: 'Trap',
  seats: { min: 1, max: 1 },
  options: z.object({}),
  setup: () => ({ turn: 0, coins: 0, guard: 10, choice: null }),
  pending: (s: Trap) => (s.turn < 2 ? [{ seat: 0, prompt: 'choose' }] : []),
  legal: (s: Trap) => (s.turn === 0 ? ['grab', 'wait'] : ['rest']),
  step(s: Trap, _seat: number, a: string) {
    if (a === 'grab') s.coins += 3 - s.guard;
    if (a === 'wait') s.coins += 1;
    s.turn++;
  },
  clone: (s: Trap) => ({ ...s }),
  view: (s: Trap) => ({ turn: s.turn, coins: s.coins }),
  result: (s: Trap) => (s.turn < 2 ? null : { winners: s.coins > 0 ? [0] : [], summary: `${s.coins}` }),
  describe: (a: string) => a,
  evaluate: (_v: unknown, _s: number, a: string) => (a === 'grab' ? 3 : 1),
  resample(s: Trap) {
    resamples++;
    // The guard is hidden; in this fixture every guard the seat could imagine takes 10.
    return { ...s, guard: 10 };
  },
  value: (v: { coins: number }) => v.coins,
  turn: (s: Trap) => s.turn,
};

function choose(bot: typeof greedyBot, game: AnyGame, state: unknown): unknown {
  return botChoice(bot, game, state, game.pending(state)[0], () => 0.5);
}

describe('the look-ahead bot', () => {
  it('plays each option on in sampled states and avoids the trap the heuristic walks into', () => {
    const state = trap.setup({}, 1, 's');
    const before = JSON.stringify(state);
    expect(choose(greedyBot, trap, state)).toBe('grab');
    resamples = 0;
    expect(choose(makeLookaheadBot({ samples: 3, width: 2, stepCap: 10 }), trap, state)).toBe('wait');
    expect(resamples).toBe(3);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('plans only on samples: without resample, value and turn it plays like greedy', () => {
    const race = raceGame.setup({}, 2, 'r');
    const turn = (bot: typeof greedyBot) => choose(bot, raceGame, race);
    expect(raceGame.resample).toBeUndefined();
    expect(turn(lookaheadBot)).toEqual(turn(greedyBot));
  });

  it('tries only the greedy shortlist', () => {
    const state = trap.setup({}, 1, 's');
    expect(choose(makeLookaheadBot({ samples: 2, width: 1, stepCap: 10 }), trap, state)).toBe('grab');
  });

  it('is offered only for games that give it a resample, a value and a turn count', () => {
    expect(botsFor(trap)).toEqual(['random', 'greedy', 'lookahead']);
    expect(botsFor(raceGame)).toEqual(['random', 'greedy']);
  });
});
