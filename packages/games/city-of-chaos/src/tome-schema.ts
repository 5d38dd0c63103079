import { z } from 'zod';

/** Where a component comes from: printed in the rulebook, a public source, or written by us. */
export const origin = z.enum(['seed', 'reference', 'designed']);
export const slug = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes');

/** The rulebook quotes paragraphs up to 685; the Tome is numbered within 1 to 700. */
export const paragraphId = z.number().int().min(1).max(700);
export const clueNumber = z.number().int().min(1).max(20);

export const CUBE_SYMBOLS = ['chaos', 'skull', 'eye'] as const;
export type CubeSymbol = (typeof CUBE_SYMBOLS)[number];
export const INTERACTIONS = ['greet', 'help', 'threaten'] as const;
export type Interaction = (typeof INTERACTIONS)[number];
export const PLOTS = ['plague', 'cult', 'hunt', 'gods'] as const;
export type Plot = (typeof PLOTS)[number];

/** What reading a paragraph does to the reader, in the order listed. */
export const effectSchema = z.union([
  z.object({ groats: z.number().int() }).strict(),
  z.object({ bp: z.number().int() }).strict(),
  z.object({ item: slug }).strict(),
  z.object({ draw: z.enum(['item', 'magic', 'cursed']) }).strict(),
  z.object({ special: slug }).strict(),
  z.object({ loseSpecial: slug }).strict(),
  z.object({ clue: clueNumber }).strict(),
  /** Take Heads, or (negative) return them to the sheet. */
  z
    .object({
      heads: z
        .number()
        .int()
        .refine((n) => n !== 0),
    })
    .strict(),
  z.object({ liftCurse: z.literal(true) }).strict(),
  z.object({ missTurn: z.literal(true) }).strict(),
  z.object({ flag: slug }).strict(),
  z.object({ fight: z.string() }).strict(),
  z.object({ guild: slug }).strict(),
  z.object({ train: slug }).strict(),
  z.object({ gates: z.literal(true) }).strict(),
  /** The reader learns where these tiles stand: those still in the tile pile go to its top, the next drawn. */
  z.object({ nextTiles: z.array(slug).min(1) }).strict(),
  /** The character of the Action card being followed goes with the reader: its card is kept and it fights at their side. */
  z.object({ companion: z.literal(true) }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;

/** What a choice asks of the reader; a choice without it is always open. */
export const requiresSchema = z
  .object({
    groats: z.number().int().min(1).optional(),
    item: slug.optional(),
    special: slug.optional(),
    /** One flag, or several that must all be held. */
    flag: z.union([slug, z.array(slug).min(2)]).optional(),
    clue: clueNumber.optional(),
    guild: slug.optional(),
  })
  .strict();
export type Requires = z.infer<typeof requiresSchema>;

export const choiceSchema = z
  .object({
    label: z.string().min(1),
    /** The paragraph to read next; absent means the reading ends and play returns to the board. */
    goto: paragraphId.optional(),
    requires: requiresSchema.optional(),
  })
  .strict();
export type Choice = z.infer<typeof choiceSchema>;

/** A roll whose result picks the next paragraph: D6/D8 faces as "1-3", or Cube symbols. */
export const rollSchema = z
  .object({
    die: z.enum(['D6', 'D8', 'CUBE']),
    outcomes: z.array(z.object({ on: z.string().min(1), goto: paragraphId }).strict()).min(2),
  })
  .strict();
export type Roll = z.infer<typeof rollSchema>;

export const paragraphSchema = z
  .object({
    id: paragraphId,
    title: z.string().min(3),
    origin,
    eyesOnly: z.boolean().optional(),
    text: z.string().min(20),
    effects: z.array(effectSchema).optional(),
    choices: z.array(choiceSchema).min(1).optional(),
    roll: rollSchema.optional(),
    /** The plot line this paragraph belongs to. */
    plot: z.enum(PLOTS).optional(),
    /** Reading this paragraph solves that source of the Chaos. */
    wins: z.enum(PLOTS).optional(),
  })
  .strict()
  .refine((p) => !(p.choices && p.roll), { message: 'a paragraph has choices or a roll, not both' });
export type Paragraph = z.infer<typeof paragraphSchema>;

export const chunkSchema = z
  .object({ chunk: z.string(), note: z.string().optional(), paragraphs: z.array(paragraphSchema).min(1) })
  .strict();

/** One row of the Interaction Tables: the paragraph for the Chaos, Skull and Eye columns. */
const row = z.tuple([paragraphId, paragraphId, paragraphId]);
export const tablesSchema = z
  .object({
    origin,
    note: z.string(),
    /** Grids of 3 × 3 paragraph numbers, by Interaction then Cube symbol. */
    grids: z.record(z.string(), z.object({ greet: row, help: row, threaten: row }).strict()),
    /** Which grid each interactable character answers from. */
    characters: z.record(z.string(), z.string()),
  })
  .strict();
export type Tables = z.infer<typeof tablesSchema>;

export const plotSchema = z
  .object({
    id: z.enum(PLOTS),
    name: z.string(),
    difficulty: z.number().int().min(1).max(4),
    hub: z.string(),
    origin,
    text: z.string(),
    /** The five Clue Cards of this plot line. */
    clues: z.array(clueNumber).length(5),
  })
  .strict();
export const plotsSchema = z.object({ plots: z.array(plotSchema).length(4) }).strict();
export type PlotData = z.infer<typeof plotSchema>;
