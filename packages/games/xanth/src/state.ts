import { copyPlain, field, type Rng, stateTable } from '@questbox/engine';
import { z } from 'zod';
import type { Action } from './rules';

/** The four versions of the rulebook and the Longer game's options. */
export const optionsSchema = z
  .object({
    version: z.enum(['simple', 'longer', 'monaural', 'stereo']).default('simple'),
    /** Longer game: Quests needed to win (2 or more). */
    quests: z.number().int().min(1).max(26).default(2),
    /** Longer game: Good Magician Humfrey hands out the second and later Quests. */
    humfrey: z.boolean().default(false),
    /** Longer game: the Novel Adventure (three Quests, three challenges at Humfrey's between them). */
    novel: z.boolean().default(false),
    /** Longer game: Quest cards dealt to each player at Sit Up ("two or more"), at most `quests`. */
    dealt: z
      .number()
      .int()
      .min(1)
      .max(26)
      .default(1)
      .describe(
        'Longer game: Quests dealt to each player at Sit Up, completed in any order (at most the Quests to win)',
      ),
  })
  .default({ version: 'simple', quests: 2, humfrey: false, novel: false, dealt: 1 });
export type Options = z.infer<typeof optionsSchema>;

/** A Chair Actor in a party. */
export interface Member {
  id: string;
  wounds: number;
  stone: boolean;
  /** Turns left treated as Xonked Out by the Region of Madness. */
  mad: number;
  /** Option ids of the Objects he carries (the card id is in `objects` of the player). */
  objects: string[];
  /** A Cameo Appearance: he leaves at the End of this turn. */
  cameo?: boolean;
  /** Distraction: his talent does not work this turn. */
  distracted?: boolean;
}

/** A Creature in combat, standing for one Bad Guy counter. */
export interface Foe {
  wounds: number;
  /** Misses its next attack (Tandy's tantrum, Goldy's levitation). */
  stunned: boolean;
}

/** A card played into a combat for one Chair Actor: it lies on the table until its moment comes. */
export interface CombatCard {
  card: string;
  option: string;
  member: string;
}

export interface Combat {
  option: string;
  foes: Foe[];
  round: number;
  /** The seat that played the hazard: it allocates the unfaced Creatures and moves a fleeing pawn. */
  by: number;
  /** Once-per-combat talents already used, by Chair Actor id. */
  used: string[];
  /** Cards played into this combat and not yet spent (Lucky Strike, Mighty Blow, Frenzy...). */
  cards: CombatCard[];
  /** A befriended Creature (its option id), called to fight beside the party in this combat. */
  friend: string | null;
  /** Once-per-combat (Tandy: per-turn) talents called for the next round, by Chair Actor id. */
  armed?: string[];
  /** Trapped: the party may not flee until the Creatures' Blood Markers pass this count. */
  trappedAt?: number;
  /** The player's assignment for this round (being made, or made): without one, each faces in order. */
  assign?: Assignment[];
}

/** One Chair Actor's assignment for a round: the Creatures he faces (by index) and the one he attacks. */
export interface Assignment {
  member: string;
  faces: number[];
  target: number;
}

/** What follows the Creatures' strikes: the next round, the flight (with the opponents' cards), or a Hiding Place. */
export type AfterStrikes =
  | { next: 'round' }
  | { next: 'flee'; overflight: boolean; pursuit: boolean }
  | { next: 'hide' };

/** A hazard waiting to be faced, face up. */
export interface Facing {
  card: string;
  option: string;
  by: number;
  /** Concealment Spell or Aimbush: the party gets no chance to avoid it. */
  surprise?: boolean;
  /** Glitch: the party's first roll against it fails automatically. */
  glitch?: boolean;
  /** The Sphinx's question: the second Designated Hazard 2, to avoid the combat. */
  riddle?: boolean;
}

