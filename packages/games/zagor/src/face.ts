import { BOARD, SPACE, spaceName } from './board';

export { spaceName };

import {
  type Ask,
  CHARACTERS,
  COMPANIONS,
  type Color,
  DANGER,
  type Die,
  EVENT,
  type Face,
  type Fight,
  type Figure,
  HOLD,
  HULL,
  OBJECT,
  type Player,
  POEM,
  type Pos,
  REINFORCEMENT,
  type ScoreLine,
  TILE,
  TREASURE,
  type ZagorState,
} from './state';

/**
 * Zagor's public face: what a client may draw, and nothing of the rules. The board's spaces and
 * ways, every component's printed name with our own words for its effect, and the shape of a
 * seat's view (other seats' Treasures and the face-down tiles arrive as counts).
 */
export type { Ask, Color, Die, Face, Fight, Figure, Pos, ScoreLine };
export {
  BOARD,
  CHARACTERS,
  COMPANIONS,
  DANGER,
  EVENT,
  HOLD,
  HULL,
  OBJECT,
  POEM,
  REINFORCEMENT,
  TILE,
  TREASURE,
};

/** A piece held face down: the ids to its owner, a count to everyone else. */
type Secret = string[] | number;

export interface PlayerView extends Omit<Player, 'treasures' | 'chest' | 'incomingTreasures'> {
  treasures: Secret;
  chest: Secret;
  incomingTreasures: Secret;
}

type Counted = 'hidden' | 'dangers' | 'reinforcements' | 'objectDeck' | 'treasureDeck' | 'galleyTreasures';
type Counts = 'eventDeck' | 'holdReserve' | 'forestBox';

/** A seat's view of the table. */
export interface View extends Omit<ZagorState, 'rng' | 'players' | 'tasks' | 'known' | Counted | Counts> {
  players: PlayerView[];
  hidden: Record<string, number>;
  dangers: Record<string, number>;
  reinforcements: number;
  objectDeck: number;
  treasureDeck: number;
  galleyTreasures: number;
  eventDeck: number;
  holdReserve: number;
  forestBox: number;
  /** The question the table waits on, or null. */
  tasks: { seat: number; ask: Ask | { a: 'equip'; kind: 'treasure' } } | null;
  /** What this seat peeked at: a face-down Encounter or the top Event. */
  known?: { zone: string; at: number; item: string }[];
  /** Every line of every player's score, once the game is over. */
  scoreTable?: ScoreLine[];
}

const REWARDS: Record<string, string> = {
  treasure: 'a Treasure',
  object: 'an Object',
  hold: 'a Hold token',
  event: 'an Event',
  'discard-tile': 'the tile leaves the game',
};
const SURPRISES: Record<string, string> = {
  none: 'none',
  wound: 'a wound',
  discard: 'discard a piece of equipment',
  scar: 'a Scar',
};

/** An Encounter tile in words: type, strength, reinforcements, surprise, reward. */
export function tileText(id: string): string {
  const t = TILE[id];
  if (!t) return '';
  const reward = t.reward.map((r: string) => REWARDS[r] ?? r).join(' and ');
  return [
    `${t.type[0].toUpperCase()}${t.type.slice(1)} (${t.where}), Strength ${t.strength ?? '-'}`,
    `${t.reinforcements} Reinforcement card${t.reinforcements === 1 ? '' : 's'}`,
    `surprise: ${SURPRISES[t.surprise] ?? t.surprise}`,
    `reward: ${reward || 'none'}`,
  ].join('; ');
}

const POWERS: Record<string, string> = {
  command: "Command: acts as one of the steamboat's spaces without moving onto it.",
  'request-for-help':
    'Request for Help: moves and attacks, adding the Base Strength of every character on or next to his space.',
  experience: 'Experience: moves and attacks, revealing one Reinforcement card fewer.',
  shrewdness: 'Shrewdness: steals a piece of equipment from a character within reach, without moving.',
  'brute-force': 'Brute Force: moves and attacks with +3.',
};

/** A character's Base Strength, balloons and power. */
export function characterText(id: string): string {
  const c = CHARACTERS.find((x) => x.id === id);
  if (!c) return '';
  return `Base Strength ${c.strength}; balloons ${c.balloons.join(', ')}; ${c.slots} equipment spaces. ${POWERS[c.power] ?? ''}`;
}

export function characterName(id: string): string {
  return CHARACTERS.find((x) => x.id === id)?.name ?? id;
}

const CATEGORIES: Record<string, string> = {
  'animal-place-strength': 'Strength of Animal and Place tiles',
  scars: 'Scars',
  'treasure-cards': 'Treasure cards',
  'hold-used': 'used Hold tokens',
  strength: 'Strength of all tiles',
  'human-tiles': 'Human tiles',
  objects: 'Objects',
  'strongest-tile': 'the strongest tile',
  'animal-tiles': 'Animal tiles',
  'permanent-events': 'Permanent Events discarded',
  'place-tiles': 'Place tiles',
  'chest-treasures': 'Treasures in the Chest',
  sets: 'Human-Animal-Place sets',
  'treasure-value': 'Treasure value',
  'beach-tiles': 'Beach tiles',
  'forest-tiles': 'Forest tiles',
};

/** What a Poem pays: points per item (Left) or majorities (Right). */
export function poemText(id: string): string {
  const p = POEM[id];
  if (!p) return '';
  if (p.side === 'right')
    return `Majorities: ${(p.awards ?? [])
      .map((a: { of: string; points: number[] }) => `${CATEGORIES[a.of] ?? a.of} ${a.points.join(' / ')}`)
      .join('; ')}.`;
  const parts = [
    p.beach && `${p.beach} a Beach tile`,
    p.forest && `${p.forest} a Forest tile`,
    p.hold && `${p.hold} a used Hold token`,
    p.pair && `${p.pair} a Beach and Forest pair`,
    p.set && `${p.set} a Human-Animal-Place set`,
    p.permanent && `${p.permanent} a Permanent Event discarded`,
  ].filter(Boolean);
  return `Points: ${parts.join('; ')}.`;
}
