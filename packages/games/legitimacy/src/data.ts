import {
  checkUniqueIds,
  loadPack as loadKitPack,
  origin,
  type PackFiles,
  type Problem,
} from '@questbox/engine';
import { z } from 'zod';
import boardFile from '../data/board.json' with { type: 'json' };
import characterFile from '../data/characters.json' with { type: 'json' };
import castleDeck from '../data/decks/castle.json' with { type: 'json' };
import fieldsDeck from '../data/decks/fields.json' with { type: 'json' };
import forestDeck from '../data/decks/forest.json' with { type: 'json' };
import hillsDeck from '../data/decks/hills.json' with { type: 'json' };
import mountainsDeck from '../data/decks/mountains.json' with { type: 'json' };
import plainsDeck from '../data/decks/plains.json' with { type: 'json' };
import swampDeck from '../data/decks/swamp.json' with { type: 'json' };
import jewelFile from '../data/jewels.json' with { type: 'json' };
import petFile from '../data/pets.json' with { type: 'json' };

/** Where a component comes from: printed in the rulebook, a public source, or filled in by us. */
const id = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes');
export const LAND_TILES = ['forest', 'swamp', 'fields', 'plains', 'mountains', 'hills'] as const;
export type LandTile = (typeof LAND_TILES)[number];
const landTile = z.enum(LAND_TILES);

const spotSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}\.[A-Za-z0-9]+$/),
  kind: z.enum(['port', 'path', 'black', 'marketplace', 'throne', 'quest', 'start', 'green']),
  name: z.string(),
  port: z.string().optional(),
});
const tileSchema = z.object({
  id: z.union([z.literal('castle'), landTile]),
  name: z.string(),
  color: z.string(),
  character: z.string().optional(),
  spots: z.array(spotSchema).min(1),
  edges: z.array(z.tuple([z.string(), z.string()])),
});
export const boardSchema = z.object({ origin, note: z.string(), tiles: z.array(tileSchema).length(7) });

export const characterSchema = z.object({
  id,
  name: z.string(),
  color: z.string(),
  tile: landTile,
  attack: z.number().int(),
  move: z.number().int(),
  magic: z.number().int(),
  origin,
  text: z.string(),
});
export const petSchema = z.object({
  id,
  name: z.string(),
  attack: z.number().int(),
  move: z.number().int(),
  magic: z.number().int(),
  limitBonus: z.number().int().optional(),
  ability: z.literal('ignore-weakest').optional(),
  origin,
  text: z.string(),
});
export const jewelSchema = z.object({
  id,
  name: z.string(),
  attack: z.number().int().optional(),
  move: z.number().int().optional(),
  magicMultiplier: z.number().int().optional(),
  ability: z.literal('ignore-strongest').optional(),
  origin,
  text: z.string(),
});

export const SPELLS = [
  'fly',
  'wish',
  'tea',
  'steal-table',
  'swap-pets',
  'steal-jewel',
  'steal-object',
  'eye',
  'codpiece',
  'take-creature',
  'dispel',
  'reaper',
  'cut-to-five',
  'philter',
  'escape',
  'inspiration',
  'miss-turn',
] as const;
export type Spell = (typeof SPELLS)[number];

export const drawCardSchema = z.object({
  id,
  name: z.string(),
  type: z.enum(['quest', 'creature', 'spell', 'object', 'cursed']),
  alignment: z.enum(['good', 'evil', 'neutral']).optional(),
  attack: z.number().int().optional(),
  move: z.number().int().optional(),
  magic: z.number().int().optional(),
  magicMultiplier: z.number().int().optional(),
  limitBonus: z.number().int().optional(),
  attackRange: z.number().int().optional(),
  spell: z.enum(SPELLS).optional(),
  wearable: z.boolean().optional(),
  ability: z.enum(['potato', 'extra-loot', 'goblin-rider', 'needs-creature']).optional(),
  /** A spot id, or the holder's own start, or the start of the player to the holder's right. */
  questAt: z.string().optional(),
  origin,
  deckOrigin: origin.optional(),
  typeOrigin: origin.optional(),
  text: z.string(),
});
export const deckSchema = z.object({
  deck: z.union([z.literal('castle'), landTile]),
  note: z.string().optional(),
  cards: z.array(drawCardSchema).min(1),
});

