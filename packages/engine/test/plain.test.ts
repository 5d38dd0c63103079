import { describe, expect, it } from 'vitest';
import { copyPlain } from '../src/plain';

describe('copyPlain', () => {
  it('copies nested objects and arrays deeply, equal in value and sharing nothing', () => {
    const original = { a: [1, { b: 'x', c: [true, null] }], d: { e: { f: 2 } }, g: undefined };
    const copy = copyPlain(original);
    expect(copy).toStrictEqual(original);
    expect(copy.a).not.toBe(original.a);
    expect(copy.a[1]).not.toBe(original.a[1]);
    expect(copy.d.e).not.toBe(original.d.e);
    (copy.d.e as { f: number }).f = 3;
    (copy.a as unknown[]).push(4);
    expect(original.d.e.f).toBe(2);
    expect(original.a).toHaveLength(2);
  });

  it('gives the same value as structuredClone for a plain JSON state', () => {
    const state = {
      seat: 1,
      decks: { draw: ['a', 'b'], discard: [] },
      log: [{ n: 1.5, s: 'é' }],
      over: null,
    };
    expect(copyPlain(state)).toStrictEqual(structuredClone(state));
  });
});
