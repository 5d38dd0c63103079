/**
 * The seat tokens this browser holds, per match, in localStorage: a reload or a closed tab comes
 * back to the same seats. A browser holding several seats of one match is playing hot-seat.
 */
export type HeldSeats = Record<number, string>;

const key = (matchId: string) => `questbox.seats.${matchId}`;

export function heldSeats(matchId: string): HeldSeats {
  try {
    const raw = localStorage.getItem(key(matchId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    const out: HeldSeats = {};
    for (const [seat, token] of Object.entries(parsed)) {
      if (/^\d+$/.test(seat) && typeof token === 'string') out[Number(seat)] = token;
    }
    return out;
  } catch {
    return {};
  }
}

export function holdSeat(matchId: string, seat: number, token: string): void {
  localStorage.setItem(key(matchId), JSON.stringify({ ...heldSeats(matchId), [seat]: token }));
}

/** A rematch's seats open with the old match's tokens: this browser holds the same seats there. */
export function carrySeats(fromMatch: string, toMatch: string): void {
  for (const [seat, token] of Object.entries(heldSeats(fromMatch))) holdSeat(toMatch, Number(seat), token);
}
