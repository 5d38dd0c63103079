import { boardFor } from '../boards';
import { withSeatNames } from '../boards/seatName';
import type { SeatInfo } from '../protocol';
import { usePastView } from './usePastView';

/**
 * The board as `seat` saw it after action `version` (the server's view for the seat's token, or the
 * spectator's), read-only: it offers no choice and takes no action. The events of that action above it.
 */
export function PastBoard({
  matchId,
  gameId,
  seat,
  token,
  version,
  seats,
}: {
  matchId: string;
  gameId: string;
  seat: number | null;
  token: string | undefined;
  version: number;
  seats: SeatInfo[];
}) {
  const { past, error } = usePastView(matchId, version, token);
  if (error)
    return (
      <p role="alert" className="error">
        {error}
      </p>
    );
  if (!past) return <p className="muted past-loading">Looking back…</p>;
  const Board = boardFor(gameId).component;
  return (
    <div className="past-board" data-version={past.version}>
      <div className="latest" aria-live="polite">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long list of events scrolls, so keyboard users must reach it. */}
        <div className="latest-events" tabIndex={0}>
          {past.events.length === 0 && <span className="latest-event">The table as it was set up.</span>}
          {past.events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events of one action keep their order.
            <span key={i} className={`latest-event log-${e.type}`}>
              {withSeatNames(e.text, seats)}
            </span>
          ))}
        </div>
      </div>
      <Board view={past.view} seat={seat} seats={seats} legal={[]} act={() => undefined} busy />
    </div>
  );
}
