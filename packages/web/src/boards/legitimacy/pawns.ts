import type { Layout, Placed } from './layout';

/** Where a tile's and a spot's names are drawn (baseline, below the top of the tile / the spot). */
export const TILE_NAME_DY = 50;
export const SPOT_NAME_DY = 50;
/** The pawn's radius. */
export const PAWN_R = 20;

/** Spots whose name is written on the board (roads, ports and coloured spaces go unnamed). */
export const namedSpot = (spot: Placed) => !['path', 'port', 'black', 'green'].includes(spot.kind);

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A text's box, from its centre, baseline and bold font size (a generous width per letter). */
function textBox(text: string, x: number, baseline: number, size: number): Box {
  const half = (text.length * size * 0.66) / 2;
  return { left: x - half, right: x + half, top: baseline - size * 0.8, bottom: baseline + size * 0.25 };
}

const cache = new WeakMap<Layout, Box[]>();

/** The boxes of every tile and spot name of a layout. */
function labelBoxes(layout: Layout): Box[] {
  const known = cache.get(layout);
  if (known) return known;
  const boxes = [
    ...layout.tiles.map((t) => textBox(t.name, t.x, t.y - t.r + TILE_NAME_DY, 48)),
    ...layout.spots.filter(namedSpot).map((s) => textBox(s.name, s.x, s.y + SPOT_NAME_DY, 34)),
  ];
  cache.set(layout, boxes);
  return boxes;
}

const hits = (x: number, y: number, b: Box) =>
  x + PAWN_R > b.left && x - PAWN_R < b.right && y + PAWN_R > b.top && y - PAWN_R < b.bottom;

/** Places around a spot a pawn may stand on, nearest first: above it, then all around. */
const AROUND = [26, 46, 66].flatMap((d) =>
  [-90, -45, -135, 0, 180, 45, 135, 90].map((deg) => ({
    dx: d * Math.cos((deg * Math.PI) / 180),
    dy: d * Math.sin((deg * Math.PI) / 180),
  })),
);

/**
 * The centre of the `k`-th pawn standing on a spot: the nearest place around the spot where it
 * covers no tile or spot name and no pawn placed before it on that spot (`taken`).
 */
export function pawnAt(
  layout: Layout,
  spot: Placed,
  taken: { x: number; y: number }[] = [],
): { x: number; y: number } {
  const boxes = labelBoxes(layout);
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
