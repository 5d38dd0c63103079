import { entryFor, type LogEntry, type Seat } from '@questbox/engine';

/**
 * Prints one log entry as `viewer` may read it (null: only what is public).
 * `all` prints everything, marking what only some seats saw (replays of a whole match).
 */
export function printEntry(index: number, entry: LogEntry, viewer: Seat | null, all = false): void {
  const seen = all ? entry : entryFor(entry, viewer);
  const secret = all && entry.to ? `  (secret, seen by seat ${entry.seat + 1})` : '';
  console.log(`${String(index + 1).padStart(4)}. Seat ${entry.seat + 1}: ${seen.text}${secret}`);
  for (const e of all ? entry.events : seen.events) {
    const only = all && e.to ? `  (seen by seat ${e.to.map((s) => s + 1).join(', ')})` : '';
    console.log(`        ${e.text}${only}`);
  }
}
