import { boardFor, type LandTile, TILE_FACES } from '@questbox/legitimacy/face';
import { type Box, boxesMeet, textBox } from './labels';

const CENTRE = 500;
const EDGE = 48;

export interface Placed {
  id: string;
  name: string;
  kind: string;
  tile: string;
  x: number;
  y: number;
}

export interface Layout {
  /** The drawing's extent, so the board fills its frame whatever the number of lands. */
  viewBox: string;
  spots: Placed[];
  byId: Record<string, Placed>;
  edges: [Placed, Placed][];
  tiles: PlacedTile[];
  /** Where each named spot's name is written (the baseline's centre). */
  spotNames: Record<string, { x: number; y: number }>;
  /** The box of every tile and spot name, so pawns keep off them. */
  labels: Box[];
}

/** A tile's circle and where its name is written (the baseline's centre). */
export interface PlacedTile {
  id: string;
  name: string;
  colour: string;
  x: number;
  y: number;
  r: number;
  nameX: number;
  nameY: number;
}

/** Font sizes of tile and spot names, in the drawing's units (as in the stylesheet). */
export const TILE_NAME_SIZE = 80;
export const SPOT_NAME_SIZE = 64;

/** Spots whose name is written on the board (roads, ports and coloured spaces go unnamed). */
const namedSpot = (spot: { kind: string }) => !['path', 'port', 'black', 'green'].includes(spot.kind);

const cache = new Map<string, Layout>();

/** Degrees (clockwise from the top) of castle edge i: the six sides of the castle. */
const sideAngle = (i: number) => -90 + i * 60;

function at(radius: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(rad), CENTRE + radius * Math.sin(rad)];
}

const degreesOf = (dx: number, dy: number) => (Math.atan2(dy, dx) * 180) / Math.PI;

/**
 * Where a spot's name goes: under the spot, else above it, beside it, or a little further off,
 * clear of every name placed before (`taken`; two spots of a land can stand close together).
 */
function spotNameAt(spot: Placed, taken: Box[]): { x: number; y: number } {
  const half = textBox(spot.name, 0, 0, SPOT_NAME_SIZE).right;
  const below = SPOT_NAME_SIZE + 8;
  const places = [
    { x: spot.x, y: spot.y + below },
    { x: spot.x, y: spot.y - 30 },
    { x: spot.x + half + 26, y: spot.y + SPOT_NAME_SIZE * 0.35 },
    { x: spot.x - half - 26, y: spot.y + SPOT_NAME_SIZE * 0.35 },
    { x: spot.x, y: spot.y + below + SPOT_NAME_SIZE },
    { x: spot.x, y: spot.y - 30 - SPOT_NAME_SIZE },
  ];
  return (
    places.find((p) => !taken.some((b) => boxesMeet(b, textBox(spot.name, p.x, p.y, SPOT_NAME_SIZE)))) ??
    places[0]
  );
}

type Circle = { name: string; x: number; y: number; r: number };

/**
 * Where a tile's name goes: in its own circle and outside every other (lands overlap), as far out
 * as it fits (a land's outer rim holds few spots), towards `facing` degrees or the nearest direction
 * beside it, clear of every name placed (`taken`) and of every spot; else across paths; else just
 * outside its circle (the Castle alone, while the players choose their characters).
 */
function nameSpot(
  tile: Circle,
  facing: number,
  others: Circle[],
  taken: Box[],
  spots: Placed[],
): { x: number; y: number } {
  const turns = [0, 15, -15, 30, -30, 45, -45, 60, -60, 90, -90, 120, -120, 150, -150, 180];
  const places = [0.75, 0.6, 0.45, 0.3, 0.15, 0, 1.2].flatMap((depth) =>
    turns.map((turn) => {
      const rad = ((facing + turn) * Math.PI) / 180;
      return { x: tile.x + depth * tile.r * Math.cos(rad), y: tile.y + depth * tile.r * Math.sin(rad) };
    }),
  );
  const box = (p: { x: number; y: number }) =>
    textBox(tile.name, p.x, p.y + TILE_NAME_SIZE * 0.3, TILE_NAME_SIZE);
  const clearOfNames = (p: { x: number; y: number }) => !taken.some((b) => boxesMeet(b, box(p)));
  const ownGround = (p: { x: number; y: number }) =>
    Math.hypot(p.x - tile.x, p.y - tile.y) < tile.r &&
    others.every((o) => Math.hypot(p.x - o.x, p.y - o.y) > o.r);
  const clearOfSpots = (p: { x: number; y: number }) => {
    const { left, right, top, bottom } = box(p);
    return !spots.some((s) => s.x > left - 20 && s.x < right + 20 && s.y > top - 20 && s.y < bottom + 20);
  };
  // Where a land's own ground is full of paths (the Castle's always is), its name may cross them.
  const { x, y } =
    places.find((p) => ownGround(p) && clearOfNames(p) && clearOfSpots(p)) ??
    places.find((p) => ownGround(p) && clearOfNames(p)) ??
    places.find(clearOfNames) ??
    places[0];
  return { x, y: y + TILE_NAME_SIZE * 0.3 };
}

/**
 * Places the spots of a game's board. The board data gives spots and paths but no coordinates, so
 * the roads are anchored (castle roads on a hexagon, each land's road and borders facing its side)
 * and the rest settle by a short spring simulation: deterministic, and done once per tile list.
 */
