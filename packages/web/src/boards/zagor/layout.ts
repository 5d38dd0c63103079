import { BOARD } from '@questbox/zagor/face';

/**
 * Where each space of Zagor's board is drawn: the river runs left to right from the start to the
 * Fort, the West bank above it (beaches, then forests, then the Monkey camp), the East bank below,
 * the two islands between the channels of each fork. Columns follow the river spaces each bank
 * space touches, so neighbours sit side by side.
 */
const COLUMNS: Record<string, number> = {
  R0: 0,
  R1: 1,
  R2: 2,
  R3: 3,
  R4a: 4.5,
  R5a: 5.5,
  R4b: 4,
  R5b: 5,
  R6b: 6,
  R7: 7,
  R8: 8,
  R9: 9,
  R10a: 10.5,
  R11a: 11.5,
  R10b: 10,
  R11b: 11,
  R12b: 12,
  R13: 13,
  E1: 14,
  E2: 15,
  E3: 16,
  E4: 17,
  FORT_DOCK: 18.2,
  I1: 5.1,
  I2: 11.1,
  MC_W: 15.4,
  MC_E: 13,
};
const WEST_BEACHES = [0.5, 2, 3.5, 5.5, 7, 8, 9.5, 11.5, 13.5, 15.5, 17];
const EAST_BEACHES = [0.5, 2.5, 4, 5.5, 7, 8.5, 10, 11.5, 13, 14.5, 16.5];
const forestsBetween = (beaches: number[]) => beaches.slice(1).map((x, i) => (x + beaches[i]) / 2);
for (const [bank, beaches] of [
  ['W', WEST_BEACHES],
  ['E', EAST_BEACHES],
] as const) {
  beaches.forEach((x, i) => {
    COLUMNS[`${bank}B${i + 1}`] = x;
  });
  forestsBetween(beaches).forEach((x, i) => {
    COLUMNS[`${bank}F${i + 1}`] = x;
  });
}

const ROWS = { camp: 34, forest: 100, beach: 176, upper: 236, river: 280, lower: 324, island: 280 };
export const RIVER_Y = ROWS.river;
const X0 = 40;
const STEP = 56;
export const VIEW_BOX = `0 0 ${X0 * 2 + 18.6 * STEP} 560`;

export interface Placed {
  id: string;
  kind: string;
  x: number;
  y: number;
}

function rowOf(s: (typeof BOARD.spaces)[number]): number {
  const east = s.bank === 'E';
  if (s.kind === 'river')
    return s.id.endsWith('a') ? ROWS.upper : s.id.endsWith('b') ? ROWS.lower : ROWS.river;
  if (s.kind === 'dock') return ROWS.river;
  if (s.island) return ROWS.island;
  const fromRiver = ROWS.river - ROWS[s.kind === 'camp' ? 'camp' : s.kind === 'forest' ? 'forest' : 'beach'];
  return east ? ROWS.river + fromRiver : ROWS.river - fromRiver;
}

export const PLACED: Record<string, Placed> = Object.fromEntries(
  BOARD.spaces.map((s) => [
    s.id,
    { id: s.id, kind: s.kind, x: X0 + (COLUMNS[s.id] ?? 0) * STEP, y: rowOf(s) },
  ]),
);
