import type { LogEntry, Seat } from '@questbox/engine';
import type { StoredAction } from './store/types';

/** The turn timer lengths a match may be created with, in seconds (off when absent). */
export const TURN_SECONDS_MIN = 5;
export const TURN_SECONDS_MAX = 3600;

/**
 * The log says when a bot chose because a player ran out of time: an event before the action's
 * own, seen by everyone (the action may be secret, the time-out is not).
 */
export function noteTimeOut(entry: LogEntry, seat: Seat): void {
  entry.events.unshift({ type: 'timeout', text: `Time ran out for Seat ${seat + 1}: a bot chose for them.` });
}

/** Marks, in a log replayed from the store, the actions a bot took on a time-out. */
export function noteTimeOuts(log: LogEntry[], actions: StoredAction[]): void {
  actions.forEach((a, i) => {
    const entry = log[i];
    if (a.timedOut && entry) noteTimeOut(entry, a.seat);
  });
}