/**
 * One roll kept open while the table may still change it: a Chair Actor's Cunning roll, an attack
 * roll of his (or of the befriended Creature, `member` "friend"), or Creature `foe`'s strike on him.
 * It passes when no cube is above `cunning` (for an attack: the Strength less the armour).
 */
export interface Roll {
  member: string;
  cubes: number[];
  cunning: number;
  /** Failed whatever the cubes say (a Glitch, a Murphy's Curse). */
  failed?: boolean;
  /** A Creature's roll (the Creature's index): passed, it goes against the party (a hit, a gaze, staying). */
  foe?: number;
  /** An attack by no Creature (a plant's A Tax, a storm): passed, it hits the Chair Actor. */
  attack?: true;
  /** The seat whose party the roll concerns, when not the mover's (Wiggle Swarm strikes every party). */
  seat?: number;
  /**
   * How it passes when not by every cube at or under `cunning`: doubles (Humfrey's cure), an odd cube
   * (the Quackgrass call); a spin (Hell's Annex) neither passes nor fails, it only names an exit, and
   * a count ("1-6 of these beasties", "1-6 attacks", "1-6 turns") only says how many.
   */
  test?: 'doubles' | 'odd' | 'spin' | 'count';
}

/** The latest roll, as the table sees it (public): who rolled, what for, the cubes and how they stand now. */
export interface LastRoll {
  /** The seat whose turn it is, and the turn's number. */
  seat: number;
  turn: number;
  /** Who rolled, in words: a party, a Chair Actor, a Creature, a plant, Humfrey. */
  by: string;
  /** What the roll was for, in words. */
  for: string;
  /** One entry per roller, with what the roll needed and its result after the cards played on it. */
  rolls: { by: string; cubes: number[]; need: string; result: string }[];
}

/** How an attacker's rolls of a round land: his target first, Blood Markers per hit, and what needs no roll. */
export interface Swing {
  /** The Creature he attacks while it lives (then the first living); null: always the first living. */
  target: number | null;
  wounds: number;
  /** Tandy's tantrum: a hit stuns the Creature. */
  stun: boolean;
  /** The first attacks that hit without a roll (Lucky Strikes played for him). */
  lucky: number;
  /** A thrown weapon: one roll at each of these Creatures instead of his attacks. */
  bomb?: number[];
}

/** A card just played or discarded, waiting for an Edit or a Used Card Salesman before it takes effect. */
export interface Played {
  seat: number;
  card: string;
  /** The option played, or null for a card discarded at the End. */
  option: string | null;
  /** Each Edit turns it over: cancelled or restored. */
  cancelled: boolean;
  /** A Used Card Salesman traded for it: the seat that takes it into his hand. */
  taker: number | null;
}

/** What a reaction window answers; each kind says who may react and what follows once all have passed. */
export type Trigger =
  /** The Beginning: the opponents may play cards on the mover before he moves. */
  | { on: 'beginning' }
  /** A hazard is revealed: every opponent may play a card on it before the party tries to avoid it. */
  | { on: 'reveal'; facing: Facing }
  /** Cunning rolls are made (`for` says what they decide): the table may change them before they count. */
  | { on: 'avoid'; rolls: Roll[]; for: RollFor }
  /** The C Movement roll is made: before the party moves. */
  | { on: 'sail'; cubes: number[]; becalmed?: boolean }
  /** A combat round starts: the opponents may trap the party. */
  | { on: 'round'; facing: Facing; combat: Combat }
  /** The party tries to flee a combat: the opponents may pursue it. */
  | { on: 'flee'; facing: Facing; combat: Combat; overflight: boolean; pursuit: boolean }
  /** A disaster is drawn: every player may cancel it with an Edit before it strikes (each Edit turns it over). */
  | { on: 'drawn'; card: string; owed: number; resume: Resume; cancelled: boolean }
  /** A disaster with an escape is drawn: every player may pledge his discards; all must, or it strikes. */
  | { on: 'disaster'; card: string; owed: number; resume: Resume }
  /** A card was played or discarded: the other players may edit it or trade for it. */
  | { on: 'played'; played: Played; after: After };

