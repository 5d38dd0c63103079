import { copyPlain, field, type Knowledge, type Rng, stateTable } from '@questbox/engine';
import { z } from 'zod';
import { BEACHES, DANGER_SPACES, FORESTS, LAND } from './board';
import { PACK } from './data';

export const ENEMIES = [
  'blondie',
  'marie-laveau',
  'red-archer',
  'beasts-of-the-black-river',
  'king-of-the-eagles',
] as const;
export const optionsSchema = z
  .object({
    /** The rulebook's counts (36 Events, 36 Objects) or the publisher's (35 and 35). */
    edition: z.enum(['rulebook', 'publisher']).default('rulebook'),
    /** The Enemies variant: one or two Enemy tiles among the Forest tiles (none: the base game). */
    enemies: z
      .array(z.enum(ENEMIES))
      .max(2)
      .refine((e) => new Set(e).size === e.length, 'an Enemy is chosen once')
      .default([]),
  })
  .strict();
export type Options = z.infer<typeof optionsSchema>;

export type Color = 'y' | 'r' | 'g';
export type Face = 'resupply' | 'move' | 'power' | 'power-event';
export type Pos = 'bridge' | 'helmsman' | 'hold' | 'chest';
/** A seat's own character (by seat number), Zagor ('Z') or Cico ('C'). */
export type Who = number | 'Z' | 'C';

export interface Die {
  c: Color;
  f: Face;
}

/** A figure on the board: on a land space, or aboard the Athena (`at` "boat") at a position. */
export interface Figure {
  at: string;
  pos: Pos | null;
  wounds: number;
}

export interface Player {
  character: string;
  fig: Figure;
  /** Equipped Objects, face up. */
  objects: string[];
  /** Equipped Treasures, face down: their owner alone sees them. */
  treasures: string[];
  /** Treasures stored in the Chest, face down. */
  chest: string[];
  /** An Object or Treasure drawn and waiting to be equipped or discarded. */
  incomingObjects: string[];
  incomingTreasures: string[];
  /** Defeated Encounters, kept beside the board. */
  trophies: string[];
  /** Hold tokens not yet used, and used (turned over: only these score). */
  hold: string[];
  holdUsed: string[];
  /** COVER Objects used this round (face down until the next roll). */
  covered: string[];
  /** Permanent Events this player discarded by a sacrifice. */
  resolved: string[];
  /** Bannington's Bocce still unused, by colour. */
  bocce: Color[];
  scars: number;
  /** An Eagle card of the King of the Eagles on one equipment space. */
  eagle: boolean;
}

/** A combat in progress. */
export interface Fight {
  who: Who;
  seat: number;
  tile: string;
  space: string;
  mode: Mode;
  plus2: boolean;
  dynamite: number;
  /** Attack die results: Zagor's or Cico's column roll, and one roll per die weapon. */
  rolls: { weapon: string; roll: number }[];
}

/** How a move or a fight was started: a plain Movement die or a character power. */
export type Mode = 'move' | 'experience' | 'brute' | 'help' | 'zagor';

export type Ask =
  | { a: 'pick' }
  | { a: 'move'; who: Who; steps: number; mode: Mode }
  | { a: 'face'; who: Who; space: string; must: boolean; mode: Mode }
  | { a: 'fight' }
  | { a: 'reroll' }
  | { a: 'equip'; kind: 'object' | 'treasure'; id: string }
  | { a: 'helm' }
  | { a: 'holdPick' }
  | { a: 'chest' }
  | { a: 'command' }
  | { a: 'steal' }
  | { a: 'zpower' }
  | { a: 'cpower' }
  | { a: 'leap'; spirit: boolean }
  | { a: 'caramba' }
  | { a: 'fork'; left: number }
  | { a: 'absorb'; who: Who; left: number; queue: Who[] }
  | { a: 'volcano' }
  /** The Helmsman's order in phase 3: which of two Volcanoes erupts, or which Permanent Event acts, first. */
  | { a: 'first'; of: 'volcano' | 'permanent' }
  | { a: 'collapse' }
  | { a: 'assault'; open: number[]; queue: number[] }
  | { a: 'telescope' }
  | { a: 'lose'; who: number }
  | { a: 'slave' }
  | { a: 'side'; enemy: string }
  | { a: 'beast' };

