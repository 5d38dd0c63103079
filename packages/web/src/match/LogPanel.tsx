import { useEffect } from 'react';
import { seatName, withSeatNames } from '../boards/seatName';
import type { LogEvent, SeatInfo } from '../protocol';
import { useFollowBottom } from './useFollowBottom';

/** The events grouped by the action that produced them. */
export function groupByAction(log: LogEvent[]): { at: number; seat: number; events: LogEvent[] }[] {
  const groups: { at: number; seat: number; events: LogEvent[] }[] = [];
  for (const event of log) {
    const last = groups[groups.length - 1];
    if (last && last.at === event.at) last.events.push(event);
    else groups.push({ at: event.at, seat: event.seat, events: [event] });
  }
  return groups;
}

/**
 * The game in words, newest at the bottom; it follows the game unless the reader scrolled up. In a
 * replay, `current` marks the action on screen and keeps it in sight.
 */
export function LogPanel({ log, seats, current }: { log: LogEvent[]; seats: SeatInfo[]; current?: number }) {
  const groups = groupByAction(log);
  const follow = useFollowBottom<HTMLOListElement>(groups.length);
  const list = follow.ref;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `list` is a ref; scroll when the replay moves.
  useEffect(() => {
    if (current === undefined) return;
    list.current?.querySelector('.log-current')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  return (
    <section className="panel log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ol
        {...follow}
        className="log-list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it.
        tabIndex={0}
        aria-live="polite"
      >
        {groups.length === 0 && <li className="muted">Nothing has happened yet.</li>}
        {groups.map((group) => (
          <li
            key={group.at}
            className={group.at === current ? 'log-action log-current' : 'log-action'}
            aria-current={group.at === current ? 'step' : undefined}
          >
            <span className="log-seat">
              {group.at}. {seatName(seats, group.seat)}
            </span>
            {group.events.map((event, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the events of one action keep their order.
              <span key={i} className={`log-event log-${event.type}`}>
                {withSeatNames(event.text, seats)}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
