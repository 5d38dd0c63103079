import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, screenshotOf, startHarness } from './harness';
import { expectBoardFirst, expectReadable } from './overlap';
import { botMatchToEnd } from './play';

/** Each board with marked tokens and labels, seen across a seeded game of bots. */
const BOARDS: {
  game: string;
  board: string;
  bots: number;
  /** The bot in every seat: random unless said. */
  bot?: string;
  /** Pawns at least this many pixels across, at both sizes, so their colours and numbers read. */
  minToken?: number;
  /** Checks of this board's own, at the last position. */
  extra?: (page: Page, board: string) => Promise<void>;
}[] = [
  { game: 'castle-panic', board: '.cp-board', bots: 2, extra: fullMonsterNames },
  // Two greedy seats end their game in about 240 actions; random ones wander for some 5,000.
  {
    game: 'xanth',
    board: '.xa-board',
    bots: 2,
    bot: 'greedy',
    minToken: 16,
    extra: async (page, board) => {
      await xanthCubes(page);
      await xanthLabelsInBoxes(page, board);
      const scrolled = await xanthTurnInSight(page, board);
      const phone = (await page.evaluate(() => window.innerWidth)) < 500;
      console.log(`xanth: the map scrolled sideways to the party whose turn it is at ${scrolled} positions`);
      // On a phone the map is wider than its frame: some turn is played on its east side.
      if (phone) expect(scrolled).toBeGreaterThan(0);
    },
  },
  // Every seat of a six-seat game. Six random Legitimacy seats wander for some 19,000 actions and
  // keep the server busy through the other tests; six greedy ones end in about 350.
  { game: 'legitimacy', board: '.leg-board', bots: 6, bot: 'greedy', minToken: 12 },
  { game: 'city-of-chaos', board: '.coc-map', bots: 6, minToken: 16 },
];
const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

let h: Harness;
const matches: Record<string, string> = {};
beforeAll(async () => {
  h = await startHarness('boards');
});
beforeAll(async () => {
  // A seeded match of bots per game, played by the server to its end, then seen in its replay. A
  // match still being played would keep the test's own server busy and stream every move to the
  // page: each game's bots are chosen so that it ends within about a thousand actions.
  const { page, context } = await openPage(h.browser, `${h.url}/api/games`);
  await Promise.all(
    BOARDS.map(async ({ game, bots, bot = 'random' }) => {
      matches[game] = await botMatchToEnd(page, h.url, {
        game,
        seed: `boards-${game}`,
        bots: Array.from({ length: bots }, () => bot),
      });
    }),
  );
  await context.close();
});
afterAll(async () => {
  await h?.close();
});

/** Every Castle Panic token carries its monster's full name (hyphenated names joined again). */
async function fullMonsterNames(page: Page, board: string) {
  for (const token of await page.locator(`${board} [data-token]`).all()) {
    const name = (await token.getAttribute('data-token')) ?? '';
    const text = ((await token.locator('text').first().textContent()) ?? '').replace(/-/g, '');
    expect(text.replace(/\s/g, '')).toContain(name.replace(/[\s-]/g, ''));
  }
}

/** Xanth's latest roll beside the map: each cube drawn as a die with as many pips as its face, within the screen. */
async function xanthCubes(page: Page) {
  const roll = page.locator('.xa-roll');
  await expect(roll.locator('h3').textContent()).resolves.toMatch(/ rolled /);
  const cubes = await roll.locator('.xa-cube').all();
  expect(cubes.length).toBeGreaterThan(0);
  for (const cube of cubes) {
    const face = Number(await cube.getAttribute('data-face'));
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(6);
    await expect(cube.locator('circle').count()).resolves.toBe(face);
    await expect(cube.getAttribute('aria-label')).resolves.toBe(`cube showing ${face}`);
  }
  await expect(roll.locator('.xa-roll-result').first().textContent()).resolves.not.toBe('');
  const box = await roll.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
}

/**
 * Every Xanth region's name and healing mark lies inside its box (a C Area's: the box its ellipse is
 * drawn in), so the parties' pawns, laid out clear of every box for up to six parties in a region,
 * cover no name on any position.
 */
