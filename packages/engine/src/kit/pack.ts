import { z } from 'zod';
import { RuleError } from '../errors';

/** Where a component comes from: printed in the rulebook, a public source, or filled in by us. */
export const origin = z.enum(['seed', 'reference', 'designed']);
export type Origin = z.infer<typeof origin>;

/** Raw files of a data pack, by file name ("decks/castle.json"). */
export type PackFiles = Record<string, unknown>;

/** Reports one problem of a pack: the file, where in it (an item, a field), and what is wrong. */
export type Problem = (file: string, where: string, message: string) => void;

/** The parsed pack: each file's schema output, by file name. */
export type PackOf<Spec extends Record<string, z.ZodType>> = { [F in keyof Spec]: z.infer<Spec[F]> };

/** "cards item 1 ("ogre"), field attack": an issue's path in the words a pack's author reads. */
function placeOf(raw: unknown, path: PropertyKey[]): string {
  const parts = path.map(String);
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  if (at < 0) return parts.length > 0 ? `field ${parts.join('.')}` : 'file';
  const list = parts.slice(0, at).join('.');
  let items: unknown = raw;
  for (const p of parts.slice(0, at)) items = (items as Record<string, unknown> | null)?.[p];
  const item = Array.isArray(items) ? (items[Number(parts[at])] as { id?: unknown } | undefined) : undefined;
  const name = item && typeof item.id === 'string' ? ` ("${item.id}")` : '';
  const field = parts.slice(at + 1).join('.');
  return `${list || 'list'} item ${parts[at]}${name}${field ? `, field ${field}` : ''}`;
}

/**
 * Validates a data pack: every file against its schema, then the game's own cross checks (`check`:
 * references between files, counts) once every file has parsed. Every problem is collected, so a bad pack throws one RuleError
 * (`bad-data-pack`) that names each file, item and field at once.
 */
export function loadPack<Spec extends Record<string, z.ZodType>>(
  title: string,
  files: PackFiles,
  spec: Spec,
  check?: (pack: PackOf<Spec>, problem: Problem) => void,
): PackOf<Spec> {
  const problems: string[] = [];
  const problem: Problem = (file, where, message) => problems.push(`${file}: ${where || 'file'}: ${message}`);
  const out: Record<string, unknown> = {};
  for (const file of Object.keys(spec)) {
    if (!(file in files)) {
      problem(file, 'file', 'missing from the pack');
      continue;
    }
    const parsed = spec[file].safeParse(files[file]);
    if (parsed.success) out[file] = parsed.data;
    else
      for (const issue of parsed.error.issues) problem(file, placeOf(files[file], issue.path), issue.message);
  }
  for (const file of Object.keys(files))
    if (!(file in spec)) problem(file, 'file', 'is not a file of this game (a misspelt name?)');
  // Cross checks read between files, so they run once every file has parsed.
  if (problems.length === 0) check?.(out as PackOf<Spec>, problem);
  if (problems.length > 0)
    throw new RuleError('bad-data-pack', `The ${title} data pack has errors:\n${problems.join('\n')}`);
  return out as PackOf<Spec>;
}

/** Reports every id used twice across the given lists: a card id names one card in the whole pack. */
export function checkUniqueIds(
  lists: { file: string; items: readonly { id: string }[] }[],
  problem: Problem,
): void {
  const seen = new Map<string, string>();
  for (const { file, items } of lists)
    for (const item of items) {
      const first = seen.get(item.id);
      if (first) problem(file, `item "${item.id}"`, `the id is used twice in the pack (first in ${first})`);
      else seen.set(item.id, file);
    }
}
