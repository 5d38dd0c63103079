import { copyPlain, type Knowledge, type Rng } from '@questbox/engine';
import { z } from 'zod';
import type { Duel } from './duel';

export const optionsSchema = z
  .object({
    /** Rounds of play before time runs out and the points table decides (Time Running Out?). */
    rounds: z.number().int().min(1).max(200).default(30),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

/** A tile on the table: which tile, turned clockwise `rot` quarter turns, and its Location card. */
export interface Placed {
  tile: string;
  rot: number;
  /** The Location card drawn on first entry, or the Special Location fixed when the tile was drawn. */
  location: string | null;
}

export interface Player {
  name: string;
  /** Global square [x, y]; null before the first turn places the figure on the City Gates. */
  at: [number, number] | null;
  /** Inside the room whose door is at `at`: off the street grid, shared. */
  inRoom: boolean;
  bp: number;
  maxBp: number;
  groats: number;
  items: string[];
  magic: string[];
  specials: string[];
  clues: number[];
  heads: number;
  guilds: Record<string, number>;
  flags: string[];
  /** Action cards of City characters who go with the player and fight at their side (Multi Player and Non-Player Combat). */
  companions: string[];
  deaths: number;
  /** Dead for the fourth time, or gone by the City Gates: out of the game. */
  out: boolean;
  /** Left the City by the Gates with all their items and skills (Time Running Out?). */
  left: boolean;
  missTurn: boolean;
  /** Added to the next movement roll (the Potion of Swiftness). */
  moveBonus: number;
}

export interface Combat {
  foe: string;
  /** Pooled Body Points of the opponents still fighting. */
  pool: number;
  opponents: number;
  /** Rounds fought this combat turn (2 a turn). */
  rounds: number;
  totalRounds: number;
  /** Damage dealt either way this combat turn, for the endless-battle rule. */
  dealtThisTurn: number;
  /**
   * The cards revealed in the last round, kept until the next: the Opponent cards drawn (each with its
   * symbol), the player's Player Combat card (null when run down after a failed flee) with the spell
   * cast, and the cards of the players at the side. Null before the first round.
   */
  last: LastRound | null;
  /** The Action card under the figure while the battle lasts. */
  card: string | null;
  /** Players who joined the battle on this player's side, in the order they joined (Multi Player Combat). */
  allies?: number[];
  /** The first player's card (and spell) while the allies choose theirs. */
  chosen?: { i: number; spell?: string } | null;
  allyPicks?: number[];
}

/** The cards of one combat round, shown face up once the round is fought. */
export interface LastRound {
  opponents: string[];
  card: number | null;
  spell: string | null;
  allies: { seat: number; card: number }[];
}

/** A battle before its first round: nothing fought, nothing dealt, no card drawn yet. */
export function newCombat(foe: string, pool: number, opponents: number, card: string | null): Combat {
  return { foe, pool, opponents, rounds: 0, totalRounds: 0, dealtThisTurn: 0, last: null, card };
}

/** What the seat on turn is doing now. */
export type Phase =
  | { kind: 'start' }
  | {
      kind: 'move';
      left: number;
      visited: string[];
      tiles: string[];
      /** The roll was changed (the Vriandi, the Cartographers) or rolled again (the Map of Byronitar). */
      adjusted?: boolean;
      rerolled?: boolean;
      /** A flight from a battle: the tile the figure must leave (D10). */
      flee?: string;
    }
  | { kind: 'card'; card: string }
  | { kind: 'interact'; card: string }
  | { kind: 'read'; paragraph: number; card: string | null }
  | { kind: 'combat' }
  /** Detect Clue: the reader puts the top Action cards back in an order of their choosing. */
  | { kind: 'arrange' }
  /** Player against player: both duellists choose a combat card face down. */
  | { kind: 'duel' }
  /** The players who joined a battle agree or refuse to flee it (D20). */
  | { kind: 'consent' }
  | { kind: 'done' };

export interface CocState {
  rng: Rng;
  options: Options;
  seatCount: number;
  players: Player[];
  tiles: Record<string, Placed>;
  tilePile: string[];
  actionPile: string[];
  locationPile: string[];
  itemPile: string[];
  magicPile: string[];
  opponentPile: string[];
  opponentUsed: string[];
  specialPool: string[];
  cluePool: number[];
  /** Goods left where a player died: square key → the goods. */
  dropped: Record<string, { groats: number; items: string[]; magic: string[]; specials: string[] }>;
  guildMembers: Record<string, number[]>;
  seat: number;
  phase: Phase;
  combat: (Combat | null)[];
  /** A battle between two players, if one is being fought. */
  duel: Duel | null;
  /**
   * The first player of a battle with players joined asks to flee: each joined player's answer, in
   * the order they joined (null until given), kept face down until all have answered (D20).
   */
  consent: (boolean | null)[] | null;
  round: number;
  turns: number;
  winner: number | null;
  solved: string | null;
  over: boolean;
  /** The paragraph last read by each seat, shown to that seat (eyes-only ones to it alone). */
  lastRead: (number | null)[];
  /** The tiles Far Sight and the Action cards Detect Clue showed their caster, while they stay in the pile. */
  known: Knowledge;
}

export const keyOf = (x: number, y: number) => `${x},${y}`;
export const cloneState = (s: CocState): CocState => copyPlain(s);
