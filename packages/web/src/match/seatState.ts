import type { Decision, Result } from '@questbox/engine';
import type { LegalChoice, LogEvent, MatchStatus, SeatInfo, UpdateMessage } from '../protocol';

/** Everything one seat (or a spectator) knows of a match, built from the server's updates. */
export interface SeatState {
  game: string;
  seat: number | null;
  version: number;
  /** The history this seat sees, sent back with every act and undo. */
  history: string;
  status: MatchStatus;
  view: unknown;
  decisions: Decision[];
  legal: LegalChoice[];
  /** This seat took the last action: the Undo button is offered (the server's rules still decide). */
  canUndo: boolean;
  waiting: number[];
  seats: SeatInfo[];
  result: Result | null;
  log: LogEvent[];
  turnSeconds: number | null;
  /** When the awaited players' time runs out (ms since the epoch); null: nobody is on the clock. */
  deadline: number | null;
  rematch: string | null;
}

/**
 * Folds an update into what the seat knew. A full update (an attach, or any update after an undo)
 * replaces the log; a later one appends its events. An update older than what is known (a late message after a reconnect) is ignored.
 */
export function applyUpdate(previous: SeatState | undefined, update: UpdateMessage): SeatState {
  if (previous && !update.full && update.version < previous.version) return previous;
  const log = update.full || !previous ? update.events : [...previous.log, ...update.events];
  return {
    game: update.game,
    seat: update.seat,
    version: update.version,
    history: update.history,
    status: update.status,
    view: update.view,
    decisions: update.decisions,
    legal: update.legal,
    canUndo: update.canUndo ?? false,
    waiting: update.waiting,
    seats: update.seats,
    result: update.result,
    log,
    turnSeconds: update.turnSeconds,
    deadline: update.deadline === null ? null : Date.parse(update.deadline),
    rematch: update.rematch,
  };
}
