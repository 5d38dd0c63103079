import { REGIONS } from '@questbox/xanth/face';

/**
 * Where each of Xanth's 50 regions is drawn, north at the top: Mundania and the Deathstone Wall,
 * the Elements, the Gap across the middle, Humfrey's Castle and the south, the C around the coast.
 * Columns and rows of a grid; the rulebook prints no map, so the places follow its geography notes.
 */
const GRID: Record<string, [number, number]> = {
  mundania: [4.5, 0],
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
const Y = 48;
const MARGIN = 62;
export const REGION_W = 104;
export const REGION_H = 38;
export const VIEW_BOX = `0 0 ${MARGIN * 2 + 9.3 * X} ${MARGIN + 19.6 * Y + 40}`;

export interface Placed {
  id: string;
  x: number;
  y: number;
}

export const PLACED: Record<string, Placed> = Object.fromEntries(
  REGIONS.map((r) => {
    const [col, row] = GRID[r.id] ?? [0, 0];
    return [r.id, { id: r.id, x: MARGIN + col * X, y: MARGIN / 2 + row * Y }];
  }),
);
