import { RuleError } from '@questbox/engine';
import type { z } from 'zod';
import actionFile from '../data/action-cards.json' with { type: 'json' };
import cluesFile from '../data/clues.json' with { type: 'json' };
import combatCardsFile from '../data/combat-cards.json' with { type: 'json' };
import combatFile from '../data/combat-tables.json' with { type: 'json' };
import cubeFile from '../data/cube.json' with { type: 'json' };
import guildsFile from '../data/guilds.json' with { type: 'json' };
import itemsFile from '../data/items.json' with { type: 'json' };
import locationsFile from '../data/locations.json' with { type: 'json' };
import magicFile from '../data/magic.json' with { type: 'json' };
import plotsFile from '../data/plots.json' with { type: 'json' };
import specialsFile from '../data/specials.json' with { type: 'json' };
import tilesFile from '../data/tiles.json' with { type: 'json' };
import {
  actionCardsSchema,
  cluesSchema,
  combatCardsSchema,
  combatTablesSchema,
  cubeSchema,
  guildsSchema,
  itemsSchema,
  locationsSchema,
  magicFileSchema,
  specialsSchema,
  tilesSchema,
} from './schema';
import { plotsSchema } from './tome-schema';

/** Parses one data file, or refuses it with the file, the field and the reason. */
export function parseFile<T>(file: string, schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RuleError('bad-data', `${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
}

/** The raw data files, keyed by name, so a pack of the printed cards can be checked the same way. */
export const DATA_FILES = {
  'action-cards.json': actionFile,
  'clues.json': cluesFile,
  'combat-cards.json': combatCardsFile,
  'combat-tables.json': combatFile,
  'cube.json': cubeFile,
  'guilds.json': guildsFile,
  'items.json': itemsFile,
  'locations.json': locationsFile,
  'magic.json': magicFile,
  'plots.json': plotsFile,
  'specials.json': specialsFile,
  'tiles.json': tilesFile,
} as const;

export const COMBAT_TABLES = parseFile('combat-tables.json', combatTablesSchema, combatFile).entries;
export const LOCATIONS = parseFile('locations.json', locationsSchema, locationsFile);
export const PLOTS_DATA = parseFile('plots.json', plotsSchema, plotsFile).plots;
export const ACTION_CARDS = parseFile('action-cards.json', actionCardsSchema, actionFile).cards;
export const ITEMS = parseFile('items.json', itemsSchema, itemsFile).cards;
export const MAGIC = parseFile('magic.json', magicFileSchema, magicFile).cards;
export const SPECIALS = parseFile('specials.json', specialsSchema, specialsFile).cards;
export const CLUES = parseFile('clues.json', cluesSchema, cluesFile).cards;
export const GUILDS = parseFile('guilds.json', guildsSchema, guildsFile).guilds;
export const COMBAT_CARDS = parseFile('combat-cards.json', combatCardsSchema, combatCardsFile);
export const CUBE = parseFile('cube.json', cubeSchema, cubeFile).faces;
export const TILES = parseFile('tiles.json', tilesSchema, tilesFile).tiles;

/** A tile as players call it: "Corner with a Location", "The Bridge". */
export function tileName(id: string | undefined): string {
  return TILES.find((t) => t.id === id)?.name ?? 'a tile';
}

/** A Combat Table line by the character's printed name. */
export function combatEntry(name: string) {
  const entry = COMBAT_TABLES.find((e) => e.name === name);
  if (!entry) throw new RuleError('no-character', `no Combat Table line for ${name}`);
  return entry;
}

/** A card's printed name from its id. */
const NAMES = new Map<string, string>(
  [
    ...ITEMS,
    ...MAGIC,
    ...SPECIALS,
    ...LOCATIONS.locations,
    ...LOCATIONS.specialLocations,
    ...LOCATIONS.towers,
  ].map((c) => [c.id, c.name]),
);
export const nameOf = (id: string) => NAMES.get(id) ?? id;
