import type { AnyGame, Seat } from '@questbox/engine';

/** How many times each string item lies in the zones hidden from the seat (one-letter strings left out). */
export function hiddenCounts(game: AnyGame, state: unknown, seat: Seat | null): Map<string, number> {
  const hidden = new Map<string, number>();
  if (game.zones)
    for (const { item } of game.zones.hidden(state, seat))
      if (typeof item === 'string' && item.length > 1) hidden.set(item, (hidden.get(item) ?? 0) + 1);
  return hidden;
}

/**
 * The items a seat may not know in a state that can be searched for by value without false alarms:
 * the items of the zones the game's declaration hides from that seat, less every value that also
 * lies where the seat sees it (a card of which the game has two copies) or is too plain to name one
 * item (numbers, which every view is full of, and one-letter strings).
 */
export function distinctSecrets(
  game: AnyGame,
  state: unknown,
  seat: Seat | null,
  hidden = hiddenCounts(game, state, seat),
): Set<string> {
  const out = new Set<string>();
  if (!game.zones || hidden.size === 0) return out;
  const copies = new Map<string, number>();
  for (const place of game.zones.zones(state))
    if (place.zone.visibility !== 'internal')
      for (const item of place.items)
        if (typeof item === 'string' && hidden.has(item)) copies.set(item, (copies.get(item) ?? 0) + 1);
  for (const [item, n] of hidden) if (copies.get(item) === n) out.add(item);
  return out;
}

/**
 * The items hidden from a seat that its view may not name at all: those whose every copy in the
 * whole state (`counts`, from `stringCounts`) lies in a zone hidden from the seat. An item the state
 * also names elsewhere (an open field, a frame, a record of play) may reach a view from there, so
 * it is left out.
 */
export function soleSecrets(hidden: Map<string, number>, counts: Map<string, number>): Set<string> {
  const out = new Set<string>();
  for (const [item, n] of hidden) if (counts.get(item) === n) out.add(item);
  return out;
}

/** How many times each string is a leaf of a JSON-like value (a state). */
export function stringCounts(value: unknown, out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'string') out.set(value, (out.get(value) ?? 0) + 1);
  else if (Array.isArray(value)) for (const v of value) stringCounts(v, out);
  else if (value && typeof value === 'object')
    for (const k in value) stringCounts((value as Record<string, unknown>)[k], out);
  return out;
}

/** The generator's words as they print in JSON, or null for a state without a generator. */
export function generatorWords(state: unknown): string | null {
  const rng = (state as { rng?: { s?: number[] } }).rng;
  return Array.isArray(rng?.s) ? rng.s.join(',') : null;
}

/** The string leaves of a JSON value that are secrets, each with its path. */
export function secretLeaves(value: unknown, secrets: Set<string>): { path: string; item: string }[] {
  const out: { path: string; item: string }[] = [];
  if (secrets.size > 0) collectLeaves(value, secrets, [], out);
  return out;
}

/** Walks a value with its path as a list of keys, printed only for a leaf that is a secret. */
function collectLeaves(
  value: unknown,
  secrets: Set<string>,
  keys: (string | number)[],
  out: { path: string; item: string }[],
): void {
  if (typeof value === 'string') {
    if (secrets.has(value)) out.push({ path: printPath(keys), item: value });
  } else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) {
      keys.push(i);
      collectLeaves(value[i], secrets, keys, out);
      keys.pop();
    }
  else if (value && typeof value === 'object')
    for (const k in value) {
      keys.push(k);
      collectLeaves((value as Record<string, unknown>)[k], secrets, keys, out);
      keys.pop();
    }
}

const printPath = (keys: (string | number)[]) =>
  keys.reduce<string>((path, k) => (typeof k === 'number' ? `${path}[${k}]` : path ? `${path}.${k}` : k), '');
