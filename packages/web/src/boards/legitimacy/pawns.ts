import type { Layout, Placed } from './layout';

/** Where a tile's and a spot's names are drawn (baseline, below the top of the tile / the spot). */
export const TILE_NAME_DY = 50;
export const SPOT_NAME_DY = 50;
/** The pawn's radius, and the step between two pawns on one spot. */
export const PAWN_R = 20;
const PAWN_STEP = 2 * PAWN_R + 2;

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

/**
 * The centre of the `k`-th pawn standing on a spot: above the spot by default, else beside it or
 * under it, wherever it covers no tile or spot name; pawns sharing the spot stand side by side.
 */
export function pawnAt(layout: Layout, spot: Placed, k: number): { x: number; y: number } {
  const boxes = labelBoxes(layout);
  const places = [
    { x: spot.x + k * PAWN_STEP, y: spot.y - 22 },
    { x: spot.x - k * PAWN_STEP, y: spot.y - 22 },
    { x: spot.x + 32 + k * PAWN_STEP, y: spot.y },
    { x: spot.x - 32 - k * PAWN_STEP, y: spot.y },
    { x: spot.x + k * PAWN_STEP, y: spot.y + 22 },
  ];
  return places.find((p) => !boxes.some((b) => hits(p.x, p.y, b))) ?? places[0];
}