async function xanthLabelsInBoxes(page: Page, board: string) {
  const outside = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const region of document.querySelectorAll(`${selector} [role="button"]`)) {
      const shape = region.querySelector('.target-shape');
      if (!(shape instanceof SVGGraphicsElement)) continue;
      const box = shape.getBBox();
      // A C Area's ellipse is 12 narrower and 4 taller than the box it stands for.
      const [dx, dy] = shape.tagName === 'ellipse' ? [6, -2] : [0, 0];
      for (const label of region.querySelectorAll('[data-label]')) {
        const t = (label as SVGGraphicsElement).getBBox();
        if (
          t.x < box.x - dx ||
          t.y < box.y - dy ||
          t.x + t.width > box.x + box.width + dx ||
          t.y + t.height > box.y + box.height + dy
        )
          found.push(label.textContent ?? '?');
      }
    }
    return found;
  }, board);
  expect(outside, 'names and healing marks outside their region boxes').toEqual([]);
}

/**
 * At every position of the game the party whose turn it is stands within the map's frame, which
 * scrolls sideways to it on a phone. Answers at how many positions the frame had scrolled.
 */
async function xanthTurnInSight(page: Page, board: string) {
  const slider = page.getByRole('slider', { name: 'Action' });
  const last = Number(await slider.getAttribute('max'));
  let scrolled = 0;
  for (let v = 1; v <= last; v++) {
    await slider.fill(String(v));
    await page.locator(`.past-board[data-version="${v}"]`).waitFor();
    const seen = await page.evaluate((selector) => {
      const pawn = document.querySelector(`${selector} .xa-turn`)?.getBoundingClientRect();
      const frame = document.querySelector('.xa-frame');
      const box = frame?.getBoundingClientRect();
      if (!pawn || !frame || !box) return null;
      return { inside: pawn.left >= box.left && pawn.right <= box.right, scrolled: frame.scrollLeft > 0 };
    }, board);
    if (!seen) continue;
    expect(seen.inside, `action ${v}: the party whose turn it is is out of sight`).toBe(true);
    if (seen.scrolled) scrolled++;
  }
  return scrolled;
}

describe('readable boards', () => {
  for (const { game, board, extra, minToken = 0 } of BOARDS) {
    for (const size of SIZES) {
      it(`${game} at ${size.width}x${size.height}: no token or label overlaps another, nothing wider than the screen`, async () => {
        const { page, errors } = await openPage(h.browser, `${h.url}/#/replay/${matches[game]}`, size);
        const slider = page.getByRole('slider', { name: 'Action' });
        await slider.waitFor();
        // The first action (the pawns at or near their start, the map at its smallest), then eight
        // positions spread over the game, the last one included.
        const last = Number(await slider.getAttribute('max'));
        const positions = [
          ...new Set([1, ...Array.from({ length: 8 }, (_, i) => Math.round(((i + 1) * last) / 8))]),
        ];
        let tokens = 0;
        let labels = 0;
        let narrowest = Number.POSITIVE_INFINITY;
        for (const v of positions) {
          await slider.fill(String(v));
          await page.locator(`.past-board[data-version="${v}"]`).waitFor();
          const seen = await expectReadable(page, board, `action ${v}`);
          if (v === 1)
            await screenshotOf(page, board, `boards-${game}-${size.width}x${size.height}-first-board`);
          tokens += seen.tokens;
          labels += seen.labels;
          narrowest = Math.min(narrowest, seen.narrowest);
        }
        console.log(
          `${game} at ${size.width}x${size.height}: ${positions.length} positions, ${tokens} tokens and ${labels} labels measured, the narrowest token ${narrowest.toFixed(1)} px across`,
        );
        expect(narrowest, 'pawns wide enough to read').toBeGreaterThanOrEqual(minToken);
        expect(tokens).toBeGreaterThan(positions.length);
        expect(labels).toBeGreaterThan(positions.length);
        await extra?.(page, board);
        if (size.width < 500) await expectBoardFirst(page, board);
        await screenshot(page, `boards-${game}-${size.width}x${size.height}`);
        // The board alone, to read its pawns and names at the size a player sees them.
        await screenshotOf(page, board, `boards-${game}-${size.width}x${size.height}-board`);
        expect(errors).toEqual([]);
      });
    }
  }
});
