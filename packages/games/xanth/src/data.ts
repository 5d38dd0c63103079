import { checkUniqueIds, graph, loadPack, origin, type PackFiles } from '@questbox/engine';
import { z } from 'zod';
import boardFile from '../data/board.json' with { type: 'json' };
import chairActorFile from '../data/chair-actors.json' with { type: 'json' };
import counterFile from '../data/counters.json' with { type: 'json' };
import eeFile from '../data/encounter-event.json' with { type: 'json' };
import questFile from '../data/quests.json' with { type: 'json' };

const id = z.string().regex(/^[a-z0-9_-]+$/, 'use lower-case letters, digits, dashes and underscores');
/** "1-6" or "2-12": a number rolled on one or two cubes; or a fixed number. */
const count = z.string().regex(/^(1-6|2-12|\d+)$/, 'a count is "1-6", "2-12" or a whole number');

const regionSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(['inland', 'coastly', 'c-area']),
  origin,
  healing: z.enum(['village', 'castle']).optional(),
  special: z
    .enum([
      'mundania',
      'deathstone',
      'rumor-mill',
      'void',
      'element',
      'element-air',
      'gap',
      'humfrey',
      'madness',
      'hells-annex',
      'everglades',
    ])
    .optional(),
  island: z.boolean().optional(),
  aliases: z.array(z.string()).optional(),
});
export const boardSchema = z.object({
  origin,
  note: z.string(),
  regions: z.array(regionSchema).length(50),
  paths: z.array(z.object({ a: id, b: id, kind: z.enum(['friendly', 'cross', 'humfrey-entry']) })),
  flyingBorders: z.array(z.object({ a: id, b: id })),
  hellsAnnexExits: z.array(id).length(6),
});

export const chairActorSchema = z.object({
  id,
  name: z.string(),
  origin,
  strength: z.number().int().min(1).max(6),
  cunning: z.number().int().min(1).max(6),
  home: id,
  talent: z.string(),
  walk: z.number().int().min(1).max(3),
  text: z.string(),
});

const creatureSchema = z.object({
  strength: z.number().int().min(1).max(6),
  count: count.optional(),
  attackStrength: z.number().int().min(1).max(6).optional(),
  attacksPerRound: z.number().int().min(1).max(3).optional(),
  /** Added to the roll of every Chair Actor attacking it (hide, scales, armour): harder to hit. */
  armor: z.number().int().min(1).max(2).optional(),
  woundsPerHit: z.number().int().min(1).max(2).optional(),
  ignoresArmor: z.boolean().optional(),
  petrify: z.boolean().optional(),
  poison: z.enum(['extra-wound', 'xonk']).optional(),
  flying: z.boolean().optional(),
  special: z.enum(['barrage', 'each', 'gaze', 'riddle']).optional(),
});
const optionBase = {
  id,
  card: id,
  name: z.string(),
  origin,
  printed: z.string().nullable(),
  text: z.string(),
  plant: z.boolean().optional(),
  cDesignation: z.boolean().optional(),
  regions: z.array(z.string()).optional(),
};
export const hazardSchema = z.object({
  ...optionBase,
  class: z.literal('hazard'),
  hazard: z.enum(['designated', 'group', 'individual']),
  magnitude: z.number().int().min(1).max(3),
  creature: creatureSchema.optional(),
  aTax: z
    .union([
      z.literal(true),
      z.object({ attacks: count, strength: z.number().int(), ignoresArmor: z.boolean().optional() }),
    ])
    .optional(),
  lostTurns: count.optional(),
  special: z.enum(['steal-object', 'stun', 'flee']).optional(),
  only: z.boolean().optional(),
});
export const benefitSchema = z.object({
  ...optionBase,
  class: z.enum(['object', 'event', 'plant', 'untyped', 'disaster']),
  /** The handler that carries the option out (`rules.ts` and the card files look it up by name). */
  effect: z.string(),
  /** A thrown weapon or a storm: the Strength of each attack; a weapon's `targets`: how many Creatures. */
  strength: z.number().int().min(1).max(6).optional(),
  targets: z.union([z.number().int().min(1), z.literal('all')]).optional(),
  /** A storm's attacks on each exposed Chair Actor (at `strength`). */
  attacks: count.optional(),
  /** Moving an opponent's token: by Walking only (D-Tour). */
  walkOnly: z.boolean().optional(),
  /** The hazard (by name) this card overcomes: Coffee Beans and the Lethargy Tree. */
  negates: z.string().optional(),
  /** Played only on a Creature (Aimbush). */
  creatureOnly: z.boolean().optional(),
  /** A disaster every player may escape by discarding this many cards each (Wiggle Swarm, Nextwave). */
  escape: z.number().int().min(1).max(5).optional(),
  /** Roll Reversal on any player's roll, not only on the player's own. */
  anyRoll: z.boolean().optional(),
  /** Added to a Chair Actor's Strength for one combat. */
  bonus: z.number().int().min(1).max(2).optional(),
  /** A sword's enchantment: its bearer fights at Strength 5, attacks twice, or deals two Blood Markers a hit (else +1 Strength). */
  sword: z.enum(['strength-5', 'extra-attack', 'two-wounds']).optional(),
  /** An allocation card that places any number of Objects, not one. */
  allocateAll: z.boolean().optional(),
});
export const optionSchema = z.discriminatedUnion('class', [hazardSchema, benefitSchema]);

