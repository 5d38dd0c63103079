import { arcColour, RING_NAMES } from './model';

/** "red Knight, arc 2". */
export function ARC_LABEL(arc: number, ring: number): string {
  return `${arcColour(arc)} ${RING_NAMES[ring]}, arc ${arc + 1}`;
}
