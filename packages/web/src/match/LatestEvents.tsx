import { withSeatNames } from '../boards/seatName';
import type { LogEvent, SeatInfo } from '../protocol';

const SHOWN = 4;

/** The last action's events in large type (its last few): die rolls and draws are seen as they happen. */
export function LatestEvents({ log, seats }: { log: LogEvent[]; seats: SeatInfo[] }) {
  const last = log[log.length - 1];
  if (!last) return null;
  const events = log.filter((e) => e.at === last.at).slice(-SHOWN);
  return (
    <div className="latest" aria-hidden="true">
      {events.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events of one action keep their order.
        <span key={i} className={`latest-event log-${e.type}`}>
          {withSeatNames(e.text, seats)}
        </span>
      ))}
    </div>
  );
}
