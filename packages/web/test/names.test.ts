import { describe, expect, it } from 'vitest';
import { seatName, withSeatNames } from '../src/boards/seatName';
import type { SeatInfo } from '../src/protocol';

const seats = [
  { seat: 0, kind: 'human', name: 'Ada', claimed: true },
  { seat: 1, kind: 'bot', claimed: true },
] as SeatInfo[];

describe('names on screen', () => {
  it('calls a named seat by its name in a game text, and leaves the others as the game wrote them', () => {
    expect(withSeatNames('Seat 1 (Mountain Maid) moves to Pub.', seats)).toBe(
      'Ada (Mountain Maid) moves to Pub.',
    );
    expect(withSeatNames("Seat 2 rolls 5; seat 1's turn.", seats)).toBe("Seat 2 rolls 5; Ada's turn.");
    expect(withSeatNames('Seat 12 is no seat here; Seats 1 stays.', seats)).toBe(
      'Seat 12 is no seat here; Seats 1 stays.',
    );
    expect(withSeatNames('Player 1 announces his Quest; Adventurer 1 rolls.', seats)).toBe(
      'Ada announces his Quest; Ada rolls.',
    );
    // Xanth's and City of Chaos's own words for a seat without a name read as the seat list does.
    expect(withSeatNames("Player 2's party; Adventurer 2 rolls; Player 9 is no seat.", seats)).toBe(
      "Seat 2 (bot)'s party; Seat 2 (bot) rolls; Player 9 is no seat.",
    );
    expect(seatName(seats, 1)).toBe('Seat 2 (bot)');
  });
});