/** What a set of Cunning rolls decides once the table has answered them: the turn goes on from there. */
export type RollFor =
  /** The dicey situation for the first player, one cube each (`tie`: the tied highest again). */
  | { kind: 'first'; tie: boolean }
  /** Avoiding a hazard card. */
  | { kind: 'hazard'; facing: Facing }
  /** An Illusion, a Group Hazard 1: passed, the hazard is gone; failed, the party faces the real one. */
  | { kind: 'illusion'; facing: Facing }
  /** Leaving The Void (`need` 2) or the Everglades (1): passed, the move starts. */
  | { kind: 'leave'; need: number; mode: Move['mode']; left: number }
  /** Entering The Void, the Everglades or the Region of Madness: the move goes on, or stops there. */
  | { kind: 'enter'; region: string; move: Move }
  /** The Group Hazard 3 into Humfrey's Castle from the ring. */
  | { kind: 'humfrey'; move: Move }
  /** Bare Country, played in the Beginning window (`back`): who fails loses his Objects. */
  | { kind: 'bare-country'; back: Window }
  /** An attacker's attack rolls of a combat round; then the attacker at `next` (fighters in order, then the friend). */
  | {
      kind: 'attack';
      facing: Facing;
      combat: Combat;
      faced: (string | null)[];
      attacker: string;
      swing: Swing;
      next: number;
    }
  /** Creature `foe`'s strikes of a round; then the next Creature strikes, and `after` follows the last. */
  | {
      kind: 'strike';
      facing: Facing;
      combat: Combat;
      faced: (string | null)[];
      foe: number;
      after: AfterStrikes;
    }
  /** The poison rolls of the Chair Actors Creature `foe` just hit (a Strength roll each); then the next Creature strikes. */
  | {
      kind: 'poison';
      facing: Facing;
      combat: Combat;
      faced: (string | null)[];
      foe: number;
      after: AfterStrikes;
    }
  /** The Catoblepas' gaze after the Creatures' strikes of a round; then what follows the strikes. */
  | { kind: 'gaze'; facing: Facing; combat: Combat; after: AfterStrikes }
  /** The Windbag's gale: each Creature rolls against its Strength; then the combat goes on, or is over. */
  | { kind: 'windbag'; facing: Facing; combat: Combat }
  /** A Stunflower: the Chair Actors who failed to avoid it roll against their Strength. */
  | { kind: 'stun'; facing: Facing }
  /** An A Tax hazard's attacks on the Chair Actors who failed to avoid it. */
  | { kind: 'tax'; facing: Facing }
  /** A storm's attacks on a party that braves it; then the Beginning window goes on (`decided` kept). */
  | { kind: 'storm'; option: string; decided: number[] }
  /** How many Creatures a hazard brings ("1-6 of these beasties"): then the combat starts. */
  | { kind: 'creatures'; facing: Facing }
  /** How many attacks an A Tax hazard makes on each Chair Actor who failed: then the attacks are rolled (`tax`). */
  | { kind: 'tax-count'; facing: Facing }
  /** How many attacks a storm makes on each Chair Actor: then the attacks are rolled (`storm`). */
  | { kind: 'storm-count'; option: string; decided: number[] }
  /** How many turns a hazard takes ("unable to move for 1-6 turns"): then the hazard is done. */
  | { kind: 'lost-turns'; facing: Facing }
  /** How many attacks a Wiggle Swarm makes on each active Chair Actor of every party: then they are rolled (`swarm`). */
  | { kind: 'swarm-count'; resume: Resume; owed: number }
  /** A Wiggle Swarm's attacks on every party: then the drawing that turned it up goes on (`resume`, `owed`). */
  | { kind: 'swarm'; resume: Resume; owed: number }
  /** The spin of Hell's Annex: the cube names the exit; then the move goes on. */
  | { kind: 'annex'; move: Move }
  /** Humfrey looks for a cure at the End: doubles turn stone to flesh; then the End goes on. */
  | { kind: 'cure' }
  /** Quackgrass: odd heals `member` of one Blood Marker; then the phase it was played in comes back. */
  | { kind: 'guess'; member: string; back: Phase };

