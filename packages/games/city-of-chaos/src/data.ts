import { RuleError } from '@questbox/engine';
import type { z } from 'zod';
import combatFile from '../data/combat-tables.json' with { type: 'json' };
import locationsFile from '../data/locations.json' with { type: 'json' };
import plotsFile from '../data/plots.json' with { type: 'json' };
import { combatTablesSchema, locationsSchema } from './schema';
import { plotsSchema } from './tome-schema';

/** Parses one data file, or refuses it with the file, the field and the reason. */
export function parseFile<T>(file: string, schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RuleError('bad-data', `${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
}

export const COMBAT_TABLES = parseFile('combat-tables.json', combatTablesSchema, combatFile).entries;
export const LOCATIONS = parseFile('locations.json', locationsSchema, locationsFile);
export const PLOTS_DATA = parseFile('plots.json', plotsSchema, plotsFile).plots;

/** A Combat Table line by the character's printed name. */
export function combatEntry(name: string) {
  const entry = COMBAT_TABLES.find((e) => e.name === name);
  if (!entry) throw new RuleError('no-character', `no Combat Table line for ${name}`);
  return entry;
}
