import type { KnownItem } from '@questbox/engine';
import type { LandTile } from './data';
import { legFrames } from './frames';
import type { Cast, LegState, PickPurpose, Turn } from './state';
import { legitimacyZones } from './zones';

export interface PlayerView {
  character: string;
  good: boolean;
  spot: string;
  table: string[];
  handSize: number;
  /** Only in the player's own view. */
  hand?: string[];
  markers: string[];
  beloved: number | null;
  missTurns: number;
  mired: boolean;
  lastDraw: string | null;
}

/**
 * The question on top, as the kit's frame table shows it to the viewer: only the fields its kind
 * declares (`frames.ts`), the private ones to the seats allowed.
 */
export type FrameView =
  | { kind: 'character' | 'pet'; seat: number }
  | { kind: 'react-spell'; cast: Cast }
  | { kind: 'react-attack'; attacker: number; defender: number }
  | { kind: 'escape'; seat: number }
  | { kind: 'fly'; chooser: number; mover: number }
  | { kind: 'pick'; chooser: number; victim: number; purpose: PickPurpose; left: number; card: string }
  | { kind: 'place'; seat: number; secret: boolean; card?: string }
  | { kind: 'lover'; chooser: number; victim: number }
  | { kind: 'market'; seat: number; taken?: string[]; given?: string[] }
  | { kind: 'give'; seat: number; taken?: string }
  | { kind: 'discard'; seat: number; down: number; fiveCap: boolean };

export interface LegView {
  viewer: number | null;
  seatCount: number;
  tiles: LandTile[];
  players: PlayerView[];
  turn: Turn;
  extraTurns: number[];
  drawCount: number;
  discard: string[];
  marketCount: number;
  /** Face up only for the player searching the Marketplace. */
  market?: string[];
  jewelCount: number;
  /** The top of the Crown Jewel stack lies face up. */
  jewelTop: string | null;
  removed: string[];
  frame: FrameView | null;
  waiting: number[];
  /** A hand shown by the All-Seeing Eye, to its caster only, while it picks from it. */
  shownHand?: { seat: number; cards: string[] };
  /**
   * The cards this seat saw with the All-Seeing Eye that are still in that hand ("players.1.hand"),
   * each where it lies: the caster keeps knowing them after the pick.
   */
  known: KnownItem[];
  winner: number | null;
  /** The game ended without a winner. */
  jewelsLost: boolean;
}

type Seen = string[] | number;
const size = (z: Seen) => (typeof z === 'number' ? z : z.length);

/**
 * What `viewer` may know. Which cards it sees comes from the zone declaration (`zones.ts`); this
 * only shapes it for the boards and bots; what it shows of the question on top comes from the frame
 * table (`frames.ts`).
 */
export function viewOf(state: LegState, viewer: number | null): LegView {
  const top = state.frames[state.frames.length - 1];
  const seen = legitimacyZones.view(state, viewer) as {
    players: (Omit<PlayerView, 'handSize' | 'hand'> & { hand: Seen })[];
    draw: number;
    market: Seen;
    jewels: { count: number; top: string | null };
    known: KnownItem[];
  };
  const view: LegView = {
    viewer,
    seatCount: state.seatCount,
    tiles: state.tiles.slice(),
    players: seen.players.map(({ hand, ...open }, i) => {
      const v: PlayerView = { ...open, handSize: size(hand) };
      if (i === viewer && typeof hand !== 'number') v.hand = hand;
      return v;
    }),
    turn: { ...state.turn, assaulted: state.turn.assaulted.slice() },
    extraTurns: state.extraTurns.slice(),
    drawCount: seen.draw,
    discard: state.discard.slice(),
    marketCount: size(seen.market),
    jewelCount: seen.jewels.count,
    jewelTop: seen.jewels.top,
    removed: state.removed.slice(),
    frame: null,
    waiting: top ? top.waiting.slice() : state.winner === null ? [state.turn.seat] : [],
    winner: state.winner,
    jewelsLost: state.jewelsLost,
    known: seen.known,
  };
  if (typeof seen.market !== 'number') view.market = seen.market;
  seen.players.forEach((p, i) => {
    if (i !== viewer && typeof p.hand !== 'number') view.shownHand = { seat: i, cards: p.hand };
  });
  if (top) view.frame = legFrames.view([top], viewer)[0].data as FrameView;
  return view;
}
