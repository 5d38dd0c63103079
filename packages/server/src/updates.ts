import { entryFor, type LogEntry, type Seat } from '@questbox/engine';
import type { LiveMatch } from './live';

/** A log event as a seat receives it: who may see it is already decided, so `to` is dropped. */
export interface SentEvent {
  at: number;
  seat: Seat;
  type: string;
  text: string;
  data?: unknown;
}

/**
 * The events of the action numbered `at` as `seat` (null: a spectator) may read them. The engine
 * decides what the seat may read: a secret action's details stay out. An action with no event the
 * seat may read still gets one line, so the log and the replay show every action: its own words
 * when it has no events at all (a discard, a pass; public unless the game declares it secret), a
 * secret choice when its events are for other seats only.
 */
export function sentEvents(logged: LogEntry, seat: Seat | null, at: number): SentEvent[] {
  const entry = entryFor(logged, seat);
  if (entry.events.length === 0) {
    // Events meant for other seats only: the action stays as secret as they are.
    const text = logged.events.length === 0 ? entry.text : 'makes a secret choice';
    return [{ at, seat: entry.seat, type: 'chose', text }];
  }
  return entry.events.map((e) => {
    const sent: SentEvent = { at, seat: entry.seat, type: e.type, text: e.text };
    if (e.data !== undefined) sent.data = e.data;
    return sent;
  });
}

/**
 * The update for one seat (null: a spectator), carrying the events of the actions after `since`.
 * Built from the seat's view, its decisions and its legal actions only: never from the state itself.
 * `older` holds the entries the match no longer keeps in memory (`live.logStart` of them, replayed
 * from the store), needed when `since` is before them.
 */
export function buildUpdate(
  live: LiveMatch,
  seat: Seat | null,
  since: number,
  full: boolean,
  older: readonly LogEntry[] = [],
) {
  const { game, match } = live;
  const state = match.state;
  const pending = live.status === 'running' ? game.pending(state) : [];
  const decisions = seat === null ? [] : pending.filter((d) => d.seat === seat);
  const legal =
    decisions.length === 0
      ? []
      : game.legal(state, seat as Seat).map((action) => ({ action, text: game.describe(action, state) }));
  const last = live.lastEntry();
  // The seat may ask to take its last action back (the rules still decide: dice and reveals stand),
  // unless a bot chose it while its player was away.
  const canUndo =
    seat !== null &&
    live.status === 'running' &&
    last !== undefined &&
    last.seat === seat &&
    !live.botMoves.has(live.version);
  const events: SentEvent[] = [];
  for (let i = since; i < live.version; i++) {
    const logged = i < live.logStart ? older[i] : match.log[i - live.logStart];
    if (!logged) throw new Error(`The entry of action ${i + 1} of match ${live.id} is not in memory.`);
    events.push(...sentEvents(logged, seat, i + 1));
  }
  const deadline = live.deadline();
  return {
    type: 'update' as const,
    match: live.id,
    game: game.id,
    seat,
    version: live.version,
    history: live.history,
    status: live.status,
    seeded: live.record.seeded,
    full,
    view: game.view(state, seat),
    decisions,
    legal,
    canUndo,
    waiting: [...new Set(pending.map((d) => d.seat))],
    events,
    seats: live.publicSeats(),
    result: live.record.result,
    /** Seconds a player has for each decision; null: no turn timer. */
    turnSeconds: live.record.turnSeconds,
    /** When the awaited players' time runs out (ISO time); null when no person is on the clock. */
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    /** The match created as this one's rematch, once someone asked for it. */
    rematch: live.record.rematch,
    // The chat so far comes with a full update; later lines come as `chat` messages.
    ...(full ? { chat: live.chat } : {}),
  };
}

export type UpdateMessage = ReturnType<typeof buildUpdate> & { ack?: string | null };
