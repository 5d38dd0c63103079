import { randomBot } from '@questbox/bots';
import { random, simulate } from '@questbox/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legitimacy } from '../src/index';
import { CARDS, checkConservation, quiet, secrets } from './helpers';

describe('fuzzing', () => {
  it('any seed, seat count and options: every step keeps the cards conserved and someone to move', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        (seed, seats, threeJewels, petsChosen) => {
          const state = legitimacy.setup(legitimacy.options.parse({ threeJewels, petsChosen }), seats, seed);
          const rng = random.createRng(`${seed}:fuzz`);
          for (let i = 0; i < 300 && !legitimacy.result(state); i++) {
            const decisions = legitimacy.pending(state);
            expect(decisions.length).toBeGreaterThan(0);
            const legal = legitimacy.legal(state, decisions[0].seat);
            expect(legal.length).toBeGreaterThan(0);
            legitimacy.step(state, decisions[0].seat, random.pick(rng, legal), quiet);
            checkConservation(state);
          }
        },
      ),
      { numRuns: 60, seed: 20261207 },
    );
  });

  it('200 random games of 2 to 6 seats run without an error', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const r = simulate(legitimacy, {
        games: 40,
        seed: `many${seats}`,
        bots: Array(seats).fill(randomBot),
        stepBound: 500,
      });
      expect(r.errors, r.firstError).toBe(0);
    }
  });

  it('the public prompts never name a hidden card', () => {
    for (let g = 0; g < 20; g++) {
      const state = legitimacy.setup(legitimacy.options.parse({}), 2 + (g % 5), `prompts:${g}`);
      const rng = random.createRng(`prompts:${g}:bots`);
      for (let i = 0; i < 400 && !legitimacy.result(state); i++) {
        const decisions = legitimacy.pending(state);
        const prompts = decisions.map((d) => d.prompt).join(' | ');
        for (const card of secrets(state, null)) expect(prompts).not.toContain(CARDS[card as string].name);
        legitimacy.step(
          state,
          decisions[0].seat,
          random.pick(rng, legitimacy.legal(state, decisions[0].seat)),
          quiet,
        );
      }
    }
  });
});
