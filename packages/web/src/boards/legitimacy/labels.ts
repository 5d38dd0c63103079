/** A text's box on the map, in the drawing's units. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A text's box, from its centre, baseline and bold font size (a generous width per letter and the font's full height, as the browser measures a text). */
export function textBox(text: string, x: number, baseline: number, size: number): Box {
  const half = (text.length * size * 0.78) / 2;
  return { left: x - half, right: x + half, top: baseline - size * 0.95, bottom: baseline + size * 0.3 };
}

export const boxesMeet = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
