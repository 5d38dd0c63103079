import { graph } from '@questbox/engine';
import { type LandTile, pack } from './data';

export interface Spot {
  id: string;
  name: string;
  kind: string;
  tile: string;
}

/**
 * The board of one game: the Castle plus the land tiles at castle edges 0..n-1, as a board graph
 * (distances between every two spots), with each spot's name, colour and tile.
 */
export interface Board extends graph.Graph {
  spots: Spot[];
  starts: Record<LandTile, string>;
}

/**
 * Boards already built, by tile list. A board is a pure function of its tiles, so this memo holds
 * no game state: it only spares rebuilding the distances for every copy of a state.
 */
const built = new Map<string, Board>();
/**
 * The same boards by tile array: copies of a state share their tile list, so the hot path looks a
 * board up by identity and joins a key only for a list it has not met (a state loaded from JSON).
 */
const byList = new WeakMap<readonly LandTile[], Board>();

/** The graph of a game's board, for its tile list. */
export function boardFor(tiles: readonly LandTile[]): Board {
  let board = byList.get(tiles);
  if (board) return board;
  const key = tiles.join(',');
  board = built.get(key);
  if (!board) {
    board = buildBoard(tiles);
    built.set(key, board);
  }
  byList.set(tiles, board);
  return board;
}

function buildBoard(tiles: readonly LandTile[]): Board {
  const spots: Spot[] = [];
  const edges: { a: string; b: string }[] = [];
  const starts = {} as Record<LandTile, string>;
  const used = pack.board.tiles.filter((t) => t.id === 'castle' || tiles.includes(t.id as LandTile));
  for (const t of used) {
    for (const s of t.spots) {
      spots.push({ id: s.id, name: s.name, kind: s.kind, tile: t.id });
      if (s.kind === 'start') starts[t.id as LandTile] = s.id;
    }
    for (const [a, b] of t.edges) edges.push({ a, b });
  }
  const prefix = (tile: LandTile) => pack.board.tiles.find((t) => t.id === tile)!.spots[0].id.slice(0, 2);
  tiles.forEach((tile, i) => {
    const p = prefix(tile);
    edges.push({ a: `CA.P${i}`, b: `${p}.IN` });
    const next = i + 1 < tiles.length ? tiles[i + 1] : tiles.length === 6 ? tiles[0] : undefined;
    if (next) edges.push({ a: `${p}.RP`, b: `${prefix(next)}.LP` });
  });
  const ways = graph.buildGraph({ spots: spots.map((s) => ({ id: s.id, region: s.tile })), edges });
  return { ...ways, spots, starts };
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