export type Task =
  | { k: 'round' }
  | { k: 'turn' }
  | { k: 'ask'; seat: number; q: Ask }
  | { k: 'endDie'; event: boolean }
  | { k: 'phase3' }
  | { k: 'enemies' }
  | { k: 'volcanoes' }
  | { k: 'erupt'; space: string }
  | { k: 'permanents' }
  | { k: 'collapse' }
  | { k: 'ambush' }
  | { k: 'monkeys' }
  | { k: 'athena' }
  | { k: 'steps'; left: number }
  | { k: 'danger' }
  | { k: 'eventSymbol' }
  | { k: 'assaultEnd' }
  | { k: 'drawEvent' }
  | { k: 'plants'; left: number; queue: Who[] }
  | { k: 'face'; who: Who; space: string; must: boolean; mode: Mode }
  | { k: 'reward'; seat: number; byCompanion: boolean; reward: string };

export type End = 'sunk' | 'monkeys' | 'docked' | 'exhausted';

export interface ScoreLine {
  seat: number;
  left: number;
  right: number;
  aboard: number;
  treasures: number;
  objects: number;
  scars: number;
  enemies: number;
  total: number;
}

export interface ZagorState {
  rng: Rng;
  options: Options;
  seatCount: number;
  players: Player[];
  zagor: Figure;
  cico: Figure;
  /** The Athena's river space. */
  athena: string;
  /** Hull markers left to right: their speed and whether turned to CRASH. */
  hull: { speed: number; crash: boolean }[];
  helmsman: number;
  poems: [string, string];
  /** Face-down Encounter tiles on each Beach and Forest space. */
  hidden: Record<string, string[]>;
  /** Face-up Encounters (tiles and Monkeys) on each land space. */
  shown: Record<string, string[]>;
  /** Face-down River Danger tiles on the river spaces. */
  dangers: Record<string, string[]>;
  riverDiscard: string[];
  reinforcements: string[];
  reinforcementDiscard: string[];
  /** Reinforcement cards of the combat in progress. */
  fighting: string[];
  objectDeck: string[];
  galleyObjects: string[];
  treasureDeck: string[];
  galleyTreasures: string[];
  eventDeck: string[];
  eventDiscard: string[];
  permanent: string[];
  holdReserve: string[];
  holdSpaces: string[];
  /** Tiles discarded from the game (Friends, "discard tile" rewards) and the components left in the box. */
  box: string[];
  monkeySupply: string[];
  /** Forest tiles returned unseen to the box in the Enemies variant. */
  forestBox: string[];
  /** Marie Laveau's Slaves. */
  slaves: string[];
  /** Steamboat spaces covered by the Beasts of the Black River. */
  beasts: Pos[];
  /** Spaces with a Stone Pinnacle (land: impassable; river: the Athena stops there). */
  pinnacles: string[];
  volcanoes: string[];
  monkeyCards: number;
  /** Assault effects not cancelled, applied at the end of the round. */
  assaults: number[][];
  dice: Die[];
  round: number;
  order: number[];
  turnIndex: number;
  /** The die being resolved: whose, its colour (after a Bocce) and face; one Hold token per die. */
  cur: { seat: number; color: Color; face: Face; token: boolean } | null;
  fight: Fight | null;
  tasks: Task[];
  /** What seats have secretly seen: face-down Encounters, the top Event (the kit's knowledge per item). */
  known: Knowledge;
  over: End | null;
  actions: number;
}

export const cloneState = (s: ZagorState): ZagorState => copyPlain(s);

const perSpace = (spaces: string[], pool: (s: string) => string, visibility: 'count' | 'public') =>
  field.object(Object.fromEntries(spaces.map((s) => [s, field.zone(visibility, pool(s))])));
const beach = new Set(BEACHES);
/** Final Scoring counts every seat's Treasures in the open: once the game is over they are face up. */
const scored = (s: ZagorState): number[] | 'all' => (s.over ? 'all' : []);
void FORESTS;

/**
 * The state declared once with what each seat may see: face-down tiles, deck orders, other
 * seats' Treasures and Chests as counts; what a seat peeked at to that seat alone; the generator and the
 * task stack never.
 */
