import { useEffect, useState } from 'react';
import { withSeatNames } from '../boards/seatName';
import type { LogEvent, SeatInfo } from '../protocol';
import { PACES, setPace, usePace } from './pace';

const SHOWN = 6;

/**
 * One action's events played back one at a time at the player's pace (a die, then what it moved,
 * then what that destroyed), the last few kept in large type; Skip shows the rest at once.
 */
function Playback({ events, seats }: { events: LogEvent[]; seats: SeatInfo[] }) {
  const pace = usePace();
  const [count, setCount] = useState(pace > 0 ? 1 : events.length);
  const done = pace === 0 || count >= events.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setCount((n) => n + 1), pace);
    return () => clearTimeout(timer);
  }, [done, pace]);
  const shown = done ? events : events.slice(0, count);
  return (
    <div className="latest">
      <div className="latest-events" aria-hidden="true">
        {shown.slice(-SHOWN).map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events of one action keep their order.
          <span key={shown.length - SHOWN + i} className={`latest-event log-${e.type}`}>
            {withSeatNames(e.text, seats)}
          </span>
        ))}
      </div>
      {!done && (
        <button type="button" className="skip" onClick={() => setCount(events.length)}>
          Skip ({events.length - count} more)
        </button>
      )}
    </div>
  );
}

/** The last action's events, played back afresh whenever a new action comes. */
export function LatestEvents({ log, seats }: { log: LogEvent[]; seats: SeatInfo[] }) {
  const last = log[log.length - 1];
  if (!last) return null;
  return <Playback key={last.at} events={log.filter((e) => e.at === last.at)} seats={seats} />;
}

/** The playback pace, chosen by the player. */
export function PaceControl() {
  const pace = usePace();
  return (
    <label className="pace">
      Playback{' '}
      <select value={pace} onChange={(e) => setPace(Number(e.target.value))}>
        {Object.entries(PACES).map(([name, ms]) => (
          <option key={name} value={ms}>
            {name}
          </option>
        ))}
        {!Object.values(PACES).includes(pace as never) && <option value={pace}>{pace} ms</option>}
      </select>
    </label>
  );
}
