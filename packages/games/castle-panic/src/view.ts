import type { KnownItem } from '@questbox/engine';
import type { FrameData, State } from './model';
import { castleZones } from './zones';

/** The question on top as the table sees it: its kind, its seat and its declared fields. */
export type FrameView = FrameData;

/**
 * What a seat may know, derived from the zone declaration (`zones.ts`): hands, the board and the
 * discard piles are open; the decks, the bag and the tokens set aside show as counts; the Overlord's
 * tokens are the ids for the Overlord, the count for everyone else. `known` lists the face-down
 * cards this seat has looked at (Eye of the Oracle), where they lie in the Castle deck.
 */
export type View = Omit<
  State,
  | 'rng'
  | 'dead'
  | 'tasks'
  | 'frames'
  | 'known'
  | 'overlordTokens'
  | 'castleDeck'
  | 'wizardDeck'
  | 'bag'
  | 'tokensAside'
  | 'harbingersAside'
> & {
  seat: number | null;
  /** The ids for the Overlord, the count for everyone else. */
  overlordTokens: number[] | number;
  castleDeck: number;
  wizardDeck: number;
  bag: number;
  tokensAside: number;
  /** The ids for the Overlord, who chose them; the count for everyone else. */
  harbingersAside: number[] | number;
  frame: FrameView | null;
  known: KnownItem[];
};

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
