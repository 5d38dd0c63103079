import { z } from 'zod';
import boardJson from '../data/board.json' with { type: 'json' };
import castleJson from '../data/castle-cards.json' with { type: 'json' };
import dragonJson from '../data/dragon-table.json' with { type: 'json' };
import tokensJson from '../data/monster-tokens.json' with { type: 'json' };
import wizardJson from '../data/wizard-cards.json' with { type: 'json' };

/** Where a component's facts come from (see DESIGN.md, Data). */
const origin = z.enum(['seed', 'reference', 'designed']);
const colour = z.enum(['red', 'green', 'blue', 'any']);

export const boardSchema = z.object({
  arcs: z
    .array(
      z.object({ arc: z.number().int().min(1).max(6), colour: z.enum(['red', 'green', 'blue']), origin }),
    )
    .length(6),
  rings: z.array(z.object({ ring: z.string(), name: z.string(), origin })).length(5),
  towers: z.literal(6),
  walls: z.literal(6),
  fortifyTokens: z.number().int().min(1),
  tarTokens: z.literal(1),
  flameTokens: z.number().int().min(1),
  handSizes: z
    .array(z.object({ players: z.number().int().min(1).max(6), size: z.number().int().min(1), origin }))
    .length(6),
});

export const castleCardSchema = z.object({
  key: z.enum([
    'archer',
    'knight',
    'swordsman',
    'hero',
    'barbarian',
    'niceShot',
    'tar',
    'fortify',
    'driveBack',
    'missing',
    'draw2',
    'scavenge',
    'brick',
    'mortar',
    'berserk',
    'changeColor',
    'changeRange',
    'doubleStrike',
    'enchanted',
    'flaming',
    'knockBack',
    'neverLoseHope',
    'reinforce',
    'standTogether',
  ]),
  name: z.string().min(1),
  colour: colour.optional(),
  count: z.number().int().min(1),
  set: z.enum(['base', 'wt']),
  origin,
  text: z.string().min(1),
});

export const wizardCardSchema = z.object({
  key: z.enum([
    'arcaneAssembly',
    'azrielsFist',
    'blueFireball',
    'burningBlast',
    'chainLightning',
    'extinguishingWind',
    'eyeOfTheOracle',
    'greenFireball',
    'hammerOfLight',
    'hypnotize',
    'lightningBolt',
    'mysticalManufacturing',
    'rainOfIce',
    'rainOfIron',
    'redFireball',
    'ringOfFire',
    'teleport',
    'thalgarsBlessing',
    'valadorsWave',
    'wallOfForce',
    'warStorm',
    'wizardQuake',
  ]),
  name: z.string().min(1),
  colour: colour.optional(),
  count: z.number().int().min(1),
  origin,
  text: z.string().min(1),
});

export const tokenSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  kind: z.enum(['monster', 'boss', 'mega', 'effect', 'imp', 'harbinger', 'special']),
  hp: z.number().int().min(1).optional(),
  vp: z.number().int().min(0).optional(),
  flying: z.boolean().optional(),
  fatalRing: z.number().int().min(1).max(3).optional(),
  immuneRing: z.number().int().min(1).max(3).optional(),
  mega: z.string().optional(),
  set: z.enum(['base', 'wt']),
  count: z.number().int().min(1),
  wtRemoves: z.number().int().min(0).optional(),
  shortage: z.number().int().min(0),
  origin,
  text: z.string().min(1),
});

export const dragonRowSchema = z.object({
  roll: z.number().int().min(1).max(6),
  move: z.enum(['clockwise', 'inward', 'stay', 'outward', 'counterclockwise']),
  origin,
  text: z.string(),
});

/** Parses one data file; a bad file gets an error naming the file, the item and the field. */
export function parseData<T>(file: string, schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => {
    const [item, ...field] = i.path;
    const name =
      typeof item === 'number' && Array.isArray(raw) ? (raw[item] as { name?: string })?.name : undefined;
    const where =
      typeof item === 'number' ? `item ${item}${name ? ` (${name})` : ''}` : String(item ?? 'file');
    return `${where}, field ${field.join('.') || (typeof item === 'number' ? '(item)' : String(item))}: ${i.message}`;
  });
  throw new Error(`Bad data file ${file}: ${problems.join('; ')}`);
}

export type CastleCardType = z.infer<typeof castleCardSchema>;
export type WizardCardType = z.infer<typeof wizardCardSchema>;
export type TokenType = z.infer<typeof tokenSchema>;

export const BOARD = parseData('board.json', boardSchema, boardJson);
export const DRAGON_TABLE = parseData('dragon-table.json', z.array(dragonRowSchema).length(6), dragonJson);
const castleTypes = parseData('castle-cards.json', z.array(castleCardSchema), castleJson);
const wizardTypes = parseData('wizard-cards.json', z.array(wizardCardSchema), wizardJson);
const tokenTypes = parseData('monster-tokens.json', z.array(tokenSchema), tokensJson);

/** A card kind as the rules use it: one row per printed card face. */
export interface CardKind {
  /** Index in CARD_KINDS: two copies of one face share it. */
  kind: number;
  key: string;
  name: string;
  colour?: 'red' | 'green' | 'blue' | 'any';
  deck: 'castle' | 'wizard';
  set: 'base' | 'wt';
  text: string;
}

export const CARD_KINDS: CardKind[] = [
  ...castleTypes.map((c) => ({
    key: c.key,
    name: c.name,
    colour: c.colour,
    deck: 'castle' as const,
    set: c.set,
    text: c.text,
  })),
  ...wizardTypes.map((c) => ({
    key: c.key,
    name: c.name,
    colour: c.colour,
    deck: 'wizard' as const,
    set: 'wt' as const,
    text: c.text,
  })),
].map((c, kind) => ({ ...c, kind }));

/** Every physical card, by id (its index): the kind it shows. */
export const CARDS: CardKind[] = [];
for (const [i, t] of [...castleTypes, ...wizardTypes].entries())
  for (let n = 0; n < t.count; n++) CARDS.push(CARD_KINDS[i]);

export interface TokenKind extends TokenType {
  kindIndex: number;
}
export const TOKEN_KINDS: TokenKind[] = tokenTypes.map((t, kindIndex) => ({ ...t, kindIndex }));
/** Every physical monster token, by id (its index). */
export const TOKENS: TokenKind[] = [];
for (const t of TOKEN_KINDS) for (let n = 0; n < t.count; n++) TOKENS.push(t);

export function tokenKind(key: string): TokenKind {
  const t = TOKEN_KINDS.find((k) => k.key === key);
  if (!t) throw new Error(`Unknown monster token ${key}`);
  return t;
}

/** Token ids of one kind, in id order. */
export function tokenIds(key: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < TOKENS.length; i++) if (TOKENS[i].key === key) out.push(i);
  return out;
}

export function handSize(players: number): number {
  return BOARD.handSizes.find((h) => h.players === players)?.size ?? 5;
}
