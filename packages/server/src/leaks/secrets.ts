import type { AnyGame, Seat } from '@questbox/engine';

/**
 * The items a seat may not know in a state that can be searched for by value without false alarms:
 * the items of the zones the game's declaration hides from that seat, less every value that also
 * lies where the seat sees it (a card of which the game has two copies) or is too plain to name one
 * item (numbers, which every view is full of, and one-letter strings).
 */
export function distinctSecrets(game: AnyGame, state: unknown, seat: Seat | null): Set<string> {
  const out = new Set<string>();
  if (!game.zones) return out;
  const hidden = new Map<string, number>();
  for (const { item } of game.zones.hidden(state, seat))
    if (typeof item === 'string' && item.length > 1) hidden.set(item, (hidden.get(item) ?? 0) + 1);
  if (hidden.size === 0) return out;
  const copies = new Map<string, number>();
  for (const place of game.zones.zones(state))
    if (place.zone.visibility !== 'internal')
      for (const item of place.items)
        if (typeof item === 'string' && hidden.has(item)) copies.set(item, (copies.get(item) ?? 0) + 1);
  for (const [item, n] of hidden) if (copies.get(item) === n) out.add(item);
  return out;
}

/** The generator's words as they print in JSON, or null for a state without a generator. */
export function generatorWords(state: unknown): string | null {
  const rng = (state as { rng?: { s?: number[] } }).rng;
  return Array.isArray(rng?.s) ? rng.s.join(',') : null;
}

/** The string leaves of a JSON value that are secrets, each with its path. */
export function secretLeaves(
  value: unknown,
  secrets: Set<string>,
  path = '',
): { path: string; item: string }[] {
  if (secrets.size === 0) return [];
  if (typeof value === 'string') return secrets.has(value) ? [{ path, item: value }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => secretLeaves(v, secrets, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => secretLeaves(v, secrets, path ? `${path}.${k}` : k));
  return [];
}
