import type { SeatInfo } from '../protocol';

/** "Ada", "Seat 2 (bot)" or "Seat 3": how a seat is called everywhere on screen. */
export function seatName(seats: SeatInfo[], seat: number): string {
  const info = seats.find((s) => s.seat === seat);
  if (info?.name) return info.name;
  return info?.kind === 'bot' ? `Seat ${seat + 1} (bot)` : `Seat ${seat + 1}`;
}

/**
 * A game's text with each "Seat N" (Xanth's "Player N", City of Chaos's "Adventurer N") that has a
 * player's name called by that name, so the log, the prompts and the end screen name people as the
 * seat list does ("Ada (Mountain Maid) moves"). A "Player N" or "Adventurer N" without a name is
 * called as the seat list calls it ("Seat 2 (bot)"); a "Seat N" without one stays as the game wrote it.
 */
export function withSeatNames(text: string, seats: SeatInfo[]): string {
  return text.replace(/\b([Ss]eat|Player|Adventurer) (\d+)\b/g, (words, kind: string, n: string) => {
    const seat = Number(n) - 1;
    const info = seats.find((s) => s.seat === seat);
    if (info?.name) return info.name;
    return info && (kind === 'Player' || kind === 'Adventurer') ? seatName(seats, seat) : words;
  });
}
