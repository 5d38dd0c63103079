import { CARDS, TOKENS } from './data';
import { arcColour, RING_NAMES } from './model';

/** "red Knight, arc 2". */
export function ARC_LABEL(arc: number, ring: number): string {
  return `${arcColour(arc)} ${RING_NAMES[ring]}, arc ${arc + 1}`;
}

export function cardName(c: number): string {
  const k = CARDS[c];
  return k.colour && k.colour !== 'any' && !k.name.includes(k.colour) ? `${k.name} (${k.colour})` : k.name;
}

export function tokenName(id: number): string {
  return TOKENS[id].name;
}
