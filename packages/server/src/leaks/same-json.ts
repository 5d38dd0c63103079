/**
 * True when two values travel as the same JSON, without printing either: fields holding
 * `undefined` count as absent, `undefined` and non-finite numbers in arrays as null, and key order
 * does not matter. For plain data (views, events); a class instance compares by its own fields.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const x = plainLeaf(a);
  const y = plainLeaf(b);
  if (x === null || typeof x !== 'object' || y === null || typeof y !== 'object') return x === y;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(x[i], y[i])) return false;
    return true;
  }
  const xs = x as Record<string, unknown>;
  const ys = y as Record<string, unknown>;
  let fields = 0;
  for (const k in xs) {
    if (xs[k] === undefined) continue;
    fields++;
    if (ys[k] === undefined || !sameJson(xs[k], ys[k])) return false;
  }
  for (const k in ys) if (ys[k] !== undefined) fields--;
  return fields === 0;
}

/** What JSON makes of a value in an array: null for undefined and for non-finite numbers. */
function plainLeaf(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
