import { neighbours, squareAt, tileKey } from './map';
import type { CocState } from './state';
import { keyOf } from './state';

/** Another figure stands on that street square (figures inside rooms are off the grid). */
function figureAt(state: CocState, seat: number, x: number, y: number): boolean {
  return state.players.some(
    (p, i) => i !== seat && !p.out && p.at && !p.inRoom && p.at[0] === x && p.at[1] === y,
  );
}

/**
 * What a step from one square onto its neighbour `n` finds: the square's letter, "." for blank
 * table beyond an exit (a tile will be drawn), or null where the figure cannot go: a wall, the city
 * wall north of the Gates, blank table with no tiles left, or another figure's square (D5).
 */
export function stepInto(
  state: CocState,
  seat: number,
  n: { x: number; y: number; side: string | null },
): string | null {
  if (n.y < 0) return null;
  const sq = squareAt(state, n.x, n.y);
  if (sq === null) return n.side === null || state.tilePile.length === 0 ? null : '.';
  if (sq === '#') return null;
  if (sq !== 'X' && sq !== 'D' && figureAt(state, seat, n.x, n.y)) return null;
  return sq;
}

/**
 * The fewest steps from (x, y) that take the figure off its tile (D10), never onto a square in
 * `visited`, nor through a door of the tile (entering a room ends the move on the tile); 99 when
 * no way leads off.
 */
export function stepsOff(
  state: CocState,
  seat: number,
  x: number,
  y: number,
  visited: string[] = [],
): number {
  const tile = tileKey(x, y);
  const seen = new Set([...visited, keyOf(x, y)]);
  let frontier: [number, number][] = [[x, y]];
  for (let dist = 1; frontier.length > 0; dist++) {
    const next: [number, number][] = [];
    for (const [fx, fy] of frontier)
      for (const n of neighbours(fx, fy)) {
        const k = keyOf(n.x, n.y);
        if (seen.has(k)) continue;
        seen.add(k);
        const sq = stepInto(state, seat, n);
        if (sq === null) continue;
        if (tileKey(n.x, n.y) !== tile) return dist;
        if (sq !== 'D') next.push([n.x, n.y]);
      }
    frontier = next;
  }
  return 99;
}
