// The game's own components, from the entry points its package exports for boards.
export { CARDS, TOKENS } from '@questbox/castle-panic/data';
export { arcColour, RING_NAMES } from '@questbox/castle-panic/model';
export { cardName } from '@questbox/castle-panic/view';
