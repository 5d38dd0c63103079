import { RuleError } from '@questbox/engine';
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
const origin = z.enum(['seed', 'reference', 'designed']);
const id = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes');
export const LAND_TILES = ['forest', 'swamp', 'fields', 'plains', 'mountains', 'hills'] as const;
export type LandTile = (typeof LAND_TILES)[number];
const landTile = z.enum(LAND_TILES);

const spotSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}\.[A-Za-z0-9]+$/),
  kind: z.enum(['port', 'path', 'black', 'marketplace', 'throne', 'quest', 'start', 'green']),
  name: z.string().nullable(),
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

/** Raw files of a pack, by file name: board.json, characters.json, pets.json, jewels.json, decks/<tile>.json. */
export type PackFiles = Record<string, unknown>;

function parseFile<T>(file: string, schema: z.ZodType<T>, raw: unknown, problems: string[]): T | null {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [list, index, ...field] = issue.path.map(String);
    const item =
      index !== undefined && /^\d+$/.test(index)
        ? `${list} item ${index}${itemName(raw, list, Number(index))}`
        : [list, index].filter(Boolean).join('.');
    const where = [item, field.join('.')].filter(Boolean).join(', field ');
    problems.push(`${file}: ${where || 'file'}: ${issue.message}`);
  }
  return null;
}

function itemName(raw: unknown, list: string, index: number): string {
  const items = (raw as Record<string, unknown> | null)?.[list];
  const item = Array.isArray(items) ? (items[index] as { id?: unknown } | undefined) : undefined;
  return item && typeof item.id === 'string' ? ` ("${item.id}")` : '';
}

/**
 * Validates a data pack. A bad pack throws a RuleError listing every problem with the file, the item
 * and the field, so a player loading the printed contents sees exactly what to fix.
 */
export function loadPack(files: PackFiles): Pack {
  const problems: string[] = [];
  const board = parseFile('board.json', boardSchema, files['board.json'], problems);
  const characters = parseFile(
    'characters.json',
    z.object({ characters: z.array(characterSchema).length(6) }),
    files['characters.json'],
    problems,
  );
  const pets = parseFile(
    'pets.json',
    z.object({ pets: z.array(petSchema).min(6) }),
    files['pets.json'],
    problems,
  );
  const jewels = parseFile(
    'jewels.json',
    z.object({ jewels: z.array(jewelSchema).min(3) }),
    files['jewels.json'],
    problems,
  );
  const decks: DeckData[] = [];
  for (const tile of ['castle', ...LAND_TILES]) {
    const file = `decks/${tile}.json`;
    const deck = parseFile(file, deckSchema, files[file], problems);
    if (deck && deck.deck !== tile)
      problems.push(`${file}: deck: says "${deck.deck}" but the file is for "${tile}"`);
    if (deck) decks.push(deck);
  }
  const seen = new Set<string>();
  const note = (file: string, cardId: string) => {
    if (seen.has(cardId)) problems.push(`${file}: item "${cardId}": the id is used twice in the pack`);
    seen.add(cardId);
  };
  for (const c of characters?.characters ?? []) note('characters.json', c.id);
  for (const p of pets?.pets ?? []) note('pets.json', p.id);
  for (const j of jewels?.jewels ?? []) note('jewels.json', j.id);
  const spotIds = new Set(board?.tiles.flatMap((t) => t.spots.map((s) => s.id)) ?? []);
  for (const d of decks) {
    for (const c of d.cards) {
      const file = `decks/${d.deck}.json`;
      note(file, c.id);
      if (c.type === 'quest' && !c.questAt)
        problems.push(`${file}: item "${c.id}", field questAt: a quest needs a place`);
      if (
        c.questAt &&
        !['own-start', 'right-start'].includes(c.questAt) &&
        board &&
        !spotIds.has(c.questAt)
      ) {
        problems.push(`${file}: item "${c.id}", field questAt: no spot "${c.questAt}" on the board`);
      }
      if (c.type === 'creature' && !c.alignment)
        problems.push(`${file}: item "${c.id}", field alignment: a creature needs one`);
    }
  }
  if (board) {
    for (const t of board.tiles) {
      const ids = new Set(t.spots.map((s) => s.id));
      t.edges.forEach(([a, b], i) => {
        if (!ids.has(a) || !ids.has(b))
          problems.push(`board.json: tile "${t.id}", edge ${i}: joins an unknown spot`);
      });
    }
  }
  if (problems.length > 0 || !board || !characters || !pets || !jewels) {
    throw new RuleError('bad-data-pack', `The Legitimacy data pack has errors:\n${problems.join('\n')}`);
  }
  return { board, characters: characters.characters, pets: pets.pets, jewels: jewels.jewels, decks };
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
