import type { View as CastlePanicView } from '@questbox/castle-panic/face';
import { CastlePanicBoard } from './castle-panic/CastlePanicBoard';
import { CityOfChaosBoard } from './city-of-chaos/CityOfChaosBoard';
import { GenericBoard } from './generic/GenericBoard';
import { LegitimacyBoard } from './legitimacy/LegitimacyBoard';
import { RaceBoard } from './race/RaceBoard';
import type { BoardDefinition } from './types';
import { XanthBoard } from './xanth/XanthBoard';
import { ZagorBoard } from './zagor/ZagorBoard';

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
  // Each player's Treasures are face down, and a peek (Spyglass, Telescope) is for one seat.
  zagor: { component: ZagorBoard, hides: () => true },
  // Every player holds a hidden hand and a face-down Quest.
  xanth: { component: XanthBoard, hides: () => true },
  // Magic and Clue cards are their owner's alone, and so is an eyes-only paragraph of the Tome.
  'city-of-chaos': { component: CityOfChaosBoard, hides: () => true },
};

const fallback: BoardDefinition = { component: GenericBoard, hides: () => true };

export function boardFor(gameId: string): BoardDefinition {
  return Object.hasOwn(boards, gameId) ? boards[gameId] : fallback;
}
