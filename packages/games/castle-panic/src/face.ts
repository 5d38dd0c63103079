/**
 * The one public face of Castle Panic for a board: what a client may draw (the components by id,
 * their names, the rings and arc colours) and the shape of the view it draws from. A client
 * imports this and nothing else of the game's insides.
 */
export type { CardKind, TokenKind } from './data';
export { CARDS, TOKENS } from './data';
export { cardName, tokenName } from './labels';
export { arcColour, RING_NAMES } from './model';
export { type FrameView, oracleCards, type View } from './view';
