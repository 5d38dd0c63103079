import { type Frame, type Knowledge, type Rng, RuleError } from '@questbox/engine';
import { z } from 'zod';
import type { Effect } from './actions';
import { boardFor } from './board';
import { CARDS } from './cards';
import type { LandTile } from './data';

export const optionsSchema = z
  .object({
    wolfGoblinOnTable: z
      .boolean()
      .default(false)
      .describe(
        'The Goblin rides the Wolf (+4 Attack) only when both are played down, not when both are in the hand',
      ),
    threeJewels: z
      .boolean()
      .default(false)
      .describe('The longer, more combative game: 3 Crown Jewels only, no Family Heirloom or Fishwife'),
    extraTiles: z
      .number()
      .int()
      .min(0)
      .max(4)
      .default(0)
      .describe('With 2 or 3 players: add this many unused land tiles and their decks'),
    ownTurnOnly: z
      .boolean()
      .default(false)
      .describe(
        'Cards are played to the table and spells cast on yourself only on your own turn, not in the answer windows',
      ),
    petsChosen: z
      .boolean()
      .default(false)
      .describe('Pets are chosen face up in turn order, not dealt at random'),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

export interface Player {
  character: string;
  good: boolean;
  spot: string;
  hand: string[];
  /** Character, pet, jewels, creatures, objects, cursed objects placed on this player, a worn Codpiece. */
  table: string[];
  /** Love Philter and Call of Nature reminders: they do not count toward the card limit. */
  markers: string[];
  /** The seat a Love Philter makes this player chase. */
  beloved: number | null;
  /** Turns to miss because of the Call of Nature. */
  missTurns: number;
  /** Ended a turn on a green spot: misses the next turn. */
  mired: boolean;
  /** The Black Spot of this player's last draw. */
  lastDraw: string | null;
}

export interface Turn {
  seat: number;
  rolled: boolean;
  moveLeft: number;
  /** Movement is over: an action was taken, the move was made, or the player flew. */
  moveDone: boolean;
  assaulted: number[];
  searched: boolean;
}

/** A spell, a creature used as a spell, or a cursed object on its way to a player. */
export interface Cast {
  card: string;
  spell: Effect;
  caster: number;
  victim: number;
  rebounded?: boolean;
}

export type PickPurpose =
  | 'loot'
  | 'steal-table'
  | 'steal-jewel'
  | 'steal-object'
  | 'take-creature'
  | 'dispel'
  | 'wish-dispel'
  | 'reaper'
  | 'tea'
  | 'eye';

export type FrameData =
  | { kind: 'character'; seat: number }
  | { kind: 'pet'; seat: number }
  | { kind: 'react-spell'; cast: Cast }
  | { kind: 'react-attack'; attacker: number; defender: number }
  | { kind: 'escape'; seat: number }
  | { kind: 'fly'; chooser: number; mover: number }
  | { kind: 'pick'; chooser: number; victim: number; purpose: PickPurpose; left: number; card: string }
  | { kind: 'place'; seat: number; card: string; secret: boolean }
  | { kind: 'lover'; chooser: number; victim: number; card: string }
  | { kind: 'market'; seat: number; taken: string[]; given: string[] }
  | { kind: 'give'; seat: number; taken: string }
  | { kind: 'discard'; seat: number; down: number; fiveCap: boolean };

export type LegFrame = Frame<FrameData>;

export interface LegState {
  rng: Rng;
  options: Options;
  seatCount: number;
  /** Land tiles at castle edges 0..n-1 (empty until every character is chosen). */
  tiles: LandTile[];
  players: Player[];
  draw: string[];
  discard: string[];
  market: string[];
  jewels: string[];
  /** Out of the game: fulfilled quests, the Grim Reaper and what it took. */
  removed: string[];
  /** Set aside at setup: unused characters, pets, jewels and decks. */
  unused: string[];
  /** Cards between two places: a spell being cast, a card being stolen. */
  inPlay: string[];
  turn: Turn;
  /** The seat whose regular turn it is or was last. */
  rotation: number;
  /** Extra turns (Call of Nature) taken right after the current one. */
  extraTurns: number[];
  /** Player turns begun since the first (a missed turn is not begun). */
  turns: number;
  frames: LegFrame[];
  /** Cards seats know in hands hidden from them (the All-Seeing Eye): the kit's per-item knowledge. */
  known: Knowledge;
  winner: number | null;
  /** The game ended without a winner: fewer than three Crown Jewels can still be held. */
  jewelsLost: boolean;
}

export function seatName(state: LegState, seat: number): string {
  const c = state.players[seat]?.character;
  return c ? `Seat ${seat + 1} (${CARDS[c].name})` : `Seat ${seat + 1}`;
}

export function boardOf(state: LegState) {
  return boardFor(state.tiles);
}

/** A spot in words: its name when it has one, and its id. */
export function spotLabel(state: LegState, id: string): string {
  const board = boardOf(state);
  const s = board.spots[board.index[id]];
  return s ? s.name : id;
}

export function fail(code: string, message: string): never {
  throw new RuleError(code, message);
}

export function cloneState(s: LegState): LegState {
  return {
    rng: s.rng.forced
      ? { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]], forced: s.rng.forced.slice() }
      : { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    options: s.options,
    seatCount: s.seatCount,
    tiles: s.tiles,
    players: s.players.map((p) => ({
      character: p.character,
      good: p.good,
      spot: p.spot,
      hand: p.hand.slice(),
      table: p.table.slice(),
      markers: p.markers.slice(),
      beloved: p.beloved,
      missTurns: p.missTurns,
      mired: p.mired,
      lastDraw: p.lastDraw,
    })),
    draw: s.draw.slice(),
    discard: s.discard.slice(),
    market: s.market.slice(),
    jewels: s.jewels.slice(),
    removed: s.removed.slice(),
    unused: s.unused,
    inPlay: s.inPlay.slice(),
    turn: { ...s.turn, assaulted: s.turn.assaulted.slice() },
    rotation: s.rotation,
    extraTurns: s.extraTurns.slice(),
    turns: s.turns,
    frames: s.frames.map(cloneFrame),
    known: s.known.map((m) => ({ zone: m.zone, item: m.item, seats: m.seats.slice() })),
    winner: s.winner,
    jewelsLost: s.jewelsLost,
  };
}

function cloneFrame(f: LegFrame): LegFrame {
  const data =
    f.data.kind === 'market'
      ? { ...f.data, taken: f.data.taken.slice(), given: f.data.given.slice() }
      : f.data.kind === 'react-spell'
        ? { ...f.data, cast: { ...f.data.cast } }
        : { ...f.data };
  return { kind: f.kind, prompt: f.prompt, waiting: f.waiting.slice(), data };
}