/** What follows a played card's window: the phase it was played in comes back, then its effect (unless edited). */
export interface After {
  back: Phase;
  action: Action;
}

/** Where the turn goes on once the cards owed to the drawing player are drawn. */
export type Resume =
  | { kind: 'begin' }
  /** The Monaural and Stereo encounter draw goes on, with `left` cards still to turn up. */
  | { kind: 'encounter'; left: number }
  | { kind: 'restart' }
  | { kind: 'end' }
  | { kind: 'phase'; back: Phase };

/** A window: every seat in `who` decides at once (holder or not), until each has passed. */
export interface Window {
  kind: 'window';
  on: Trigger;
  who: number[];
  decided: number[];
}

/** A party on the move: how, how far it may still go, and where it went. */
export interface Move {
  kind: 'move';
  mode: 'walk' | 'c' | 'fly' | 'ride' | 'vault' | null;
  left: number;
  base: number;
  moved: string[];
  annex: string | null;
  /** Storms at Sea: the one step must go ashore. */
  ashore?: boolean;
}

export type Phase =
  | { kind: 'choose-actors' }
  | Window
  /** A storm played on the mover: he takes cover (loses the turn) or braves it; then the window goes on. */
  | { kind: 'storm'; option: string; by: number; decided: number[] }
  /** A Chair Actor leaves the mover's party: `chooser` names him; then the window goes on. */
  | { kind: 'part'; option: string; by: number; chooser: number; decided: number[] }
  | { kind: 'beginning' }
  | Move
  /**
   * The mover names the Chair Actor who faces The Void's or the Everglades' Designated roll, when a
   * card or an opponent started the move: then the move out (`leave`) or the step in (`enter`) goes on.
   */
  | {
      kind: 'designee';
      region: string;
      magnitude: number;
      leave?: { mode: Move['mode']; left: number };
      enter?: { to: string; move: Move };
    }
  | { kind: 'offer'; decided: number[] }
  | { kind: 'pick' }
  | { kind: 'designate'; facing: Facing }
  | { kind: 'combat'; facing: Facing; combat: Combat }
  /**
   * The hazard's player names the Chair Actor struck by Creature `foe`, which nobody faces; then the
   * Creatures' strikes go on (`faced`: who faces each Creature this round).
   */
  | {
      kind: 'allot';
      facing: Facing;
      combat: Combat;
      faced: (string | null)[];
      foe: number;
      after: AfterStrikes;
    }
  /** The hazard's player moves the fleeing party `left` regions (two with an Overflight); a pursuit fights on there. */
  | { kind: 'push'; by: number; facing: Facing | null; left?: number; pursuit?: Combat }
  /** The player names who carries the Object `option` of the card in his hand (at the End, or by a card). */
  | {
      kind: 'bearer';
      card: string;
      option: string;
      /** Allocated by a card (Hoard...): more to allocate, and the phase to go back to; else the End's. */
      byCard?: { more: boolean; back: Phase };
    }
  | { kind: 'end'; discarded: number }
  | { kind: 'question' }
  | { kind: 'over' };

/** One held Quest's progress. */
export interface QuestProgress {
  /** Its start region must be reached first (a Quest drawn later, or a second one dealt). */
  toStart: boolean;
  /** Its goals reached so far. */
  reached: string[];
}

/** An Escort Quest's escortee once picked up: a non-fighting follow-traveler. */
export interface Escortee {
  quest: string;
  /** His Chair Actor figures (walking rate, name). */
  actor: string;
  /** Null while he travels with the party; else the region where he waits for it. */
  at: string | null;
}

