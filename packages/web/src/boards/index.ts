import type { View as CastlePanicView } from '@questbox/castle-panic/board';
import { CastlePanicBoard } from './castle-panic/CastlePanicBoard';
import { GenericBoard } from './generic/GenericBoard';
import { LegitimacyBoard } from './legitimacy/LegitimacyBoard';
import { RaceBoard } from './race/RaceBoard';
import type { BoardDefinition } from './types';

/** One board per game, each in its own folder. A game without one is shown as an outline of its view. */
const boards: Record<string, BoardDefinition> = {
  race: { component: RaceBoard, hides: () => false },
  // Hands are open in this cooperative game; only the Eye of the Oracle shows one player cards
  // (they stay in the deck, known to that player).
  // Every player holds a hidden hand.
  legitimacy: { component: LegitimacyBoard, hides: () => true },
  'castle-panic': {
    component: CastlePanicBoard,
    hides: (view) => (view as CastlePanicView).known.length > 0,
  },
};

const fallback: BoardDefinition = { component: GenericBoard, hides: () => true };

export function boardFor(gameId: string): BoardDefinition {
  return Object.hasOwn(boards, gameId) ? boards[gameId] : fallback;
}
