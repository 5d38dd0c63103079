import { z } from 'zod';

/**
 * Options. Where the Greek rulebook (the specification) and the English edition differ, the Greek
 * reading is the default and `englishRulings` switches to the English one (see RULES.md).
 */
export const optionsSchema = z
  .object({
    wizardsTower: z
      .boolean()
      .default(true)
      .describe("Play with The Wizard's Tower expansion (on by default)."),
    mode: z
      .enum(['standard', 'coop'])
      .default('standard')
      .describe('standard: trophies and a Master Slayer; coop: nobody keeps trophies.'),
    englishRulings: z
      .boolean()
      .default(false)
      .describe('English-edition rulings where it differs from the Greek text.'),
    deathsAdvantage: z
      .boolean()
      .default(false)
      .describe("Less Panic: Death's Advantage (hand size +1 once the Wizard's Tower falls)."),
    flamingTar: z
      .boolean()
      .default(false)
      .describe('Less Panic: a monster with Tar and a flame gets one extra flame.'),
    cavalryStumble: z
      .boolean()
      .default(false)
      .describe('Less Panic: a Goblin Cavalry moves 1 space once it has been hit.'),
    itsQuiet: z
      .boolean()
      .default(false)
      .describe(
        "More Panic: It's Quiet... Too Quiet (an Imp in every Forest arc when the board is cleared).",
      ),
    harbingers: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(3)
      .describe('More Panic: All the Mega Bosses Together: how many Harbingers go in the bag (3 normally).'),
    fireSpreads: z
      .boolean()
      .default(false)
      .describe(
        'More Panic: Fire Spreads (a monster placed in an arc with a burning structure adds a flame to each).',
      ),
    necromancerRandomness: z
      .boolean()
      .default(false)
      .describe('Random Panic: the Necromancer returns any token, Monster Effects included.'),
    randomMonsters: z
      .number()
      .int()
      .min(0)
      .max(22)
      .default(0)
      .describe(
        'Random Panic: remove this many random base tokens instead of the fixed list (0 = the fixed list).',
      ),
    monsterShortage: z.boolean().default(false).describe('Monster Shortage: the one-hour token mix.'),
    overlord: z
      .boolean()
      .default(false)
      .describe('Overlord: the last seat plays the monsters from a hidden hand of tokens.'),
    easierBattles: z
      .boolean()
      .default(false)
      .describe('Base optional rule, Less Panic: Easier Battles (11 tokens out of the game).'),
    allForOne: z
      .boolean()
      .default(false)
      .describe(
        'Base optional rule, Less Panic: All for One! (Archer + Knight + Swordsman of one colour slay a monster of it).',
      ),
    heroicPowers: z
      .boolean()
      .default(false)
      .describe(
        'Base optional rule, Less Panic: Heroic Powers (a Hero also hits the Castle ring of its colour).',
      ),
    dwindlingResources: z
      .boolean()
      .default(false)
      .describe(
        'Base optional rule, More Panic: Dwindling Resources (each reshuffle takes a Brick and a Mortar out).',
      ),
    underConstruction: z
      .boolean()
      .default(false)
      .describe('Base optional rule, More Panic: Under Construction (no Walls at the start).'),
    mansHome: z
      .boolean()
      .default(false)
      .describe(
        "Base optional rule, More Panic: A Man's Home Is His Castle (each player owns a Tower and is out when it falls).",
      ),
    impsBlockVictory: z
      .boolean()
      .default(false)
      .describe('Imps left on the board block the win (by default they do not count).'),
    doppelgangerTakesImps: z
      .boolean()
      .default(true)
      .describe('Imps can replace the Doppelganger (they are Monsters).'),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;
