import type { LogEntry, Seat } from '@questbox/engine';

/**
 * Prints one log entry and the events `viewer` may see (null: only public ones).
 * `all` prints private events too, marked with who saw them (replays of a whole match).
 */
export function printEntry(index: number, entry: LogEntry, viewer: Seat | null, all = false): void {
  console.log(`${String(index + 1).padStart(4)}. Seat ${entry.seat + 1}: ${entry.text}`);
  for (const e of entry.events) {
    const visible = !e.to || (viewer !== null && e.to.includes(viewer));
    if (visible) console.log(`        ${e.text}`);
    else if (all) console.log(`        ${e.text}  (seen by seat ${e.to!.map((s) => s + 1).join(', ')})`);
  }
}
