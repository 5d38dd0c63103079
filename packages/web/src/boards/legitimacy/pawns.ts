import type { Box } from './labels';
import type { Layout, Placed } from './layout';

/** The pawn's radius: the map is about 2,500 units wide, so a pawn is still about 14 px across on a phone. */
export const PAWN_R = 52;

const hits = (x: number, y: number, b: Box) =>
  x + PAWN_R > b.left && x - PAWN_R < b.right && y + PAWN_R > b.top && y - PAWN_R < b.bottom;

/**
 * Places around a spot a pawn may stand on, nearest first: on rings a pawn apart, each ring with as
 * many places as pawns fit around it, starting above the spot.
 */
const AROUND = [1.2, 2.3, 3.4, 4.5, 5.6, 6.7].flatMap((ring) => {
  const d = ring * PAWN_R;
  const count = Math.max(6, Math.floor((2 * Math.PI * d) / (2 * PAWN_R + 2)));
  return Array.from({ length: count }, (_, k) => {
    const deg = -90 + (k % 2 ? -1 : 1) * Math.ceil(k / 2) * (360 / count);
    return { dx: d * Math.cos((deg * Math.PI) / 180), dy: d * Math.sin((deg * Math.PI) / 180) };
  });
});

/**
 * The centre of the `k`-th pawn standing on a spot: the nearest place around the spot where it
 * covers no tile or spot name and no pawn placed before it on that spot (`taken`).
 */
export function pawnAt(
  layout: Layout,
  spot: Placed,
  taken: { x: number; y: number }[] = [],
): { x: number; y: number } {
  const boxes = layout.labels;
  const places = AROUND.map(({ dx, dy }) => ({ x: spot.x + dx, y: spot.y + dy }));
  const free = (p: { x: number; y: number }) =>
    !boxes.some((b) => hits(p.x, p.y, b)) &&
    taken.every((t) => Math.hypot(t.x - p.x, t.y - p.y) >= 2 * PAWN_R + 1);
  return (
    places.find(free) ??
    places.find((p) => taken.every((t) => Math.hypot(t.x - p.x, t.y - p.y) >= 2 * PAWN_R + 1)) ??
    places[0]
  );
}