export const table = stateTable<ZagorState>(
  {
    rng: field.hidden,
    options: field.public,
    seatCount: field.public,
    players: field.seats(
      field.object({
        character: field.public,
        fig: field.public,
        objects: field.zone('public', 'object'),
        treasures: field.zone('owner', 'treasure', { seenBy: scored }),
        chest: field.zone('owner', 'treasure', { seenBy: scored }),
        incomingObjects: field.zone('public', 'object'),
        incomingTreasures: field.zone('owner', 'treasure'),
        trophies: field.zone('public', 'tile'),
        hold: field.zone('public', 'hold'),
        holdUsed: field.zone('public', 'hold'),
        covered: field.public,
        resolved: field.zone('public', 'event'),
        bocce: field.public,
        scars: field.public,
        eagle: field.public,
      }),
    ),
    zagor: field.public,
    cico: field.public,
    athena: field.public,
    hull: field.public,
    helmsman: field.public,
    poems: field.public,
    hidden: perSpace([...BEACHES, ...FORESTS], (s) => (beach.has(s) ? 'beach' : 'forest'), 'count'),
    shown: perSpace(LAND, () => 'tile', 'public'),
    dangers: perSpace(DANGER_SPACES, () => 'river', 'count'),
    riverDiscard: field.zone('public', 'river'),
    reinforcements: field.zone('count', 'reinforcement'),
    reinforcementDiscard: field.zone('public', 'reinforcement'),
    fighting: field.zone('public', 'reinforcement'),
    objectDeck: field.zone('count', 'object'),
    galleyObjects: field.zone('public', 'object'),
    treasureDeck: field.zone('count', 'treasure'),
    galleyTreasures: field.zone('count', 'treasure'),
    eventDeck: field.zone('count', 'event'),
    eventDiscard: field.zone('public', 'event'),
    permanent: field.zone('public', 'event'),
    holdReserve: field.zone('count', 'hold'),
    holdSpaces: field.zone('public', 'hold'),
    box: field.zone('public', 'tile'),
    monkeySupply: field.zone('public', 'tile'),
    forestBox: field.zone('count', 'forest'),
    slaves: field.zone('public', 'tile'),
    beasts: field.public,
    pinnacles: field.public,
    volcanoes: field.public,
    monkeyCards: field.public,
    assaults: field.public,
    dice: field.public,
    round: field.public,
    order: field.public,
    turnIndex: field.public,
    cur: field.public,
    fight: field.public,
    tasks: field.custom((tasks: Task[], viewer) => {
      // Only the decision the table waits on, with nothing hidden in it.
      const top = tasks[tasks.length - 1];
      if (!top || top.k !== 'ask') return null;
      return viewer === top.seat || top.q.a !== 'equip' || top.q.kind === 'object'
        ? { seat: top.seat, ask: top.q }
        : { seat: top.seat, ask: { a: 'equip', kind: 'treasure' } };
    }),
    known: field.knowledge,
    over: field.public,
    actions: field.public,
  },
  {
    // A Treasure waiting to be equipped is named by its question: in a sample it takes the name
    // the new deal gave it (the questions of a seat, oldest first, match its incoming Treasures).
    afterResample(sample) {
      const next = sample.players.map(() => 0);
      for (const t of sample.tasks)
        if (t.k === 'ask' && t.q.a === 'equip' && t.q.kind === 'treasure')
          t.q.id = sample.players[t.seat].incomingTreasures[next[t.seat]++] ?? t.q.id;
    },
  },
);

export const CHARACTERS = PACK['characters.json'].characters;
export const COMPANIONS = PACK['characters.json'].companions;
export const OBJECT = Object.fromEntries(PACK['objects.json'].cards.map((c) => [c.id, c]));
export const TREASURE = Object.fromEntries(PACK['treasures.json'].cards.map((c) => [c.id, c]));
export const EVENT = Object.fromEntries(PACK['events.json'].cards.map((c) => [c.id, c]));
export const REINFORCEMENT = Object.fromEntries(PACK['reinforcements.json'].cards.map((c) => [c.id, c]));
export const HOLD = Object.fromEntries(PACK['hold-tokens.json'].tokens.map((c) => [c.id, c]));
export const DANGER = Object.fromEntries(PACK['river-dangers.json'].tiles.map((c) => [c.id, c]));
const enc = PACK['encounters.json'];
export const TILE = Object.fromEntries(
  [...enc.beach, ...enc.forest, ...enc.monkeys, ...enc.enemies].map((c) => [c.id, c]),
);
export const POEM = Object.fromEntries(PACK['poems.json'].cards.map((c) => [c.id, c]));
export const ATTACK = PACK['dice.json'].attack;
export const DICE = PACK['dice.json'].action;
export const HULL = PACK['steamboat.json'].hull;