export function layoutFor(tiles: readonly string[]): Layout {
  const key = tiles.join(',');
  const cached = cache.get(key);
  if (cached) return cached;
  const board = boardFor(tiles as readonly LandTile[]);
  const n = board.spots.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const fixed = new Uint8Array(n);
  const home: [number, number][] = [];
  const tileSide = (tile: string) => tiles.indexOf(tile);

  board.spots.forEach((spot, i) => {
    const local = spot.id.split('.')[1];
    const side = tileSide(spot.tile);
    let anchor: [number, number] | null = null;
    if (spot.tile === 'castle') {
      home[i] = [CENTRE, CENTRE];
      // Castle roads on a hexagon, town streets on a smaller one between them.
      if (/^P\d$/.test(local)) anchor = at(190, sideAngle(Number(local[1])));
      if (/^R\d$/.test(local)) anchor = at(125, sideAngle(Number(local[1])) + 30);
    } else {
      home[i] = at(420, sideAngle(side));
      if (local === 'IN') anchor = at(270, sideAngle(side));
      if (local === 'LP') anchor = at(440, sideAngle(side) - 24);
      if (local === 'RP') anchor = at(440, sideAngle(side) + 24);
    }
    // Start near home, spread on a golden-angle spiral so no two spots coincide.
    const [hx, hy] = anchor ?? home[i];
    const spiral = anchor ? 0 : 12 * Math.sqrt(i % 40);
    x[i] = hx + spiral * Math.cos(i * 2.39996);
    y[i] = hy + spiral * Math.sin(i * 2.39996);
    fixed[i] = anchor ? 1 : 0;
  });

  const edges: [number, number][] = [];
  board.out.forEach((list, a) => {
    for (const b of list) if (a < b) edges.push([a, b]);
  });

  for (let step = 0, heat = 30; step < 300; step++, heat *= 0.985) {
    const fx = new Float64Array(n);
    const fy = new Float64Array(n);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = x[a] - x[b];
        const dy = y[a] - y[b];
        const d2 = Math.max(dx * dx + dy * dy, 1);
        // Spots of one land push each other apart; neighbouring lands only keep their distance.
        const push = ((board.spots[a].tile === board.spots[b].tile ? 1 : 0.3) * EDGE * EDGE) / d2;
        fx[a] += dx * push * 0.5;
        fy[a] += dy * push * 0.5;
        fx[b] -= dx * push * 0.5;
        fy[b] -= dy * push * 0.5;
      }
    }
    for (const [a, b] of edges) {
      const dx = x[b] - x[a];
      const dy = y[b] - y[a];
      const d = Math.max(Math.hypot(dx, dy), 1);
      const pull = (d - EDGE) / d;
      fx[a] += dx * pull * 0.4;
      fy[a] += dy * pull * 0.4;
      fx[b] -= dx * pull * 0.4;
      fy[b] -= dy * pull * 0.4;
    }
    for (let i = 0; i < n; i++) {
      if (fixed[i]) continue;
      fx[i] += (home[i][0] - x[i]) * 0.04;
      fy[i] += (home[i][1] - y[i]) * 0.04;
      const len = Math.hypot(fx[i], fy[i]);
      const scale = len > heat ? heat / len : 1;
      x[i] += fx[i] * scale;
      y[i] += fy[i] * scale;
    }
  }

  const spots: Placed[] = board.spots.map((s, i) => ({ ...s, x: x[i], y: y[i] }));
  const byId = Object.fromEntries(spots.map((s) => [s.id, s]));
  const labels: Box[] = [];
  const spotNames: Record<string, { x: number; y: number }> = {};
  for (const spot of spots.filter(namedSpot)) {
    const at = spotNameAt(spot, labels);
    spotNames[spot.id] = at;
    labels.push(textBox(spot.name, at.x, at.y, SPOT_NAME_SIZE));
  }
  const circles = TILE_FACES.filter((t) => t.id === 'castle' || tiles.includes(t.id)).map((t) => {
    const mine = spots.filter((s) => s.tile === t.id);
    const x = mine.reduce((sum, s) => sum + s.x, 0) / mine.length;
    const y = mine.reduce((sum, s) => sum + s.y, 0) / mine.length;
    const r = Math.max(...mine.map((s) => Math.hypot(s.x - x, s.y - y))) + 30;
    return { ...t, x, y, r };
  });
  const tileInfo = circles.map((t) => {
    const others = circles.filter((o) => o !== t);
    const facing = t.id === 'castle' ? -90 : degreesOf(t.x - CENTRE, t.y - CENTRE);
    const name = nameSpot(t, facing, others, labels, spots);
    labels.push(textBox(t.name, name.x, name.y, TILE_NAME_SIZE));
    return { ...t, nameX: name.x, nameY: name.y };
  });
  // The drawing covers every tile and every name.
  const margin = 40;
  const minX = Math.min(...tileInfo.map((t) => t.x - t.r), ...labels.map((b) => b.left)) - margin;
  const minY = Math.min(...tileInfo.map((t) => t.y - t.r), ...labels.map((b) => b.top)) - margin;
  const maxX = Math.max(...tileInfo.map((t) => t.x + t.r), ...labels.map((b) => b.right)) + margin;
  const maxY = Math.max(...tileInfo.map((t) => t.y + t.r), ...labels.map((b) => b.bottom)) + margin;
  const layout: Layout = {
    viewBox: `${minX} ${minY} ${maxX - minX} ${maxY - minY}`,
    spots,
    byId,
    edges: edges.map(([a, b]) => [spots[a], spots[b]] as [Placed, Placed]),
    tiles: tileInfo,
    spotNames,
    labels,
  };
  cache.set(key, layout);
  return layout;
}
