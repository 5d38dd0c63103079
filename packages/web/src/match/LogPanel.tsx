import { useEffect, useRef } from 'react';
import { seatName } from '../boards/seatName';
import type { LogEvent, SeatInfo } from '../protocol';

/** The game in words, newest at the bottom; it follows the game unless the reader scrolled up. */
export function LogPanel({ log, seats }: { log: LogEvent[]; seats: SeatInfo[] }) {
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    const el = list.current;
    if (el && atBottom.current && log.length >= 0) el.scrollTop = el.scrollHeight;
  }, [log.length]);

  return (
    <section className="panel log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ol
        ref={list}
        className="log-list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it.
        tabIndex={0}
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
        }}
      >
        {log.length === 0 && <li className="muted">Nothing has happened yet.</li>}
        {log.map((event, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; an event's place is its identity.
          <li key={i} className={`log-event log-${event.type}`}>
            <span className="log-at">{event.at}</span>
            <span className="log-seat">{seatName(seats, event.seat)}</span> {event.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
