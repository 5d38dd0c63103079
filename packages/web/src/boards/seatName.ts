import type { SeatInfo } from '../protocol';

/** "Ada", "Seat 2 (bot)" or "Seat 3": how a seat is called everywhere on screen. */
export function seatName(seats: SeatInfo[], seat: number): string {
  const info = seats.find((s) => s.seat === seat);
  if (info?.name) return info.name;
  return info?.kind === 'bot' ? `Seat ${seat + 1} (bot)` : `Seat ${seat + 1}`;
}
