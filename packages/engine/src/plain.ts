/**
 * A deep copy of plain JSON data (objects, arrays, primitives): what a game's `clone` needs, several
 * times faster than `structuredClone`, which serializes and parses every value.
 */
export function copyPlain<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copyPlain) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in x) out[k] = copyPlain((x as Record<string, unknown>)[k]);
    return out as T;
  }
  return x;
}