export type BoardData = z.infer<typeof boardSchema>;
export type CharacterData = z.infer<typeof characterSchema>;
export type PetData = z.infer<typeof petSchema>;
export type JewelData = z.infer<typeof jewelSchema>;
export type DrawCardData = z.infer<typeof drawCardSchema>;
export type DeckData = z.infer<typeof deckSchema>;

/** Every component of a game of Legitimacy, validated. */
export interface Pack {
  board: BoardData;
  characters: CharacterData[];
  pets: PetData[];
  jewels: JewelData[];
  decks: DeckData[];
}

const packSpec = {
  'board.json': boardSchema,
  'characters.json': z.object({ characters: z.array(characterSchema).length(6) }),
  'pets.json': z.object({ pets: z.array(petSchema).min(6) }),
  'jewels.json': z.object({ jewels: z.array(jewelSchema).min(3) }),
  ...Object.fromEntries(['castle', ...LAND_TILES].map((tile) => [`decks/${tile}.json`, deckSchema])),
} as Record<string, z.ZodType>;

type Parsed = {
  'board.json': BoardData;
  'characters.json': { characters: CharacterData[] };
  'pets.json': { pets: PetData[] };
  'jewels.json': { jewels: JewelData[] };
} & Record<string, DeckData>;

/** What no schema can say: one id per card, decks in their own files, quests at spots that exist. */
function crossCheck(parsed: Parsed, problem: Problem): void {
  const board = parsed['board.json'];
  const decks: DeckData[] = [];
  for (const tile of ['castle', ...LAND_TILES]) {
    const file = `decks/${tile}.json`;
    const deck = parsed[file];
    if (!deck) continue;
    if (deck.deck !== tile) problem(file, 'deck', `says "${deck.deck}" but the file is for "${tile}"`);
    decks.push(deck);
  }
  checkUniqueIds(
    [
      { file: 'characters.json', items: parsed['characters.json']?.characters ?? [] },
      { file: 'pets.json', items: parsed['pets.json']?.pets ?? [] },
      { file: 'jewels.json', items: parsed['jewels.json']?.jewels ?? [] },
      ...decks.map((d) => ({ file: `decks/${d.deck}.json`, items: d.cards })),
    ],
    problem,
  );
  const spotIds = new Set(board?.tiles.flatMap((t) => t.spots.map((s) => s.id)) ?? []);
  for (const d of decks) {
    const file = `decks/${d.deck}.json`;
    for (const c of d.cards) {
      if (c.type === 'quest' && !c.questAt)
        problem(file, `item "${c.id}", field questAt`, 'a quest needs a place');
      if (c.questAt && !['own-start', 'right-start'].includes(c.questAt) && board && !spotIds.has(c.questAt))
        problem(file, `item "${c.id}", field questAt`, `no spot "${c.questAt}" on the board`);
      if (c.type === 'creature' && !c.alignment)
        problem(file, `item "${c.id}", field alignment`, 'a creature needs one');
    }
  }
  for (const t of board?.tiles ?? []) {
    const ids = new Set(t.spots.map((s) => s.id));
    t.edges.forEach(([a, b], i) => {
      if (!ids.has(a) || !ids.has(b))
        problem('board.json', `tile "${t.id}", edge ${i}`, 'joins an unknown spot');
    });
  }
}

/**
 * Validates a data pack. A bad pack throws a RuleError listing every problem with the file, the item
 * and the field, so a player loading the printed contents sees exactly what to fix.
 */
export function loadPack(files: PackFiles): Pack {
  const parsed = loadKitPack('Legitimacy', files, packSpec, (parsed, problem) =>
    crossCheck(parsed as Parsed, problem),
  ) as unknown as Parsed;
  return {
    board: parsed['board.json'],
    characters: parsed['characters.json'].characters,
    pets: parsed['pets.json'].pets,
    jewels: parsed['jewels.json'].jewels,
    decks: ['castle', ...LAND_TILES].map((tile) => parsed[`decks/${tile}.json`]),
  };
}

/** The files shipped with questbox. */
export const builtInFiles: PackFiles = {
  'board.json': boardFile,
  'characters.json': characterFile,
  'pets.json': petFile,
  'jewels.json': jewelFile,
  'decks/castle.json': castleDeck,
  'decks/forest.json': forestDeck,
  'decks/swamp.json': swampDeck,
  'decks/fields.json': fieldsDeck,
  'decks/plains.json': plainsDeck,
  'decks/mountains.json': mountainsDeck,
  'decks/hills.json': hillsDeck,
};

export const pack: Pack = loadPack(builtInFiles);
