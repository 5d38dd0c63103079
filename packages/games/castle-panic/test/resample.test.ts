import { applyTrusted, parseOptions, randomSource } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../src/data';
import { castlePanic } from '../src/index';
import type { State } from '../src/model';

/** Positions met in random games: every 7th decision, with the seat that must answer it. */
function positions(options: Record<string, unknown>, seats: number, seed: string): [State, number][] {
  const st = castlePanic.setup(parseOptions(castlePanic, options), seats, seed);
  const random = randomSource(`${seed}:moves`);
  const out: [State, number][] = [];
  for (let i = 0; i < 400 && !castlePanic.result(st); i++) {
    const d = castlePanic.pending(st)[0];
    if (i % 7 === 0) out.push([castlePanic.clone(st), d.seat]);
    const legal = castlePanic.legal(st, d.seat);
    applyTrusted(castlePanic, st, d.seat, legal[Math.floor(random() * legal.length)]);
  }
  return out;
}

// The test kit checks every resample of the random games in properties.test.ts: the same view and
// choices for the seat, components conserved, a new generator, nothing learnt beyond the view.
describe('resample: a state drawn from what one seat knows', () => {
  it('deals the hidden parts again: deck order, generator, which Harbingers are in the bag', () => {
    const st = castlePanic.setup(parseOptions(castlePanic, {}), 1, 'deal');
    const samples = Array.from({ length: 20 }, (_, i) =>
      castlePanic.resample!(st, 0, randomSource(`deal${i}`)),
    );
    expect(new Set(samples.map((s) => s.castleDeck.join())).size).toBe(20);
    expect(new Set(samples.map((s) => JSON.stringify(s.rng))).size).toBe(20);
    const harbingersIn = (s: State) => s.bag.filter((id) => TOKENS[id].kind === 'harbinger').join();
    expect(new Set(samples.map(harbingersIn)).size).toBeGreaterThan(1);
    // The real state is untouched.
    expect(castlePanic.setup(parseOptions(castlePanic, {}), 1, 'deal')).toEqual(st);
  });

  it('keeps the Overlord its own tokens and picks, and hides them from the Castle players', () => {
    const [[st]] = positions({ overlord: true }, 2, 'ov').filter(
      ([s]) => s.overlordTokens.length > 1 && s.round > 2,
    );
    const own = castlePanic.resample!(st, st.overlordSeat, randomSource('x'));
    expect(own.overlordTokens).toEqual([...st.overlordTokens].sort((a, b) => a - b));
    const castles = Array.from({ length: 12 }, (_, i) =>
      castlePanic.resample!(st, 0, randomSource(`c${i}`)).overlordTokens.join(),
    );
    expect(new Set(castles).size).toBeGreaterThan(1);
  });
});