export interface Player {
  name: string;
  /** Encounter/Event cards and Chair Actor cards (shuffled into the deck) in hand. */
  hand: string[];
  /** Three Chair Actors dealt at Sit Up, before the choice. */
  dealt: string[];
  party: Member[];
  /** Encounter/Event cards lying in play as the party's Objects. */
  objects: string[];
  /** Creatures won by Befriend (the option each was faced as), kept until called into a combat. */
  friends: string[];
  /** The Quest cards he holds, face down, to complete in any order. */
  quest: string[];
  /** How far he is on each held Quest (entry i for `quest[i]`): seen by him alone. */
  progress: QuestProgress[];
  /** The escortees of his Escort Quests once picked up: with the party, or waiting where it left them. */
  escorts: Escortee[];
  /** The Chosen Quest: the top three Quests, seen by him alone, until he keeps one. */
  choosing: string[];
  /** The pick is made at Sit Up (or a fresh start): the party starts at the kept Quest's start. */
  chooseAtStart: boolean;
  questsDone: string[];
  at: string;
  /** The start region of his first Quest (Deja Vu sends him back). */
  origin: string;
  lostTurns: number;
  /** Turns spent failing to leave The Void. */
  voidTries: number;
  /** Lost in the Everglades: must pass the Designated Hazard 1 to leave. */
  lostInGlades: boolean;
  /** Began this turn on the Deathstone Wall. */
  onWall: boolean;
  /** Hell's Annex exit he must take next. */
  annexExit: string | null;
  /** Chair Actors who vanquished the Gap Dragon. */
  veterans: string[];
  /** Ran away this turn (no allocating at the End). */
  ranAway: boolean;
  /** Once-per-turn talents used this turn. */
  usedTurn: string[];
  /** Set when the party was wholly Xonked Out: misses one turn, then starts over. */
  restart: boolean;
  /** Looking for the next Quest at Humfrey's Castle (Longer game). */
  needsQuest: boolean;
  /** Novel Adventure: Humfrey's challenges still to face. */
  challenges: number;
  /** Entered The Gap this turn: the Gap Dragon waits. */
  dragonDue: boolean;
  /** Bullrushes, Strong Winds or the Wind Capsule: three cubes for C Movement this turn. */
  threeCubes: boolean;
  /** Confusion Spell, D-Tour, Lost: the opponent who moves this party's token this turn. */
  driver: { seat: number; walkOnly: boolean } | null;
  /** Aversion Spell: regions the party may not enter this turn. */
  averted: string[];
  /** Storms at Sea: the party must go ashore instead of its normal move. */
  ashore: boolean;
  /** Forget Whorl or taking cover from a storm: this turn is lost. */
  skipTurn: boolean;
  /** Potion of Speed: the next turn is his again. */
  extraTurn: boolean;
  /** Monaural and Stereo: events turned up in his encounter draws, held against him until their moment (option ids). */
  against: string[];
}

export interface XanthState {
  options: Options;
  rng: Rng;
  seats: number;
  players: Player[];
  deck: string[];
  discard: string[];
  armchair: string[];
  questDeck: string[];
  questDiscard: string[];
  /** Quests taken out of the game (the Question and Chosen Quests in the Monaural and Stereo Games). */
  questsAside: string[];
  /** The Gap Dragon card, set aside at Sit Up. */
  aside: string[];
  /** Chair Actors out of the game (lost in The Void, Mortal Wound). */
  removed: string[];
  /** Face-down hazards offered to the mover, by the seat that offered them: the option each card is played as. */
  offers: string[][];
  /** Cards each seat has pledged face down to escape a disaster, until every player has answered. */
  pledges: string[][];
  /** Hazards plopped face up (region-specific), in the order played. */
  plopped: Facing[];
  /** The hazard card being faced, face up. */
  table: string[];
  seat: number;
  turns: number;
  phase: Phase;
  /** Nextwave: Mundanes may be played anywhere until one is defeated. */
  nextwave: boolean;
  winner: number | null;
  /** The latest roll answered in a roll window, or the C Movement roll: null before the first. */
  lastRoll: LastRoll | null;
}

