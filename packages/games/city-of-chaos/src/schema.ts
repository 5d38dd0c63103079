import { z } from 'zod';
import { origin, paragraphId, slug } from './tome-schema';

/** A Combat Table line as printed; a printed "–" Body or Carrying is null. */
export const combatEntrySchema = z
  .object({
    name: z.string(),
    body: z.number().int().positive().nullable(),
    /** The asterisk: the Body is per opponent and the group's Body Points are pooled. */
    perOpponent: z.boolean(),
    attack: z.number().int(),
    defence: z.number().int(),
    heads: z.number().int().min(0),
    carrying: paragraphId.nullable(),
    description: z.string(),
    special: z.string().nullable(),
    origin,
  })
  .strict();
export const combatTablesSchema = z
  .object({ note: z.string(), entries: z.array(combatEntrySchema).length(67) })
  .strict();
export type CombatEntry = z.infer<typeof combatEntrySchema>;

const card = z.object({ id: slug, name: z.string(), goto: paragraphId, origin, text: z.string() }).strict();
export const locationsSchema = z
  .object({
    origin,
    note: z.string(),
    locations: z
      .array(card.extend({ kind: z.enum(['tavern', 'guild', 'shop', 'public']) }).strict())
      .length(30),
    specialLocations: z.array(card).length(4),
    /** The three Towers have no card; these are the rules printed on their tiles. */
    towers: z.array(card).length(3),
  })
  .strict();
export type LocationsData = z.infer<typeof locationsSchema>;
