import { CASTLE_CARDS } from './castle';
import type { CardRule } from './rule';
import { WIZARD_CARDS } from './wizard';

/** Every card with a rule of its own, by its key: a card's effect is found by its name. */
export const CARD_RULES: Record<string, CardRule> = { ...CASTLE_CARDS, ...WIZARD_CARDS };
export type { CardRule };
