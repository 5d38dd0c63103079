import { forget } from '@questbox/engine';
import { TILES } from './data';
import type { CocState, Placed } from './state';
import { keyOf } from './state';

export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];
export const STEP: Record<Side, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const OPPOSITE: Record<Side, Side> = { N: 'S', E: 'W', S: 'N', W: 'E' };
const TILE = new Map(TILES.map((t) => [t.id, t]));

export function tileData(id: string) {
  const t = TILE.get(id);
  if (!t) throw new Error(`no tile ${id}`);
  return t;
}

/** A tile's exits once turned `rot` quarter turns clockwise. */
export function exitsOf(tile: string, rot: number): Side[] {
  return tileData(tile).exits.map((e) => SIDES[(SIDES.indexOf(e) + rot) % 4]);
}

/** The square at row r, column c of a tile turned `rot` quarter turns clockwise. */
export function squareOf(p: Placed, r: number, c: number): string {
  const g = tileData(p.tile).squares;
  for (let k = 0; k < p.rot; k++) [r, c] = [4 - c, r];
  return g[r][c];
}

export const tileKey = (x: number, y: number) => keyOf(Math.floor(x / 5), Math.floor(y / 5));

/** What stands on a global square: a street ".", the gates "X", a door "D", a wall "#", or null (no tile). */
export function squareAt(state: CocState, x: number, y: number): string | null {
  const p = state.tiles[tileKey(x, y)];
  if (!p) return null;
  return squareOf(p, ((y % 5) + 5) % 5, ((x % 5) + 5) % 5);
}

/** Exits of placed tiles that face blank table inside the city (the north of the Gates is the wall). */
export function openExits(tiles: Record<string, Placed>): { tx: number; ty: number; side: Side }[] {
  const out: { tx: number; ty: number; side: Side }[] = [];
  for (const [k, p] of Object.entries(tiles)) {
    const [tx, ty] = k.split(',').map(Number);
    for (const side of exitsOf(p.tile, p.rot)) {
      const [dx, dy] = STEP[side];
      if (ty + dy < 0) continue;
      if (!tiles[keyOf(tx + dx, ty + dy)]) out.push({ tx, ty, side });
    }
  }
  return out;
}

/**
 * Turns a drawn tile to meet the exit left (D2): one of its exits must face back, and of those turns
 * the one that leaves the city the most open exits. Returns the rotation and the open exits left.
 */
export function bestTurn(tiles: Record<string, Placed>, tile: string, tx: number, ty: number, from: Side) {
  let best: { rot: number; open: number } | null = null;
  for (let rot = 0; rot < 4; rot++) {
    if (!exitsOf(tile, rot).includes(OPPOSITE[from])) continue;
    const trial = { ...tiles, [keyOf(tx, ty)]: { tile, rot, location: null } };
    const open = openExits(trial).length;
    if (!best || open > best.open) best = { rot, open };
  }
  return best!;
}

/**
 * Draws and places the tile beyond the exit left on side `from` of tile (tx, ty). A tile that would
 * close the city's last open exit while others remain goes to the bottom of the pile (D2).
 */
export function placeTile(state: CocState, tx: number, ty: number, from: Side): Placed | null {
  const [dx, dy] = STEP[from];
  const nx = tx + dx;
  const ny = ty + dy;
  for (let tries = state.tilePile.length; tries > 0; tries--) {
    const tile = state.tilePile.shift()!;
    const turn = bestTurn(state.tiles, tile, nx, ny, from);
    if (turn.open === 0 && state.tilePile.length > 0 && tries > 1) {
      state.tilePile.push(tile);
      continue;
    }
    const special = tileData(tile).special ?? null;
    const placed: Placed = { tile, rot: turn.rot, location: special };
    state.tiles[keyOf(nx, ny)] = placed;
    forget(state.known, [tile]);
    return placed;
  }
  return null;
}

/** Squares a figure can step to from (x, y), with the side of the tile edge crossed if any. */
export function neighbours(x: number, y: number): { x: number; y: number; side: Side | null }[] {
  return SIDES.map((side) => {
    const [dx, dy] = STEP[side];
    const crosses = tileKey(x, y) !== tileKey(x + dx, y + dy);
    return { x: x + dx, y: y + dy, side: crosses ? side : null };
  });
}

/** The City Gates square: the X of the Gates tile at (0, 0). */
export function gatesSquare(state: CocState): [number, number] {
  const p = state.tiles[keyOf(0, 0)];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) if (squareOf(p, r, c) === 'X') return [c, r];
  throw new Error('the City Gates have no X');
}

/** Steps from (x, y) to the nearest exit square of its tile, plus one to leave it (D10). */
export function stepsToLeave(state: CocState, x: number, y: number): number {
  const tx = Math.floor(x / 5);
  const ty = Math.floor(y / 5);
  const p = state.tiles[keyOf(tx, ty)];
  let best = 99;
  for (const side of exitsOf(p.tile, p.rot)) {
    const [ex, ey] = { N: [2, 0], S: [2, 4], E: [4, 2], W: [0, 2] }[side];
    if (ty + STEP[side][1] < 0) continue;
    best = Math.min(best, Math.abs(tx * 5 + ex - x) + Math.abs(ty * 5 + ey - y) + 1);
  }
  return best;
}
