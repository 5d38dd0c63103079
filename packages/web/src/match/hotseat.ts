import type { SeatState } from './seatState';

/**
 * Which held seat the screen shows: the one already shown while it still has to choose, else the
 * first held seat that must choose, else the one already shown.
 */
export function seatToShow(states: Map<number, SeatState>, shown: number | null): number | null {
  const mustChoose = (seat: number) => (states.get(seat)?.decisions.length ?? 0) > 0;
  if (shown !== null && states.has(shown) && mustChoose(shown)) return shown;
  const held = [...states.keys()].sort((a, b) => a - b);
  return held.find(mustChoose) ?? (shown !== null && states.has(shown) ? shown : (held[0] ?? null));
}

/**
 * The screen is covered when one browser plays several seats of a game with hidden information
 * and the seat on screen is not the one whose player last confirmed they are looking.
 */
export function mustCover(heldCount: number, hides: boolean, shown: number | null, confirmed: number | null) {
  return heldCount > 1 && hides && shown !== null && shown !== confirmed;
}
