import { canonicalJson } from '@questbox/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../src/leaks/same-json';

describe('sameJson', () => {
  it('agrees with comparing the canonical JSON texts', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.constantFrom(null, undefined, 0, 1, 'a', 'b', true, Number.NaN), fc.integer()),
      list: fc.array(tie('value'), { maxLength: 3 }),
      object: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
      value: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('list'), tie('object')),
    })).value;
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameJson(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        expect(sameJson(a, JSON.parse(JSON.stringify(a ?? null)))).toBe(true);
      }),
      { numRuns: 2000, seed: 20261207 },
    );
  });

  it('tells apart a field holding null from a missing one, and key order does not matter', () => {
    expect(sameJson({ a: null }, { b: null })).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
    expect(sameJson({ a: undefined }, {})).toBe(true);
    expect(sameJson({ a: 1, b: [2, undefined] }, { b: [2, null], a: 1 })).toBe(true);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
