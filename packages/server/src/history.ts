import { type LogEntry, playedThrough, type Seat } from '@questbox/engine';
import { ApiError } from './errors';
import type { LiveMatch } from './live';
import type { MatchService } from './matches';
import { sentEvents } from './updates';

/**
 * The seat a request speaks for: its seat token (`Authorization: Bearer <token>`) names a seat of
 * the match, and no token is a spectator. A token of no seat of this match is refused.
 */
export function viewerOf(
  service: MatchService,
  live: LiveMatch,
  authorization: string | undefined,
): Seat | null {
  if (authorization === undefined) return null;
  const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
  const seat = token === undefined ? null : service.seatOfToken(live, token);
  if (seat === null) throw new ApiError(403, 'bad-token', 'That seat token does not belong to this match.');
  return seat;
}

/**
 * What `seat` (null: a spectator) saw at `version` (the actions taken then): the match replayed
 * from its setup through its first `version` actions of `log` (its whole log), then the game's view
 * for that seat, and the events of the action that led there as that seat may read them. Never the
 * state itself.
 */
export function viewAt(live: LiveMatch, seat: Seat | null, version: number, log: readonly LogEntry[]) {
  const { game, match } = live;
  const past = playedThrough(game, match, log.slice(0, version));
  const events = version > 0 ? sentEvents(log[version - 1], seat, version) : [];
  return {
    match: live.id,
    game: game.id,
    seat,
    version,
    versions: live.version,
    history: live.history,
    view: game.view(past.state, seat),
    events,
  };
}

export type PastView = ReturnType<typeof viewAt>;
