import { boardFor } from './board';
import { CARDS, type CardKind } from './cards';
import { pack } from './data';
import type { LegView } from './view';

export type { Board, Spot } from './board';
export type { LandTile } from './data';
export type { FrameView, LegView, PlayerView } from './view';
/**
 * Legitimacy's public face: what a client may draw, and nothing of the rules. The board of a tile
 * list (spots with their names, colours and paths), the land tiles' names and colours, each card's
 * printed name with our own words for its effect, and the shape of a seat's view.
 */
export { boardFor };

/** A card as a board shows it. */
export interface CardFace {
  id: string;
  name: string;
  kind: CardKind;
  text: string;
  alignment?: 'good' | 'evil' | 'neutral';
  /** The numbers printed on the card that it has: Attack, Move, Magic, hand limit, reach. */
  numbers: { label: string; value: string }[];
}

function numbersOf(c: (typeof CARDS)[string]): CardFace['numbers'] {
  return [
    c.attack !== 0 && { label: 'Attack', value: `${c.attack > 0 ? '+' : ''}${c.attack}` },
    c.move !== 0 && { label: 'Move', value: `${c.move > 0 ? '+' : ''}${c.move}` },
    c.magic !== 0 && { label: 'Magic Range', value: `${c.magic > 0 ? '+' : ''}${c.magic}` },
    c.magicMultiplier !== 1 && { label: 'Magic modifiers', value: `×${c.magicMultiplier}` },
    c.limitBonus !== 0 && { label: 'Hand limit', value: `${c.limitBonus > 0 ? '+' : ''}${c.limitBonus}` },
    c.attackRange !== 1 && { label: 'Attack reach', value: `${c.attackRange}` },
  ].filter((n): n is { label: string; value: string } => Boolean(n));
}

export const CARD_FACES: Record<string, CardFace> = Object.fromEntries(
  Object.values(CARDS).map((c) => [
    c.id,
    { id: c.id, name: c.name, kind: c.kind, text: c.text, alignment: c.alignment, numbers: numbersOf(c) },
  ]),
);

export function cardName(id: string): string {
  return CARD_FACES[id]?.name ?? id;
}

/** The cards of `player`'s hand that the view's seat saw (the All-Seeing Eye) and that are still there. */
export function seenInHand(view: LegView, player: number): string[] {
  const zone = `players.${player}.hand`;
  return view.known.filter((k) => k.zone === zone).map((k) => k.item as string);
}

/** The Castle and the six land tiles, as drawn: name and colour. */
export const TILE_FACES: { id: string; name: string; colour: string }[] = pack.board.tiles.map((t) => ({
  id: t.id,
  name: t.name,
  colour: t.color,
}));
