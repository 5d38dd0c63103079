import { useEffect, useState } from 'react';
import { seatName } from '../boards/seatName';
import type { SeatInfo } from '../protocol';

/** How often the countdown redraws: a second is shown, so a quarter keeps it from skipping. */
const TICK_MS = 250;

/**
 * The turn timer, for everyone at the table: whose time runs and how much is left. At zero the
 * server has a bot take that decision; the log says so.
 */
export function TurnClock({
  deadline,
  turnSeconds,
  waiting,
  seats,
}: {
  deadline: number | null;
  turnSeconds: number | null;
  waiting: number[];
  seats: SeatInfo[];
}) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  if (turnSeconds === null) return null;
  if (deadline === null)
    return <span className="turn-clock muted">Turn timer: {formatSeconds(turnSeconds)} a decision</span>;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const who = waiting
    .filter((s) => seats[s]?.kind === 'human')
    .map((s) => seatName(seats, s))
    .join(', ');
  return (
    <span role="timer" className={left <= 10 ? 'turn-clock urgent' : 'turn-clock'}>
      Time left for {who}: {formatSeconds(left)}
    </span>
  );
}

/** 75 -> "1:15", 42 -> "0:42". */
export function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
