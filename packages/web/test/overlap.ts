import type { Page } from 'playwright-core';

/**
 * Pairs of marked things on the board that overlap: tokens (`data-token`, round: two tokens
 * overlap when their circles, read from their bounding boxes, do) and spot labels (`data-label`,
 * boxes). A token's own lines inside it are not counted against it.
 */
export function overlaps(page: Page, board: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no board ${selector}`];
    const items = [...root.querySelectorAll('[data-token],[data-label]')].map((el) => ({
      el,
      token: el.hasAttribute('data-token'),
      name: el.getAttribute('data-token') || el.textContent || '?',
      box: el.getBoundingClientRect(),
    }));
    const found: string[] = [];
    const slack = 0.5;
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i], items[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        let hit: boolean;
        if (a.token && b.token) {
          const dx = a.box.x + a.box.width / 2 - (b.box.x + b.box.width / 2);
          const dy = a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2);
          hit = Math.hypot(dx, dy) < (a.box.width + b.box.width) / 2 - slack;
        } else {
          hit =
            a.box.left < b.box.right - slack &&
            b.box.left < a.box.right - slack &&
            a.box.top < b.box.bottom - slack &&
            b.box.top < a.box.bottom - slack;
        }
        if (hit) found.push(`${a.name} / ${b.name}`);
      }
    }
    return found;
  }, board);
}
