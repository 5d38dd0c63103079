import { RuleError } from './errors';

/**
 * Random generator state, kept inside the game state as plain JSON (sfc32).
 * `forced` holds scripted results for tests: each `int`/`die`/`chance` call takes the next one.
 */
export interface Rng {
  s: [number, number, number, number];
  forced?: number[];
}

/** Hashes a string into 4 unsigned 32-bit words (cyrb128). */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function createRng(seed: string): Rng {
  const rng: Rng = { s: seedWords(seed) };
  for (let i = 0; i < 12; i++) next32(rng);
  return rng;
}

export function cloneRng(rng: Rng): Rng {
  return rng.forced
    ? { s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]], forced: rng.forced.slice() }
    : { s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] };
}

function next32(rng: Rng): number {
  const s = rng.s;
  let a = s[0];
  let b = s[1];
  let c = s[2];
  let d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

function takeForced(rng: Rng, lo: number, hi: number): number | undefined {
  if (!rng.forced || rng.forced.length === 0) return undefined;
  const v = rng.forced.shift()!;
  if (rng.forced.length === 0) delete rng.forced;
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new RuleError('bad-forced-value', `A scripted random value ${v} is outside ${lo}..${hi}.`);
  }
  return v;
}

/** A whole number in [0, n). */
export function int(rng: Rng, n: number): number {
  const f = takeForced(rng, 0, n - 1);
  if (f !== undefined) return f;
  return Math.floor((next32(rng) / 4294967296) * n);
}

/** A die roll from 1 to `sides`. */
export function die(rng: Rng, sides = 6): number {
  const f = takeForced(rng, 1, sides);
  if (f !== undefined) return f;
  return Math.floor((next32(rng) / 4294967296) * sides) + 1;
}

/** Shuffles in place (Fisher-Yates) and returns the array. Takes forced values as `int` does. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = int(rng, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** Picks one element at random. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RuleError('empty-pick', 'There is nothing to pick from.');
  return items[int(rng, items.length)];
}

/** Queues scripted results for the next random calls (tests). */
export function force(rng: Rng, values: number[]): void {
  rng.forced = (rng.forced ?? []).concat(values);
}

/** A fast stand-alone generator for bots and simulations (never stored in a game state). */
export function randomSource(seed: string): () => number {
  const rng = createRng(seed);
  return () => next32(rng) / 4294967296;
}
