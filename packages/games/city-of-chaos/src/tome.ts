import { RuleError } from '@questbox/engine';
import type { z } from 'zod';
import tablesFile from '../data/tome/tables.json' with { type: 'json' };
import { TOME_FILES } from './tome-files';
import {
  type CubeSymbol,
  chunkSchema,
  type Interaction,
  type Paragraph,
  type Tables,
  tablesSchema,
} from './tome-schema';

export interface Tome {
  paragraphs: Map<number, Paragraph>;
  tables: Tables;
}

/** The first problem of a file that does not match its schema, naming the file and the field. */
function explainIssue(file: string, error: z.ZodError): string {
  const issue = error.issues[0];
  return `${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`;
}

/**
 * Loads the Tome from its chunk files and the Interaction Tables. A pack of the printed Tome may be
 * given instead of the designed one; every file is checked and a duplicate number is refused.
 */
export function loadTome(files: Record<string, unknown> = TOME_FILES, tables: unknown = tablesFile): Tome {
  const paragraphs = new Map<number, Paragraph>();
  const where = new Map<number, string>();
  for (const [file, raw] of Object.entries(files)) {
    const parsed = chunkSchema.safeParse(raw);
    if (!parsed.success) throw new RuleError('bad-tome', explainIssue(file, parsed.error));
    for (const p of parsed.data.paragraphs) {
      const before = where.get(p.id);
      if (before) throw new RuleError('bad-tome', `${file}: paragraph ${p.id} is already in ${before}`);
      paragraphs.set(p.id, p);
      where.set(p.id, file);
    }
  }
  const parsedTables = tablesSchema.safeParse(tables);
  if (!parsedTables.success)
    throw new RuleError('bad-tome', explainIssue('tome/tables.json', parsedTables.error));
  return { paragraphs, tables: parsedTables.data };
}

/** The paragraph an Interaction leads to: the character's grid, the row chosen, the Cube's column. */
export function interaction(tome: Tome, character: string, kind: Interaction, symbol: CubeSymbol): number {
  const grid = tome.tables.characters[character];
  if (!grid) throw new RuleError('no-interaction', `${character} cannot be interacted with`);
  const column = { chaos: 0, skull: 1, eye: 2 }[symbol];
  return tome.tables.grids[grid][kind][column];
}

export const TOME = loadTome();
