import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './harness';

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

/** What `expectReadable` found on a board: how many tokens and labels it measured, and the narrowest token's width in pixels. */
export interface Readable {
  tokens: number;
  labels: number;
  narrowest: number;
}

/**
 * A board readable at the page's viewport: no token or spot/region label overlaps another, and
 * neither the page nor the board (or the frame it scrolls in) is wider than the screen. `at` names
 * the position in a failure.
 */
export async function expectReadable(page: Page, board: string, at: string): Promise<Readable> {
  const found = await overlaps(page, board);
  // A failure leaves the picture of the board as it was.
  if (found.length) await screenshot(page, `overlaps-${board.replace(/\W/g, '')}-${at.replace(/\W/g, '-')}`);
  expect(found, `${board}, ${at}: overlaps`).toEqual([]);
  const widths = await page.evaluate((selector) => {
    // A board that scrolls sideways inside its own frame (Zagor's river on a phone) is measured by that frame.
    let frame = document.querySelector(selector);
    for (let el = frame?.parentElement; el; el = el.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) {
        frame = el;
        break;
      }
    return {
      page: document.documentElement.scrollWidth,
      boardRight: frame ? frame.getBoundingClientRect().right : 0,
      screen: window.innerWidth,
    };
  }, board);
  expect(widths.page, `${board}, ${at}: the page is wider than the screen`).toBeLessThanOrEqual(
    widths.screen,
  );
  expect(widths.boardRight, `${board}, ${at}: the board spills off the screen`).toBeLessThanOrEqual(
    widths.screen,
  );
  const tokenWidths = await page
    .locator(`${board} [data-token]`)
    .evaluateAll((tokens) => tokens.map((t) => t.getBoundingClientRect().width));
  return {
    tokens: tokenWidths.length,
    labels: await page.locator(`${board} [data-label]`).count(),
    narrowest: Math.min(...tokenWidths),
  };
}

/** On a phone the board comes first, its top on the first screen, and the side (choices, log) under it. */
export async function expectBoardFirst(page: Page, board: string): Promise<void> {
  // In page coordinates: the page may have scrolled to a focused panel.
  const { top, side, height } = await page.evaluate((selector) => {
    const y = (el: Element | null) => (el ? el.getBoundingClientRect().top + window.scrollY : Number.NaN);
    return {
      top: y(document.querySelector(selector)),
      side: y(document.querySelector('.side')),
      height: window.innerHeight,
    };
  }, board);
  expect(top, 'the board starts on the first screen').toBeLessThan(height / 2);
  expect(top, 'the board comes before the choices and the log').toBeLessThan(side);
}

/**
 * Nothing of the board on the first screen is hidden under a bar: no token or label lying on the
 * screen meets an element that stays put while the page scrolls (the card-text bar at the bottom).
 * Answers how many marked things it found on the screen.
 */
export async function expectClearOfBars(page: Page, board: string): Promise<number> {
  const { onScreen, hidden } = await page.evaluate((selector) => {
    // The first screen: the page may have scrolled to a focused question.
    window.scrollTo(0, 0);
    const bars = [...document.querySelectorAll('body *')]
      .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
      .map((el) => ({
        name: el.getAttribute('aria-label') ?? el.className,
        box: el.getBoundingClientRect(),
      }));
    const marked = [...document.querySelectorAll(`${selector} [data-token], ${selector} [data-label]`)]
      .map((el) => ({
        name: el.getAttribute('data-token') || el.textContent || '?',
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight);
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      onScreen: marked.length,
      hidden: marked.flatMap((m) =>
        bars.filter((b) => meet(m.box, b.box)).map((b) => `${m.name} under ${b.name}`),
      ),
    };
  }, board);
  expect(hidden, `${board}: hidden under a bar`).toEqual([]);
  return onScreen;
}
