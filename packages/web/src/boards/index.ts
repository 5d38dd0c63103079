import { GenericBoard } from './generic/GenericBoard';
import { RaceBoard } from './race/RaceBoard';
import type { BoardDefinition } from './types';

/** One board per game, each in its own folder. A game without one is shown as an outline of its view. */
const boards: Record<string, BoardDefinition> = {
  race: { component: RaceBoard, hidesInformation: false },
};

const fallback: BoardDefinition = { component: GenericBoard, hidesInformation: true };

export function boardFor(gameId: string): BoardDefinition {
  return Object.hasOwn(boards, gameId) ? boards[gameId] : fallback;
}
