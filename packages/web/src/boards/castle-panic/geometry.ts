/** The round board: five rings (Forest outermost, Castle in the middle) by six arcs, arc 1 at the top. */
export const SIZE = 600;
export const CENTRE = SIZE / 2;
/** Inner and outer radius of each ring, by ring index (0 Forest .. 4 Castle). */
export const RING_RADII: [number, number][] = [
  [255, 300],
  [205, 255],
  [155, 205],
  [105, 155],
  [0, 105],
];
export const WALL_RADIUS = 105;

/** Degrees clockwise from the top where an arc starts. */
export const arcStart = (arc: number) => arc * 60;

export function polar(radius: number, degrees: number): [number, number] {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(rad), CENTRE + radius * Math.sin(rad)];
}

/** The outline of one space (an arc of a ring). */
export function sectorPath(arc: number, ring: number): string {
  const [inner, outer] = RING_RADII[ring];
  const a0 = arcStart(arc);
  const a1 = a0 + 60;
  const [x0, y0] = polar(outer, a0);
  const [x1, y1] = polar(outer, a1);
  if (inner === 0) return `M ${CENTRE} ${CENTRE} L ${x0} ${y0} A ${outer} ${outer} 0 0 1 ${x1} ${y1} Z`;
  const [x2, y2] = polar(inner, a1);
  const [x3, y3] = polar(inner, a0);
  return `M ${x0} ${y0} A ${outer} ${outer} 0 0 1 ${x1} ${y1} L ${x2} ${y2} A ${inner} ${inner} 0 0 0 ${x3} ${y3} Z`;
}

/** The wall of an arc, drawn along the castle's edge. */
export function wallPath(arc: number): string {
  const [x0, y0] = polar(WALL_RADIUS, arcStart(arc) + 4);
  const [x1, y1] = polar(WALL_RADIUS, arcStart(arc) + 56);
  return `M ${x0} ${y0} A ${WALL_RADIUS} ${WALL_RADIUS} 0 0 1 ${x1} ${y1}`;
}

/** The band of the Castle ring monsters stand in, clear of the Tower drawn nearer the centre. */
const CASTLE_BAND: [number, number] = [58, 102];
export const TOWER_RADIUS = 36;
/** Room kept free along the arcs' edges (the ring names stand on the top one). */
const EDGE = 8;
const MAX_TOKEN = 22;

export interface Spot {
  x: number;
  y: number;
  /** The token's radius: as large as the space lets n tokens stand without touching. */
  r: number;
}

/**
 * Where each of n monsters in a space stands, and how large: in one to three rows across the
 * ring, side by side along the arc, each token in its own cell so that no two touch, the rows
 * chosen to give the largest tokens.
 */
export function monsterSpots(arc: number, ring: number, n: number): Spot[] {
  const [inner, outer] = ring === RING_RADII.length - 1 ? CASTLE_BAND : RING_RADII[ring];
  let best = { rows: 1, r: 0 };
  for (let rows = 1; rows <= 3; rows++) {
    const perRow = Math.ceil(n / rows);
    const depth = (outer - inner) / rows;
    const innermost = inner + depth / 2;
    const cell = (innermost * (Math.PI / 3) - 2 * EDGE) / perRow;
    const r = Math.min(MAX_TOKEN, depth / 2 - 1, cell / 2 - 1);
    if (r > best.r) best = { rows, r };
  }
  const { rows, r } = best;
  const perRow = Math.ceil(n / rows);
  const depth = (outer - inner) / rows;
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    const radius = outer - depth * (row + 0.5);
    const span = radius * (Math.PI / 3) - 2 * EDGE;
    const along = EDGE + (span * (col + 0.5)) / inRow;
    const [x, y] = polar(radius, arcStart(arc) + (along / radius) * (180 / Math.PI));
    return { x, y, r };
  });
}
