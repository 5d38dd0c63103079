import { z } from 'zod';
import { CUBE_SYMBOLS, clueNumber, effectSchema, origin, PLOTS, paragraphId, slug } from './tome-schema';

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

const optionSchema = z
  .object({
    label: z.string(),
    act: z.enum(['interact', 'attack', 'goto', 'ignore']),
    goto: paragraphId.optional(),
  })
  .strict()
  .refine((o) => (o.act === 'goto') === (o.goto !== undefined), {
    message: 'a "goto" option needs its paragraph',
  });
export const actionCardSchema = z
  .object({
    id: slug,
    name: z.string(),
    kind: z.enum(['character', 'event']),
    /** The Combat Table name of the character met. */
    character: z.string().optional(),
    copies: z.number().int().min(1),
    origin,
    text: z.string(),
    effects: z.array(effectSchema).optional(),
    options: z.array(optionSchema).min(1),
  })
  .strict();
export const actionCardsSchema = z
  .object({ origin, note: z.string(), cards: z.array(actionCardSchema) })
  .strict();
export type ActionCard = z.infer<typeof actionCardSchema>;

export const itemSchema = z
  .object({
    id: slug,
    name: z.string(),
    kind: z.enum(['weapon', 'armour', 'tool', 'food', 'mount']),
    copies: z.number().int().min(1),
    origin,
    text: z.string(),
    attack: z.number().int().optional(),
    defence: z.number().int().optional(),
    /** Armour: one of each type may be worn. */
    slot: z.enum(['head', 'legs', 'shield', 'body', 'hands']).optional(),
    heal: z.number().int().positive().optional(),
  })
  .strict()
  .refine((i) => (i.kind === 'armour') === (i.slot !== undefined), {
    message: 'armour, and only armour, has a slot',
  });
export const itemsSchema = z.object({ note: z.string(), cards: z.array(itemSchema) }).strict();

export const magicSchema = z
  .object({
    id: slug,
    name: z.string(),
    kind: z.enum(['combat', 'non-combat', 'potion', 'artifact', 'cursed']),
    copies: z.number().int().min(1),
    origin,
    text: z.string(),
    attack: z.number().int().optional(),
    defence: z.number().int().optional(),
    heal: z.number().int().positive().optional(),
    /** Kept after casting; other spells are discarded. */
    keep: z.boolean().optional(),
  })
  .strict();
export const magicFileSchema = z.object({ note: z.string(), cards: z.array(magicSchema) }).strict();

export const specialSchema = z
  .object({ id: slug, name: z.string(), plot: z.enum([...PLOTS, 'none']), origin, text: z.string() })
  .strict();
export const specialsSchema = z
  .object({ note: z.string(), cards: z.array(specialSchema).length(26) })
  .strict();

export const clueSchema = z
  .object({ number: clueNumber, plot: z.enum(PLOTS), origin, text: z.string() })
  .strict();
export const cluesSchema = z.object({ note: z.string(), cards: z.array(clueSchema).length(20) }).strict();

export const guildSchema = z
  .object({
    id: slug,
    name: z.string(),
    origin,
    /** Where the guild's name comes from: the rulebook, a public summary, or us. */
    nameOrigin: origin,
    skill: z.string(),
    excludes: z.array(slug),
    places: z.literal(2),
    maxLevel: z.number().int().min(1),
  })
  .strict();
export const guildsSchema = z.object({ note: z.string(), guilds: z.array(guildSchema).length(8) }).strict();

const combatCard = z.object({
  id: slug,
  attack: z.number().int().min(0),
  defence: z.number().int().min(0),
  origin,
});
export const combatCardsSchema = z
  .object({
    note: z.string(),
    opponent: z.array(combatCard.extend({ symbol: z.enum(CUBE_SYMBOLS) }).strict()).length(22),
    player: z.array(combatCard.extend({ set: z.enum(['crimson', 'blue']) }).strict()).length(12),
  })
  .strict();

export const cubeSchema = z
  .object({ origin, note: z.string(), faces: z.array(z.enum(CUBE_SYMBOLS)).length(6) })
  .strict();

const SIDES = ['N', 'E', 'S', 'W'] as const;
export const tileSchema = z
  .object({
    id: slug,
    kind: z.enum(['street', 'location', 'special', 'gates']),
    shape: z.enum(['straight', 'corner', 't-junction', 'crossroads', 'dead-end']),
    name: z.string(),
    exits: z.array(z.enum(SIDES)).min(1),
    origin,
    /** Which Special Location card or Tower rules belong to this tile. */
    special: slug.optional(),
    squares: z.array(z.string().regex(/^[.#DX]{5}$/)).length(5),
  })
  .strict();
export const tilesSchema = z.object({ note: z.string(), tiles: z.array(tileSchema).length(50) }).strict();
export type TileData = z.infer<typeof tileSchema>;
