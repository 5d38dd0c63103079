import { origin } from '@questbox/engine';
import { z } from 'zod';

/** Lower-case ids with dashes: "whisky-trafficker-1". */
const id = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes');
const spaceId = z.string().regex(/^[A-Z0-9_a-z]+$/);
const pair = z.tuple([spaceId, spaceId]);

export const boardSchema = z.object({
  origin,
  note: z.string(),
  spaces: z.array(
    z.object({
      id: spaceId,
      kind: z.enum(['river', 'dock', 'beach', 'forest', 'camp']),
      bank: z.enum(['W', 'E']).optional(),
      island: z.literal(true).optional(),
      role: z.enum(['start', 'danger', 'event']).optional(),
      next: z.array(spaceId).optional(),
    }),
  ),
  adjacency: z.array(pair),
  barriers: z.array(pair),
  arrows: z.array(pair),
  monkeyEntry: z.object({ W: spaceId, E: spaceId }),
  camps: z.array(spaceId).length(2),
  start: spaceId,
  dock: spaceId,
  areas: z.array(z.object({ name: z.string(), touches: z.array(spaceId) })),
  permanentEventSpaces: z.number().int().min(0),
});

export const encounterType = z.enum(['human', 'animal', 'place', 'friend']);
export const reward = z.enum(['treasure', 'object', 'hold', 'event', 'discard-tile']);
const encounterSchema = z.object({
  id,
  name: z.string(),
  where: z.enum(['beach', 'forest', 'monkey']),
  type: encounterType,
  strength: z.number().int().min(0).nullable(),
  reinforcements: z.number().int().min(0),
  surprise: z.enum(['none', 'wound', 'discard', 'scar']),
  reward: z.array(reward).min(1),
  origin,
});
export const encountersSchema = z.object({
  beach: z.array(encounterSchema).length(22),
  forest: z.array(encounterSchema).length(22),
  monkeys: z.array(encounterSchema).length(15),
  /** The Enemies variant: five Enemy tiles added to the Forest tiles. */
  enemies: z.array(encounterSchema).length(5),
});

export const reinforcementsSchema = z.object({
  cards: z
    .array(
      z.object({
        id,
        name: z.string(),
        value: z.number().int().min(0),
        effect: z.enum(['none', 'base-only', 'double-wound', 'draw-two']),
        origin,
      }),
    )
    .length(25),
});

const bonus = z.object({ human: z.number().int(), animal: z.number().int(), place: z.number().int() });
export const objectUse = z.enum([
  'weapon',
  'bow',
  'axe',
  'dynamite',
  'medicine',
  'shield',
  'map',
  'spyglass',
  'compass',
  'whisky',
]);
export const objectsSchema = z.object({
  cards: z
    .array(
      z.object({
        id,
        kind: id,
        name: z.string(),
        bonus,
        use: objectUse,
        stars: z.number().int().min(0),
        /** The DISCARD symbol: the card may also be discarded without using it. */
        discard: z.boolean(),
        origin,
        text: z.string(),
      }),
    )
    .length(36),
  publisherDrops: z.array(id).length(1),
});

export const treasuresSchema = z.object({
  cards: z.array(z.object({ id, value: z.number().int().min(1), origin })).length(30),
});

export const holdKind = z.enum([
  'plus2',
  'discard-reinforcement',
  'move-steamboat',
  'footprints',
  'telescope',
  'reroll',
]);
export const holdTokensSchema = z.object({
  tokens: z.array(z.object({ id, kind: holdKind, name: z.string(), origin })).length(20),
});

export const riverDangersSchema = z.object({
  tiles: z
    .array(z.object({ id, kind: z.enum(['event', 'plants', 'rapids']), name: z.string(), origin }))
    .length(17),
});

