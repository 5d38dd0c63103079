import type { KnownItem } from '@questbox/engine';
import type { FrameData, Monster, State } from './model';
import type { Options } from './options';
import { castleZones } from './zones';

/** The question on top as the table sees it: its kind, its seat and its declared fields. */
export type FrameView = FrameData;

/**
 * What a seat may know, derived from the zone declaration (`zones.ts`): hands, the board and the
 * discard piles are open; the decks, the bag and the tokens set aside show as counts; the Overlord's
 * tokens are the ids for the Overlord, the count for everyone else. `known` lists the face-down
 * cards this seat has looked at (Eye of the Oracle), where they lie in the Castle deck.
 */
export interface View {
  seat: number | null;
  options: Options;
  players: number;
  overlordSeat: number;
  overlordTokens: number[] | number;
  overlordPlays: number;
  overlordLimit: number;
  current: number;
  round: number;
  phase: number;
  hands: number[][];
  castleDeck: number;
  castleDiscard: number[];
  wizardDeck: number;
  wizardDiscard: number[];
  cardsOut: number[];
  towers: number[];
  towerFlames: number[];
  walls: number[];
  wallFlames: number[];
  fortified: number[];
  fortifyLeft: number;
  towerOwners: number[];
  playersOut: boolean[];
  wizardTower: number;
  wizardDeckOff: boolean;
  monsters: Monster[];
  bag: number;
  monsterDiscard: number[];
  imps: number[];
  tokensOut: number[];
  tokensAside: number;
  harbingersAside: number[] | number;
  megaBosses: number[];
  trophies: number[][];
  tarred: number;
  missing: boolean;
  ice: boolean;
  berserk: number;
  extraTokens: number;
  frame: FrameView | null;
  known: KnownItem[];
  over: State['over'];
  why: string;
}

export function view(st: State, seat: number | null): View {
  const { frames, ...seen } = castleZones.view(st, seat);
  return { seat, ...seen, frame: frames } as unknown as View;
}

/** The Castle cards this seat has seen with Eye of the Oracle and that still lie in the deck, top first. */
export function oracleCards(v: View): number[] {
  return v.known
    .filter((k) => k.zone === 'castleDeck')
    .sort((a, b) => b.at - a.at)
    .map((k) => k.item as number);
}
