import { REGIONS } from '@questbox/xanth/face';

/**
 * Where each of Xanth's 50 regions is drawn, north at the top: Mundania and the Deathstone Wall,
 * the Elements, the Gap across the middle, Humfrey's Castle and the south, the C around the coast.
 * Columns and rows of a grid; the rulebook prints no map, so the places follow its geography notes.
 */
const GRID: Record<string, [number, number]> = {
  mundania: [3.3, 0],
  deathstone: [4.5, 1],
  north_village: [3, 2],
  ogre_fen: [5.4, 2.2],
  c1: [1, 2.6],
  coven_tree: [2.2, 3.4],
  void: [4, 3.4],
  birdland: [6.2, 3.3],
  c8: [8.3, 3],
  rumor_mill: [2, 4.5],
  r_water: [4, 4.5],
  griffins: [6.4, 4.5],
  keystone: [2, 5.6],
  r_fire: [4, 5.6],
  goblin_land: [6.4, 5.6],
  basks: [1.8, 6.7],
  r_earth: [4, 6.7],
  cats: [6.2, 6.7],
  c2: [0.4, 7.8],
  flies: [2.6, 7.8],
  r_air: [4.4, 7.8],
  dragon_land: [6.3, 7.9],
  gap_village: [4.6, 8.9],
  c7: [8.3, 8.8],
  isle_view: [1.2, 9.8],
  gap: [4.2, 10],
  isle_illusion: [9.2, 9.9],
  west_stockade: [2.3, 10.9],
  vole: [6.4, 10.9],
  roogna: [3.3, 11.8],
  siren_lake: [5.2, 11.9],
  c3: [0.4, 12.4],
  zombie: [6.9, 12.4],
  c6: [8.6, 12.2],
  oracle: [3.1, 12.9],
  humfrey: [4.8, 13.2],
  nameless: [1.6, 13.6],
  south_village: [6, 14],
  joey: [9.3, 13.8],
  rushmost: [2.8, 14.5],
  madness: [4.6, 14.9],
  parnassus: [1.8, 15.6],
  magic_dust: [6.6, 15.4],
  c5: [8.4, 15.6],
  hells_annex: [4.4, 16.1],
  fawn: [3, 17],
  everglades: [4.7, 17.5],
  centaur_village: [6.6, 17.6],
  c4: [3.2, 19.2],
  centaur_isle: [1.5, 19.6],
};

const X = 74;
/** A row's height: a region box and, above it, the strip where its parties stand. */
const Y = 72;
const MARGIN = 62;
export const REGION_W = 108;
/** A box holds the region's name and, at its top right, its healing mark (Castle or Village). */
export const REGION_H = 46;
/** A party pawn's radius: 26 across, 16 px or more on screen at a laptop's map width and on a phone's (see `.xa-frame`). */
export const PAWN_R = 13;
/** Between a region's box and the pawns above it: room for its goal ring (4 out, 4 thick). */
const PAWN_GAP = 6;
/** Pawns side by side, a hair apart, so no pawn covers another. */
const PAWN_STEP = 2 * PAWN_R + 1.5;
/** The view box's width, to scroll a map wider than its frame to a place on it. */
export const VIEW_W = MARGIN * 2 + 9.3 * X;
export const VIEW_BOX = `0 0 ${VIEW_W} ${MARGIN + PAWN_R * 2 + 19.6 * Y + 40}`;

export interface Placed {
  id: string;
  x: number;
  y: number;
}

export const PLACED: Record<string, Placed> = Object.fromEntries(
  REGIONS.map((r) => {
    const [col, row] = GRID[r.id] ?? [0, 0];
    return [r.id, { id: r.id, x: MARGIN + col * X, y: MARGIN / 2 + PAWN_R * 2 + row * Y }];
  }),
);

interface Spot {
  x: number;
  y: number;
}

/** The box of region `id`, which holds its name and healing mark. */
function boxOf(id: string) {
  const { x, y } = PLACED[id];
  return { left: x - REGION_W / 2, right: x + REGION_W / 2, top: y - REGION_H / 2, bottom: y + REGION_H / 2 };
}

/**
 * A row of `count` pawns in the strip above region `id`'s box, `shift` steps right of centred, in
 * `rows` rows (the first row nearest the box).
 */
function rowOf(id: string, count: number, shift: number, rows: number): Spot[] {
  const at = PLACED[id];
  const across = Math.ceil(count / rows);
  return Array.from({ length: count }, (_, i) => {
    const [r, c] = [Math.floor(i / across), i % across];
    const inRow = Math.min(across, count - r * across);
    return {
      x: at.x + (c - (inRow - 1) / 2 + shift) * PAWN_STEP,
      y: at.y - REGION_H / 2 - PAWN_GAP - PAWN_R - r * PAWN_STEP,
    };
  });
}

/** Whether a pawn at `s` meets a region's box, or the map's edge. */
function blocked(s: Spot): boolean {
  const off = s.x - PAWN_R < 0 || s.x + PAWN_R > VIEW_W || s.y - PAWN_R < 0;
  return (
    off ||
    REGIONS.some((r) => {
      const o = boxOf(r.id);
      return (
        s.x + PAWN_R > o.left && s.x - PAWN_R < o.right && s.y + PAWN_R > o.top && s.y - PAWN_R < o.bottom
      );
    })
  );
}

/**
 * Where the parties in a region stand: one row above its box, centred, or moved sideways or into a
 * second row when a neighbouring box is in the way. Names and healing marks are inside the boxes,
 * so no pawn covers them; each region's rows for one to six parties are worked out once.
 */
const SPOTS: Record<string, Spot[][]> = Object.fromEntries(
  REGIONS.map((r) => [
    r.id,
    Array.from({ length: 7 }, (_, count) => {
      const tries = [1, 2].flatMap((rows) =>
        [0, -0.5, 0.5, -1, 1, -1.5, 1.5, -2, 2, -2.5, 2.5].map((shift) => rowOf(r.id, count, shift, rows)),
      );
      return tries.find((spots) => !spots.some(blocked)) ?? tries[0];
    }),
  ]),
);

/** Where the `i`th of `count` parties in region `id` stands (see SPOTS; tested clear of every box and other row). */
export function pawnSpot(id: string, i: number, count: number): Spot {
  return SPOTS[id][count][i];
}