export const dieColor = z.enum(['y', 'r', 'g']);
export const dieFace = z.enum(['resupply', 'move', 'power', 'power-event']);
export const eventKind = z.enum([
  'dangerous-waters',
  'ambush',
  'peaceful-landing',
  'assault',
  'advancing-into-the-darkness',
  'scorching-heat',
  'volcano',
  'monkeys',
  'collapse',
  'infernal-fog',
  'rocks-at-water-level',
  'calm-waters',
  'full-steam-ahead',
  'leak',
  'fever',
  'lost-supplies',
  'indian-gifts',
]);
export const eventsSchema = z.object({
  cards: z
    .array(
      z.object({
        id,
        kind: eventKind,
        name: z.string(),
        permanent: z
          .object({
            sacrifice: z.array(
              z.object({
                color: z.enum(['y', 'r', 'g', 'any']),
                face: z.enum(['resupply', 'move', 'power']),
              }),
            ),
          })
          .nullable(),
        origin,
        text: z.string(),
      }),
    )
    .length(36),
  publisherDrops: z.array(id).length(1),
});

export const poemCategory = z.enum([
  'animal-place-strength',
  'scars',
  'treasure-cards',
  'hold-used',
  'strength',
  'human-tiles',
  'objects',
  'strongest-tile',
  'animal-tiles',
  'permanent-events',
  'place-tiles',
  'chest-treasures',
  'sets',
  'treasure-value',
  'beach-tiles',
  'forest-tiles',
]);
const leftPoem = z.object({
  id,
  side: z.literal('left'),
  title: z.string(),
  beach: z.number().int().min(0),
  forest: z.number().int().min(0),
  hold: z.number().int().min(1),
  pair: z.number().int().optional(),
  set: z.number().int().optional(),
  permanent: z.number().int().optional(),
  origin,
});
const rightPoem = z.object({
  id,
  side: z.literal('right'),
  title: z.string(),
  awards: z
    .array(z.object({ of: poemCategory, points: z.array(z.number().int().min(1)).min(1).max(2) }))
    .min(1),
  origin,
});
export const poemsSchema = z.object({ cards: z.array(z.union([leftPoem, rightPoem])).length(12) });

export const charactersSchema = z.object({
  characters: z
    .array(
      z.object({
        id,
        name: z.string(),
        strength: z.number().int().min(0),
        balloons: z.array(z.number().int().min(1)).min(1),
        slots: z.number().int().min(1),
        startObjects: z.number().int().min(0),
        power: z.enum(['command', 'request-for-help', 'experience', 'shrewdness', 'brute-force']),
        origin,
      }),
    )
    .length(5),
  companions: z
    .array(
      z.object({
        id: z.enum(['zagor', 'cico']),
        name: z.string(),
        strength: z.number().int(),
        balloons: z.array(z.number().int().min(1)),
        die: dieColor,
        origin,
      }),
    )
    .length(2),
});

const column = z.array(z.union([z.number().int(), z.literal('burst')])).length(10);
export const diceSchema = z.object({
  action: z
    .array(
      z.object({
        color: dieColor,
        name: z.string(),
        count: z.number().int(),
        faces: z.array(dieFace).length(6),
        origin,
      }),
    )
    .length(3),
  attack: z.object({
    sides: z.literal(10),
    origin,
    zagor: column,
    cico: column,
    bow: z.array(z.number().int()).length(10),
    axe: z.array(z.number().int()).length(10),
  }),
});

export const steamboatSchema = z.object({
  hull: z.array(z.number().int().min(1)).length(6),
  hullOrigin: origin,
  positions: z.array(z.enum(['bridge', 'helmsman', 'hold', 'chest'])).length(4),
  holdSpaces: z.number().int().min(1),
  pinnacles: z.number().int(),
  volcanoes: z.number().int(),
  bocce: z.array(dieColor).length(3),
  scars: z.number().int(),
  balloons: z.number().int(),
  scoreMarkers: z.number().int(),
  eagles: z.number().int(),
  beasts: z.number().int(),
  origin,
});
