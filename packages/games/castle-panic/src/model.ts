import type { Rng } from '@questbox/engine';
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

/** Work still to do, run in order when no decision is open. */
// biome-ignore lint/suspicious/noExplicitAny: task data differs by kind; each handler reads its own fields
export type Task = { kind: string; [key: string]: any };
/** An open decision: the seat `s` must answer. */
// biome-ignore lint/suspicious/noExplicitAny: frame data differs by kind; each handler reads its own fields
export type Frame = { kind: string; seat: number; [key: string]: any };

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
  /** Cards looked at by Eye of the Oracle, between the deck and a hand. */
  limbo: number[];
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
  tokensOut: number[];
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
  over: null | 'won' | 'lost';
  why: string;
}
