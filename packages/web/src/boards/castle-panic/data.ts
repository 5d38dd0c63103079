// The game's own components. The package exports only its game object, so the board reads its data
// module directly; this file is the one place that knows where it lives.
export { CARDS, TOKENS } from '../../../../games/castle-panic/src/data';
export { arcColour, RING_NAMES } from '../../../../games/castle-panic/src/model';
export { cardName } from '../../../../games/castle-panic/src/view';