export const questSchema = z.object({
  id,
  name: z.string(),
  kind: z.enum(['travel', 'journey', 'two-stage', 'escort', 'question', 'chosen']),
  start: id,
  goals: z.array(id),
  /** An Escort Quest's escortee: a Chair Actor's figures, picked up at `from` (his home). */
  escortee: z.object({ actor: id, from: id, origin }).optional(),
  origin,
  text: z.string(),
});

const spec = {
  'board.json': boardSchema,
  'chair-actors.json': z.object({ origin, chairActors: z.array(chairActorSchema) }),
  'encounter-event.json': z.object({ origin, note: z.string(), options: z.array(optionSchema) }),
  'quests.json': z.object({ origin, note: z.string(), quests: z.array(questSchema) }),
  'counters.json': z.object({
    origin,
    tokens: z.array(z.string()).length(6),
    bloodMarkers: z.number().int(),
    badGuys: z.number().int(),
    cubes: z.number().int(),
  }),
};

export type Region = z.infer<typeof regionSchema>;
export type ChairActor = z.infer<typeof chairActorSchema>;
export type Hazard = z.infer<typeof hazardSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type EeOption = z.infer<typeof optionSchema>;
export type Quest = z.infer<typeof questSchema>;

/** Checks and loads a Xanth data pack: every problem of every file in one RuleError. */
export function loadXanthPack(files: PackFiles) {
  return loadPack('Xanth', files, spec, (pack, problem) => {
    const board = pack['board.json'];
    const ids = new Set(board.regions.map((r) => r.id));
    checkUniqueIds([{ file: 'board.json', items: board.regions }], problem);
    for (const [i, p] of board.paths.entries())
      for (const end of [p.a, p.b])
        if (!ids.has(end)) problem('board.json', `paths item ${i}`, `no region "${end}"`);
    for (const [i, p] of board.flyingBorders.entries())
      for (const end of [p.a, p.b])
        if (!ids.has(end)) problem('board.json', `flyingBorders item ${i}`, `no region "${end}"`);
    for (const exit of board.hellsAnnexExits)
      if (!ids.has(exit)) problem('board.json', 'hellsAnnexExits', `no region "${exit}"`);
    const actors = pack['chair-actors.json'].chairActors;
    if (actors.length !== 24)
      problem('chair-actors.json', 'chairActors', `24 Chair Actors, not ${actors.length}`);
    for (const a of actors)
      if (!ids.has(a.home)) problem('chair-actors.json', `item "${a.id}"`, `no home "${a.home}"`);
    const options = pack['encounter-event.json'].options;
    checkUniqueIds(
      [
        { file: 'chair-actors.json', items: actors },
        { file: 'encounter-event.json', items: options },
      ],
      problem,
    );
    const cards = new Set(options.map((o) => o.card));
    if (options.length !== 212)
      problem('encounter-event.json', 'options', `212 options, not ${options.length}`);
    if (cards.size !== 110) problem('encounter-event.json', 'options', `110 cards, not ${cards.size}`);
    for (const o of options)
      for (const r of o.regions ?? [])
        if (r !== 'any-village' && r !== 'any-castle' && !ids.has(r))
          problem('encounter-event.json', `item "${o.id}"`, `no region "${r}"`);
    const quests = pack['quests.json'].quests;
    if (quests.length !== 26) problem('quests.json', 'quests', `26 Quests, not ${quests.length}`);
    checkUniqueIds([{ file: 'quests.json', items: quests }], problem);
    const homes = new Map(actors.map((a) => [a.id, a.home]));
    for (const q of quests) {
      for (const r of [q.start, ...q.goals])
        if (!ids.has(r)) problem('quests.json', `item "${q.id}"`, `no region "${r}"`);
      const e = q.escortee;
      if ((q.kind === 'escort') !== Boolean(e))
        problem('quests.json', `item "${q.id}"`, 'an escortee exactly when the kind is escort');
      if (!e) continue;
      if (homes.get(e.actor) !== e.from)
        problem(
          'quests.json',
          `item "${q.id}"`,
          `escortee "${e.actor}" is picked up at his home, not "${e.from}"`,
        );
      if (q.goals.length !== 1) problem('quests.json', `item "${q.id}"`, 'one goal: where the escortee goes');
    }
  });
}

