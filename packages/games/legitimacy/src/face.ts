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
}

export const CARD_FACES: Record<string, CardFace> = Object.fromEntries(
  Object.values(CARDS).map((c) => [
    c.id,
    { id: c.id, name: c.name, kind: c.kind, text: c.text, alignment: c.alignment },
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
