import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, screenshot, startHarness } from './harness';
import { overlaps } from './overlap';
import { openSeededMatch } from './play';

let h: Harness;
let matchId: string;
beforeAll(async () => {
  h = await startHarness('boards');
  // A seeded Castle Panic match of two bots, played to its end by the server, seen mid-game in its replay.
  const { page, context } = await openPage(h.browser, `${h.url}/#/`);
  matchId = await openSeededMatch(page, h.url, {
    game: 'castle-panic',
    seed: 'boards-1',
    names: [],
    bots: ['random', 'random'],
  });
  await page.locator('.result').waitFor();
  await context.close();
});
afterAll(async () => {
  await h?.close();
});

describe('readable boards', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    it(`Castle Panic at ${size.width}x${size.height}: no token or spot label overlaps another, full names shown`, async () => {
      const { page, errors } = await openPage(h.browser, `${h.url}/#/replay/${matchId}`, size);
      const slider = page.getByRole('slider', { name: 'Action' });
      await slider.waitFor();
      // Each action in turn from the middle of the game: every position on the way is checked.
      const last = Number(await slider.getAttribute('max'));
      let tokens = 0;
      for (let v = Math.floor(last / 2); v <= last; v += Math.max(1, Math.floor(last / 10))) {
        await slider.fill(String(v));
        await page.locator(`.past-board[data-version="${v}"]`).waitFor();
        expect(await overlaps(page, '.cp-board'), `action ${v}`).toEqual([]);
        tokens += await page.locator('.cp-board [data-token]').count();
      }
      expect(tokens).toBeGreaterThan(5);
      // Every token carries its monster's full name (hyphenated names joined again).
      for (const token of await page.locator('.cp-board [data-token]').all()) {
        const name = (await token.getAttribute('data-token')) ?? '';
        const text = ((await token.locator('text').first().textContent()) ?? '').replace(/-/g, '');
        expect(text.replace(/\s/g, '')).toContain(name.replace(/[\s-]/g, ''));
      }
      await screenshot(page, `boards-castle-panic-${size.width}`);
      if (size.width < 500) {
        // On a phone the board comes first and nothing spills sideways.
        const board = await page.locator('.cp-board').boundingBox();
        const side = await page.locator('.side').boundingBox();
        expect(board!.y).toBeLessThan(side!.y);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
    });
  }
});
