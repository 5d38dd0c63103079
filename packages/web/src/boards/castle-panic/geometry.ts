/** The round board: five rings (Forest outermost, Castle in the middle) by six arcs, arc 1 at the top. */
export const SIZE = 600;
export const CENTRE = SIZE / 2;
/** Inner and outer radius of each ring, by ring index (0 Forest .. 4 Castle). */
export const RING_RADII: [number, number][] = [
  [245, 295],
  [190, 245],
  [135, 190],
  [80, 135],
  [0, 80],
];
export const WALL_RADIUS = 80;

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

/**
 * Spots in a Castle-ring space, as (radius, share of the arc): inside the Tower (drawn at radius
 * 52) first, then beside it along the Wall, so three monsters stand clear of each other; a crowded
 * space overlaps them rather than stacking them on one spot.
 */
const CASTLE_SPOTS: [number, number][] = [
  [32, 0.5],
  [66, 0.2],
  [66, 0.8],
  [44, 0.3],
  [44, 0.7],
  [66, 0.5],
];

/** Where the i-th of n monsters in a space stands: side by side along the arc, in two rows when crowded. */
export function monsterSpot(arc: number, ring: number, i: number, n: number): [number, number] {
  if (ring === RING_RADII.length - 1) {
    const [radius, share] = CASTLE_SPOTS[i % CASTLE_SPOTS.length];
    return polar(radius, arcStart(arc) + 60 * share);
  }
  const [inner, outer] = RING_RADII[ring];
  const rows = n > 3 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const row = Math.floor(i / perRow);
  const col = i % perRow;
  const radius = rows === 1 ? (inner + outer) / 2 : inner + ((outer - inner) * (row + 0.7)) / 2.4;
  const angle = arcStart(arc) + (60 * (col + 1)) / (perRow + 1);
  return polar(radius, angle);
}
