import { TILE_FACES } from '@questbox/legitimacy/face';
import { describe, expect, it } from 'vitest';
import { boxesMeet, textBox } from '../src/boards/legitimacy/labels';
import { layoutFor, TILE_NAME_SIZE } from '../src/boards/legitimacy/layout';
import { PAWN_R, pawnAt } from '../src/boards/legitimacy/pawns';

const LANDS = TILE_FACES.filter((t) => t.id !== 'castle').map((t) => t.id);
/** The Castle alone (while characters are chosen), two lands, and all six in two orders. */
const BOARDS = [[], LANDS.slice(0, 2), LANDS, [...LANDS].reverse()];

const coversName = (layout: ReturnType<typeof layoutFor>, p: { x: number; y: number }) =>
  layout.labels.some(
    (b) => p.x + PAWN_R > b.left && p.x - PAWN_R < b.right && p.y + PAWN_R > b.top && p.y - PAWN_R < b.bottom,
  );

describe('Legitimacy map: names and pawns kept apart', () => {
  it('no tile or spot name overlaps another, on every board', () => {
    for (const tiles of BOARDS) {
      const { labels } = layoutFor(tiles);
      const meeting = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => boxesMeet(a, b)));
      expect(meeting, tiles.join(',') || 'castle').toEqual([]);
    }
  });

  it('six pawns on any one spot stand clear of every name and of each other', () => {
    let spots = 0;
    const crowded: string[] = [];
    for (const tiles of BOARDS) {
      const layout = layoutFor(tiles);
      for (const spot of layout.spots) {
        const placed: { x: number; y: number }[] = [];
        for (let seat = 0; seat < 6; seat++) placed.push(pawnAt(layout, spot, placed));
        spots++;
        const overlapping = placed.some((a, i) =>
          placed.slice(i + 1).some((b) => Math.hypot(a.x - b.x, a.y - b.y) < 2 * PAWN_R),
        );
        if (overlapping || placed.some((p) => coversName(layout, p)))
          crowded.push(`${tiles.length} lands: ${spot.name}`);
      }
    }
    expect(crowded).toEqual([]);
    expect(spots).toBeGreaterThan(100);
  });

  it('each land’s name is written inside its own circle', () => {
    const layout = layoutFor(LANDS);
    for (const t of layout.tiles.filter((t) => t.id !== 'castle')) {
      const box = textBox(t.name, t.nameX, t.nameY, TILE_NAME_SIZE);
      const middle = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
      expect(Math.hypot(middle.x - t.x, middle.y - t.y), t.name).toBeLessThan(t.r);
    }
  });
});
