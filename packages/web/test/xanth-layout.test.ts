import { REGIONS } from '@questbox/xanth/face';
import { describe, expect, it } from 'vitest';
import { PAWN_R, PLACED, pawnSpot, REGION_H, REGION_W, VIEW_W } from '../src/boards/xanth/layout';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A region's box, which holds its name and healing mark (a C Area's ellipse is 2 taller, its names fit in the box). */
function box(id: string): Box {
  const { x, y } = PLACED[id];
  return { left: x - REGION_W / 2, right: x + REGION_W / 2, top: y - REGION_H / 2, bottom: y + REGION_H / 2 };
}

/** The pawns of `count` parties in region `id`, each as its square. */
function pawns(id: string, count: number): Box[] {
  return Array.from({ length: count }, (_, i) => {
    const { x, y } = pawnSpot(id, i, count);
    return { left: x - PAWN_R, right: x + PAWN_R, top: y - PAWN_R, bottom: y + PAWN_R };
  });
}

const ids = REGIONS.map((r) => r.id);
const COUNTS = [1, 2, 3, 4, 5, 6];

describe("Xanth's map: room for the parties", () => {
  it('lays the pawns of a region a pawn apart, on the map', () => {
    for (const id of ids)
      for (const count of COUNTS) {
        const spots = Array.from({ length: count }, (_, i) => pawnSpot(id, i, count));
        for (let i = 0; i < count; i++)
          for (let j = i + 1; j < count; j++)
            expect(Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y)).toBeGreaterThan(2 * PAWN_R);
        for (const p of pawns(id, count)) {
          expect(p.left, `${id} x${count}`).toBeGreaterThanOrEqual(0);
          expect(p.right, `${id} x${count}`).toBeLessThanOrEqual(VIEW_W);
          expect(p.top, `${id} x${count}`).toBeGreaterThanOrEqual(0);
        }
      }
  });

  it("keeps up to six parties in one region off every region's box (its name and healing mark)", () => {
    const hits = ids.flatMap((a) =>
      COUNTS.flatMap((count) =>
        ids.filter((b) => pawns(a, count).some((p) => meet(p, box(b)))).map((b) => `${a} x${count} on ${b}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it('keeps the rows of two regions apart, for every split of six parties between them', () => {
    const hits: string[] = [];
    for (const a of ids)
      for (const b of ids)
        for (let k = 1; a < b && k < 6; k++)
          for (let m = 1; k + m <= 6; m++)
            if (pawns(a, k).some((p) => pawns(b, m).some((q) => meet(p, q))))
              hits.push(`${a} x${k} / ${b} x${m}`);
    expect(hits).toEqual([]);
  });
});
