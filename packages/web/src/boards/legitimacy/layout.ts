import { boardFor, type LandTile, TILE_FACES } from '@questbox/legitimacy/face';

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
  tiles: { id: string; name: string; colour: string; x: number; y: number; r: number }[];
}

const cache = new Map<string, Layout>();

/** Degrees (clockwise from the top) of castle edge i: the six sides of the castle. */
const sideAngle = (i: number) => -90 + i * 60;

function at(radius: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(rad), CENTRE + radius * Math.sin(rad)];
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
  const tileInfo = TILE_FACES.filter((t) => t.id === 'castle' || tiles.includes(t.id)).map((t) => {
    const mine = spots.filter((s) => s.tile === t.id);
    const cx = mine.reduce((sum, s) => sum + s.x, 0) / mine.length;
    const cy = mine.reduce((sum, s) => sum + s.y, 0) / mine.length;
    const r = Math.max(...mine.map((s) => Math.hypot(s.x - cx, s.y - cy))) + 30;
    return { ...t, x: cx, y: cy, r };
  });
  const margin = 40;
  const minX = Math.min(...tileInfo.map((t) => t.x - t.r)) - margin;
  const minY = Math.min(...tileInfo.map((t) => t.y - t.r)) - margin;
  const maxX = Math.max(...tileInfo.map((t) => t.x + t.r)) + margin;
  const maxY = Math.max(...tileInfo.map((t) => t.y + t.r)) + margin;
  const layout: Layout = {
    viewBox: `${minX} ${minY} ${maxX - minX} ${maxY - minY}`,
    spots,
    byId,
    edges: edges.map(([a, b]) => [spots[a], spots[b]] as [Placed, Placed]),
    tiles: tileInfo,
  };
  cache.set(key, layout);
  return layout;
}
