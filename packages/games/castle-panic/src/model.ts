import type { Knowledge, Rng, Frame as StackFrame } from '@questbox/engine';
import type { Options } from './options';

/** Rings, outermost first. */
export const FOREST = 0;
export const ARCHER = 1;
export const KNIGHT = 2;
export const SWORDSMAN = 3;
export const CASTLE = 4;
export const RING_NAMES = ['Forest', 'Archer', 'Knight', 'Swordsman', 'Castle'];

/** Colours by arc index (arc 1 is index 0): red 1-2, green 3-4, blue 5-6. */
export const COLOURS = ['red', 'green', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];
export function arcColour(arc: number): Colour {
  return COLOURS[arc >> 1];
}
export const cw = (arc: number) => (arc + 1) % 6;
export const ccw = (arc: number) => (arc + 5) % 6;
export const opposite = (arc: number) => (arc + 3) % 6;

/** A monster on the board. Its id is its token id. */
export interface Monster {
  id: number;
  /** Token kind key ("orc"), kept for speed and readable states. */
  key: string;
  hp: number;
  maxHp: number;
  arc: number;
  ring: number;
  /** Flame tokens on it. */
  flames: number;
  /** Has been hit (Goblin Cavalry stumble). */
  hit?: 1;
  /** Already got its Flaming Tar flame. */
  tarFlame?: 1;
}

/**
 * A combination in the making: the modifiers played so far, waiting for their hit card. `again`:
 * the hit card Double Strike plays a second time (it waits in the discard pile); the modifiers of
 * the first strike do not count for it, and new ones may be added.
 */
export interface Mods {
  keys: string[];
  col?: Colour;
  ring?: number;
  again?: number;
}

export type Structure = 'wall' | 'tower';

/** One member per kind, each with the same fields (so each handler gets its own narrowed type). */
type Each<K extends string, F> = K extends string ? { kind: K } & F : never;

/** Work still to do, run in order when no decision is open (`flow.ts` has a handler per kind). */
export type Task =
  | Each<'turn' | 'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6' | 'ov6' | 'next' | 'extra' | 'draw', unknown>
  | Each<'ovDraw' | 'ovPlay', unknown>
  | { kind: 'hit'; structure: Structure; arc: number; ids: number[] }
  | Each<'wave2' | 'breath', { ids: number[] }>
  | { kind: 'fire'; snapshot: number[][] }
  | { kind: 'onDraw'; id: number }
  | { kind: 'downTo'; seat: number; keep: number }
  | Each<'wizDisc' | 'disc1' | 'reinforce' | 'assembly' | 'ownTower', { seat: number }>
  | { kind: 'ovMegas'; left: number; from: number[] };

/**
 * The data of an open decision (`frames.ts` declares each kind): `seat` must answer. Every field is
 * public: hands are open, and the cards Eye of the Oracle shows stay in the deck, known to their seat.
 */
export type FrameData =
  | Each<'reinf' | 'play' | 'stand' | 'assembly' | 'wizDisc' | 'ownTower' | 'ovPlay', { seat: number }>
  /** Phase 2: `left` more discards may follow (solo). */
  | Each<'disc' | 'from', { seat: number; left: number }>
  /** Phase 3: `left` more trades may follow (6 players); `refused`: seats that refused an offer. */
  | { kind: 'trade'; seat: number; left: number; refused: number[] }
  | { kind: 'reply'; seat: number; from: number; card: number; left: number; refused: number[] }
  | { kind: 'combo'; seat: number; mods: Mods }
  /** Valador's Wave: `left` points of damage to place on monsters of `colour`. */
  | { kind: 'wave'; seat: number; colour: Colour; left: number }
  | { kind: 'tele'; seat: number; monster: number }
  | { kind: 'victim'; seat: number; structure: Structure; arc: number; ids: number[] }
  | { kind: 'doppel'; seat: number; ids: number[] }
  /** Eye of the Oracle: the top `count` cards of the Castle deck are the ones looked at. */
  | { kind: 'oracle'; seat: number; count: number }
  /** Putting them back: `left` still to order, under the `placed` already named on top. */
  | { kind: 'order'; seat: number; left: number; placed: number }
  /** Never Lose Hope: `discarded` so far, as many to draw. */
  | { kind: 'nlh'; seat: number; discarded: number }
  /** Discard down to `keep` cards. */
  | { kind: 'down'; seat: number; keep: number }
  | { kind: 'ovMegas'; seat: number; left: number; from: number[] };

export type FrameKind = FrameData['kind'];
/** A frame of the decision stack. */
export type Frame = StackFrame<FrameData>;

export interface State {
  rng: Rng;
  options: Options;
  /** Castle players (every seat but the Overlord's). */
  players: number;
  /** The Overlord's seat, or -1. */
  overlordSeat: number;
  /** The Overlord's hidden tokens. */
  overlordTokens: number[];
  /** Tokens the Overlord has played this turn, and may play. */
  overlordPlays: number;
  overlordLimit: number;
  current: number;
  round: number;
  phase: number;
  hands: number[][];
  castleDeck: number[];
  castleDiscard: number[];
  wizardDeck: number[];
  wizardDiscard: number[];
  /** Cards out of the game (not used with these options, or Wizard cards played after the Tower fell). */
  cardsOut: number[];
  /** Tower per arc: 0 none, 1 Tower, 2 Wizard's Tower. */
  towers: number[];
  towerFlames: number[];
  walls: number[];
  wallFlames: number[];
  fortified: number[];
  fortifyLeft: number;
  /** A Man's Home Is His Castle: the owner of each Tower (-1 none), and the players out of the game. */
  towerOwners: number[];
  playersOut: boolean[];
  /** Arc of the Wizard's Tower, or -1. */
  wizardTower: number;
  /** The Wizard deck is out of the game (its Tower fell). */
  wizardDeckOff: boolean;
  monsters: Monster[];
  bag: number[];
  monsterDiscard: number[];
  imps: number[];
  /** Tokens out of the game for all to see: unused with these options, or Harbingers already drawn. */
  tokensOut: number[];
  /** Random Panic: the base tokens taken out at random, face down. */
  tokensAside: number[];
  /** Harbingers that did not go in the bag, face down (the Overlord, who chose them, sees them). */
  harbingersAside: number[];
  megaBosses: number[];
  trophies: number[][];
  /** Monster carrying the Tar token, or -1. */
  tarred: number;
  missing: boolean;
  ice: boolean;
  berserk: number;
  extraTokens: number;
  /** Monsters destroyed by the current action or task while the Doppelganger waits (candidates to replace it). */
  dead: number[];
  tasks: Task[];
  frames: Frame[];
  /** Which seats know which face-down cards (Eye of the Oracle): the kit's per-item knowledge. */
  known: Knowledge;
  over: null | 'won' | 'lost';
  why: string;
}