export const PACK = loadXanthPack({
  'board.json': boardFile,
  'chair-actors.json': chairActorFile,
  'encounter-event.json': eeFile,
  'quests.json': questFile,
  'counters.json': counterFile,
});

/**
 * Items by id, in an object without prototype. V8 keeps such an object as a hash table, and the
 * rules look ids up in it on every move: with many different ids a hash lookup costs about half
 * the instructions of a lookup in an object of fixed shape (which falls off the inline caches).
 */
function byId<T extends { id: string }>(items: T[]): Record<string, T> {
  const out: Record<string, T> = Object.create(null);
  for (const item of items) out[item.id] = item;
  return out;
}

export const BOARD = PACK['board.json'];
export const REGIONS: Region[] = BOARD.regions;
export const REGION: Record<string, Region> = byId(REGIONS);
export const CHAIR_ACTORS: ChairActor[] = PACK['chair-actors.json'].chairActors;
export const ACTOR: Record<string, ChairActor> = byId(CHAIR_ACTORS);
export const OPTIONS: EeOption[] = PACK['encounter-event.json'].options;
export const OPTION: Record<string, EeOption> = byId(OPTIONS);
/** Each Encounter/Event card with its options, in printed order. */
export const CARDS: { id: string; options: string[] }[] = [];
for (const o of OPTIONS) {
  const last = CARDS[CARDS.length - 1];
  if (last && last.id === o.card) last.options.push(o.id);
  else CARDS.push({ id: o.card, options: [o.id] });
}
export const CARD: Record<string, { id: string; options: string[] }> = byId(CARDS);
export const QUESTS: Quest[] = PACK['quests.json'].quests;
export const QUEST: Record<string, Quest> = byId(QUESTS);
export const COUNTERS = PACK['counters.json'];
export const GAP_DRAGON_CARD = 'ee-104';

/** Walking paths (Friendly and Cross Streets; Cross Streets one way), without the entries into Humfrey's Castle. */
export const WALK = graph.buildGraph({
  spots: REGIONS.map((r) => ({ id: r.id, region: r.kind })),
  edges: BOARD.paths.map((p) =>
    p.kind === 'humfrey-entry'
      ? { a: 'humfrey', b: p.a === 'humfrey' ? p.b : p.a, oneWay: true }
      : { a: p.a, b: p.b, oneWay: p.kind === 'cross' },
  ),
});
/** Borders for Flying, vaults and "within N regions": every path both ways and the flying-only borders; never into Humfrey's Castle. */
export const BORDERS = graph.buildGraph({
  spots: REGIONS.map((r) => ({ id: r.id, region: r.kind })),
  edges: [
    ...BOARD.paths.filter((p) => p.kind !== 'humfrey-entry').map((p) => ({ a: p.a, b: p.b })),
    ...BOARD.flyingBorders,
    ...BOARD.paths
      .filter((p) => p.kind === 'humfrey-entry')
      .map((p) => ({ a: 'humfrey', b: p.a === 'humfrey' ? p.b : p.a, oneWay: true })),
  ],
});
/** The regions from which a party may try the Group Hazard 3 to enter Humfrey's Castle. */
export const HUMFREY_RING: string[] = BOARD.paths
  .filter((p) => p.kind === 'humfrey-entry')
  .map((p) => (p.a === 'humfrey' ? p.b : p.a));
