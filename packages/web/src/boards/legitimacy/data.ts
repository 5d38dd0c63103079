// The game's own components. The package exports only its game object and pack loader, so the board
// reads its data modules directly; this file is the one place that knows where they live.
export { boardFor } from '../../../../games/legitimacy/src/board';
export { CARDS, cardName } from '../../../../games/legitimacy/src/cards';
export { pack } from '../../../../games/legitimacy/src/data';
