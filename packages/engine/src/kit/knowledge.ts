import type { Seat } from '../types';

/**
 * One item that seats know though its zone hides it from them (a peek at a face-down tile, the top
 * card of a deck): `zone` is the zone's path in the state table ("hidden.WB3", "eventDeck"). A mark
 * names its item by value, so the zones a game peeks into hold distinct items (ids); the item is
 * shown wherever it now lies in that zone.
 */
export interface Mark {
  zone: string;
  item: unknown;
  seats: Seat[];
}

/** Every mark of a state: a plain array, empty (and free) in a game where nobody peeks. */
export type Knowledge = Mark[];

/** What a seat knows of a zone that hides it: the item and where it lies now. */
export interface KnownItem {
  zone: string;
  at: number;
  item: unknown;
}

/** Records that `seat` knows `item` of `zone` (a game checks the zone first: `StateTable.peek`). */
export function mark(known: Knowledge, zone: string, item: unknown, seat: Seat): void {
  const m = known.find((x) => x.zone === zone && x.item === item);
  if (!m) known.push({ zone, item, seats: [seat] });
  else if (!m.seats.includes(seat)) m.seats.push(seat);
}

/**
 * Clears the marks on `items`: they moved, or their zone was shuffled, so nobody knows where they
 * lie any more. The kit's moves call it when they are given the state's knowledge.
 */
export function forget(known: Knowledge | undefined, items: readonly unknown[]): void {
  if (!known || known.length === 0 || items.length === 0) return;
  let kept = 0;
  for (const m of known) if (!items.includes(m.item)) known[kept++] = m;
  known.length = kept;
}