/** Every field of the state, declared once with what each seat may see of it. */
export const TABLE = stateTable<XanthState>(
  {
    options: field.public,
    rng: field.hidden,
    seats: field.public,
    players: field.seats(
      field.object({
        name: field.public,
        hand: field.zone('owner', 'cards'),
        dealt: field.zone('owner', 'actors'),
        party: field.custom(partyOnceAllChose),
        objects: field.zone('public', 'cards'),
        friends: field.zone('public', 'offered'),
        quest: field.zone('owner', 'quests'),
        progress: field.custom(ownProgress),
        escorts: field.public,
        choosing: field.zone('owner', 'quests'),
        chooseAtStart: field.public,
        questsDone: field.zone('public', 'quests'),
        at: field.public,
        origin: field.public,
        lostTurns: field.public,
        voidTries: field.public,
        lostInGlades: field.public,
        onWall: field.public,
        annexExit: field.public,
        veterans: field.public,
        ranAway: field.public,
        usedTurn: field.public,
        restart: field.public,
        needsQuest: field.public,
        challenges: field.public,
        dragonDue: field.public,
        threeCubes: field.public,
        driver: field.public,
        averted: field.public,
        ashore: field.public,
        skipTurn: field.public,
        extraTurn: field.public,
        against: field.zone('public', 'offered'),
      }),
    ),
    deck: field.zone('count', 'cards'),
    discard: field.zone('public', 'cards'),
    armchair: field.zone('count', 'actors'),
    questDeck: field.zone('count', 'quests'),
    questDiscard: field.zone('public', 'quests'),
    questsAside: field.zone('public', 'quests'),
    aside: field.zone('public', 'cards'),
    removed: field.zone('public', 'actors'),
    offers: field.seats(field.zone('owner', 'offered', { seenBy: (s: XanthState) => dorSees(s) })),
    pledges: field.seats(field.zone('owner', 'cards')),
    plopped: field.public,
    table: field.zone('public', 'cards'),
    seat: field.public,
    turns: field.public,
    phase: field.public,
    nextwave: field.public,
    winner: field.public,
    lastRoll: field.public,
  },
  {
    // A sample deals the other seats' Quests again: their progress, hidden from this seat, starts afresh.
    afterResample(sample, seat) {
      for (const [i, p] of sample.players.entries())
        if (i !== seat) p.progress = p.quest.map(() => ({ toStart: false, reached: [] }));
    },
  },
);

/** A player's Quest progress: his own seat sees it, the others only how many Quests it covers. */
function ownProgress(value: QuestProgress[], viewer: number | null, s: XanthState): QuestProgress[] | number {
  return viewer !== null && s.players[viewer]?.progress === value ? copyPlain(value) : value.length;
}

/**
 * Sit Up's picks are made face down: while seats still choose, another seat's party shows once every
 * seat has chosen. (Later a party lost in play is empty, and hides nobody's.)
 */
function partyOnceAllChose(value: Member[], viewer: number | null, s: XanthState): Member[] {
  const own = viewer !== null && s.players[viewer]?.party === value;
  const shown = own || s.phase.kind !== 'choose-actors' || s.players.every((p) => p.party.length > 0);
  return shown ? copyPlain(value) : [];
}

/** Dor examines the face-down hazards before choosing: the mover sees them while Dor is active. */
function dorSees(s: XanthState): number[] {
  const p = s.players[s.seat];
  return p?.party.some((m) => m.id === 'dor' && m.wounds < 3 && !m.stone && m.mad === 0 && !m.distracted) &&
    p.at !== 'mundania'
    ? [s.seat]
    : [];
}

export function cloneState(s: XanthState): XanthState {
  return copyPlain(s);
}
