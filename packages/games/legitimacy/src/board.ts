import { type LandTile, pack } from './data';

export interface Spot {
  id: string;
  name: string;
  kind: string;
  tile: string;
}

/** The board of one game: the Castle plus the land tiles at castle edges 0..n-1, with all distances. */
export interface Board {
  spots: Spot[];
  index: Record<string, number>;
  neighbours: number[][];
  /** dist[a][b] in path steps. */
  dist: number[][];
  starts: Record<LandTile, string>;
}

const cache = new Map<string, Board>();
/** States share their tile array between copies: a second cache skips building the key. */
const byArray = new WeakMap<readonly LandTile[], Board>();

/** Builds (once per tile list) the graph of a game's board. */
export function boardFor(tiles: readonly LandTile[]): Board {
  let board = byArray.get(tiles);
  if (board) return board;
  const key = tiles.join(',');
  board = cache.get(key);
  if (!board) {
    board = buildBoard(tiles);
    cache.set(key, board);
  }
  byArray.set(tiles, board);
  return board;
}

function buildBoard(tiles: readonly LandTile[]): Board {
  const spots: Spot[] = [];
  const index: Record<string, number> = {};
  const edges: [string, string][] = [];
  const starts = {} as Record<LandTile, string>;
  const used = pack.board.tiles.filter((t) => t.id === 'castle' || tiles.includes(t.id as LandTile));
  for (const t of used) {
    for (const s of t.spots) {
      index[s.id] = spots.length;
      spots.push({ id: s.id, name: s.name ?? 'Path', kind: s.kind, tile: t.id });
      if (s.kind === 'start') starts[t.id as LandTile] = s.id;
    }
    edges.push(...t.edges);
  }
  const prefix = (tile: LandTile) => pack.board.tiles.find((t) => t.id === tile)!.spots[0].id.slice(0, 2);
  tiles.forEach((tile, i) => {
    const p = prefix(tile);
    edges.push([`CA.P${i}`, `${p}.IN`]);
    const next = i + 1 < tiles.length ? tiles[i + 1] : tiles.length === 6 ? tiles[0] : undefined;
    if (next) edges.push([`${p}.RP`, `${prefix(next)}.LP`]);
  });
  const neighbours: number[][] = spots.map(() => []);
  for (const [a, b] of edges) {
    neighbours[index[a]].push(index[b]);
    neighbours[index[b]].push(index[a]);
  }
  const dist = spots.map((_, from) => {
    const d = new Array<number>(spots.length).fill(Number.POSITIVE_INFINITY);
    d[from] = 0;
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const at = queue[q];
      for (const n of neighbours[at]) {
        if (d[n] === Number.POSITIVE_INFINITY) {
          d[n] = d[at] + 1;
          queue.push(n);
        }
      }
    }
    return d;
  });
  return { spots, index, neighbours, dist, starts };
}

export function distance(board: Board, a: string, b: string): number {
  return board.dist[board.index[a]][board.index[b]];
}

export const MARKET = 'CA.MARKET';
export const THRONE = 'CA.THRONE';

/** The Marketplace and the Throne Room may hold several players. */
export function isShared(spot: string): boolean {
  return spot === MARKET || spot === THRONE;
}
