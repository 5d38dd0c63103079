import type { LandTile } from './data';
import type { LegState, PickPurpose, Turn } from './state';

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

/** The current question, with what the viewer may know of it. */
export type FrameView =
  | { kind: 'character' | 'pet'; seat: number }
  | { kind: 'react-spell'; card: string; spell: string; caster: number; victim: number }
  | { kind: 'react-attack'; attacker: number; defender: number }
  | { kind: 'escape'; seat: number }
  | { kind: 'fly'; chooser: number; mover: number }
  | { kind: 'pick'; chooser: number; victim: number; purpose: PickPurpose; left: number; card: string }
  | { kind: 'place'; seat: number; card?: string }
  | { kind: 'lover'; chooser: number; victim: number }
  | { kind: 'market'; seat: number; traded: number }
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
  /** A hand shown by the All-Seeing Eye, to its caster only. */
  shownHand?: { seat: number; cards: string[] };
  winner: number | null;
  /** The game ended without a winner. */
  jewelsLost: boolean;
}

export function viewOf(state: LegState, viewer: number | null): LegView {
  const top = state.frames[state.frames.length - 1];
  const view: LegView = {
    viewer,
    seatCount: state.seatCount,
    tiles: state.tiles.slice(),
    players: state.players.map((p, i) => {
      const v: PlayerView = {
        character: p.character,
        good: p.good,
        spot: p.spot,
        table: p.table.slice(),
        handSize: p.hand.length,
        markers: p.markers.slice(),
        beloved: p.beloved,
        missTurns: p.missTurns,
        mired: p.mired,
        lastDraw: p.lastDraw,
      };
      if (i === viewer) v.hand = p.hand.slice();
      return v;
    }),
    turn: { ...state.turn, assaulted: state.turn.assaulted.slice() },
    extraTurns: state.extraTurns.slice(),
    drawCount: state.draw.length,
    discard: state.discard.slice(),
    marketCount: state.market.length,
    jewelCount: state.jewels.length,
    jewelTop: state.jewels.length > 0 ? state.jewels[state.jewels.length - 1] : null,
    removed: state.removed.slice(),
    frame: null,
    waiting: top ? top.waiting.slice() : state.winner === null ? [state.turn.seat] : [],
    winner: state.winner,
    jewelsLost: state.jewelsLost,
  };
  if (!top) return view;
  const d = top.data;
  switch (d.kind) {
    case 'react-spell':
      view.frame = {
        kind: d.kind,
        card: d.cast.card,
        spell: d.cast.spell,
        caster: d.cast.caster,
        victim: d.cast.victim,
      };
      break;
    case 'place':
      view.frame =
        d.secret && viewer !== d.seat
          ? { kind: 'place', seat: d.seat }
          : { kind: 'place', seat: d.seat, card: d.card };
      break;
    case 'lover':
      view.frame = { kind: 'lover', chooser: d.chooser, victim: d.victim };
      break;
    case 'market':
      view.frame = { kind: 'market', seat: d.seat, traded: d.taken.length };
      if (viewer === d.seat) view.market = state.market.slice();
      break;
    case 'give':
      view.frame =
        viewer === d.seat ? { kind: 'give', seat: d.seat, taken: d.taken } : { kind: 'give', seat: d.seat };
      if (viewer === d.seat) view.market = state.market.slice();
      break;
    case 'pick':
      view.frame = { ...d };
      if (d.purpose === 'eye' && viewer === d.chooser)
        view.shownHand = { seat: d.victim, cards: state.players[d.victim].hand.slice() };
      break;
    default:
      view.frame = { ...d } as FrameView;
  }
  return view;
}
