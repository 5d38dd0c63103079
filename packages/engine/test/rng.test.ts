import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { random } from '../src';

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const roll = (seed: string) => {
      const rng = random.createRng(seed);
      return Array.from({ length: 20 }, () => random.die(rng, 6));
    };
    expect(roll('a')).toEqual(roll('a'));
    expect(roll('a')).not.toEqual(roll('b'));
  });

  it('keeps its state as plain JSON that resumes where it stopped', () => {
    const rng = random.createRng('json');
    random.int(rng, 10);
    const copy = JSON.parse(JSON.stringify(rng));
    expect(random.int(copy, 1000)).toBe(random.int(rng, 1000));
  });

  it('plays forced results first, and refuses one out of range', () => {
    const rng = random.createRng('forced');
    random.force(rng, [6, 1]);
    expect(random.die(rng, 6)).toBe(6);
    expect(random.die(rng, 6)).toBe(1);
    expect(rng.forced).toBeUndefined();
    random.force(rng, [7]);
    expect(() => random.die(rng, 6)).toThrow(/outside 1..6/);
  });

  it('rolls every face within range and shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (seed, sides) => {
        const rng = random.createRng(seed);
        for (let i = 0; i < 50; i++) {
          const d = random.die(rng, sides);
          expect(d >= 1 && d <= sides && Number.isInteger(d)).toBe(true);
        }
        const deck = Array.from({ length: 30 }, (_, i) => i);
        expect(random.shuffle(rng, deck.slice()).sort((a, b) => a - b)).toEqual(deck);
      }),
      { seed: 20261207 },
    );
  });

  it('rolls a fair die', () => {
    const rng = random.createRng('fair');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[random.die(rng, 6) - 1]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});
