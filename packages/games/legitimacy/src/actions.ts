import type { Spell } from './data';

/** Effects a cast can have: every spell, the Genie's dispel of a Treasure Chest or Wooden Leg, a cursed object. */
export type Effect = Spell | 'wish-dispel' | 'curse';

export type Action =
  | { t: 'character'; id: string }
  | { t: 'pet'; id: string }
  | { t: 'roll' }
  | { t: 'move'; to: string }
  | { t: 'draw' }
  | { t: 'quest'; card: string }
  | { t: 'attack'; target: number }
  | { t: 'market' }
  | { t: 'play'; card: string }
  | { t: 'cast'; card: string; spell: Effect; target: number }
  | { t: 'end' }
  | { t: 'pass' }
  | { t: 'codpiece'; card: string }
  | { t: 'tea'; card: string }
  | { t: 'run-away'; card: string }
  | { t: 'spot'; to: string }
  | { t: 'pick'; card: string }
  | { t: 'pick-hand' }
  | { t: 'place'; to: 'hand' | 'table' | 'discard' }
  | { t: 'lover'; seat: number }
  | { t: 'take'; card: string }
  | { t: 'give'; card: string }
  | { t: 'done' }
  | { t: 'discard'; card: string };

export const ROLL: Action = { t: 'roll' };
export const DRAW: Action = { t: 'draw' };
export const MARKET_ACTION: Action = { t: 'market' };
export const END: Action = { t: 'end' };
export const PASS: Action = { t: 'pass' };
export const DONE: Action = { t: 'done' };
export const PICK_HAND: Action = { t: 'pick-hand' };
