// The game's own components, from the entry points its package exports for boards.
export { boardFor } from '@questbox/legitimacy/board';
export { CARDS, cardName } from '@questbox/legitimacy/cards';
export { pack } from '@questbox/legitimacy/data';
