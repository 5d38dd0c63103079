import { z } from 'zod';

/**
 * Options. Where the Greek rulebook (the specification) and the English edition differ, the Greek
 * reading is the default and `englishRulings` switches to the English one (see RULES.md).
 */
export const optionsSchema = z
  .object({
    /** Play with The Wizard's Tower expansion (on by default: the issue is the expansion). */
    wizardsTower: z.boolean().default(true),
    /** standard: trophies and a Master Slayer; coop: nobody keeps trophies. */
    mode: z.enum(['standard', 'coop']).default('standard'),
    /** English-edition rulings where it differs from the Greek text. */
    englishRulings: z.boolean().default(false),
    /** Less Panic: Death's Advantage (hand size +1 once the Wizard's Tower falls). */
    deathsAdvantage: z.boolean().default(false),
    /** Less Panic: a monster with Tar and a flame gets one extra flame. */
    flamingTar: z.boolean().default(false),
    /** Less Panic: a Goblin Cavalry moves 1 space once it has been hit. */
    cavalryStumble: z.boolean().default(false),
    /** More Panic: It's Quiet... Too Quiet (an Imp in every Forest arc when the board is cleared). */
    itsQuiet: z.boolean().default(false),
    /** More Panic: All the Mega Bosses Together: how many Harbingers go in the bag (3 normally). */
    harbingers: z.number().int().min(1).max(6).default(3),
    /** More Panic: Fire Spreads (a monster placed in an arc with a burning structure adds a flame to each). */
    fireSpreads: z.boolean().default(false),
    /** Random Panic: the Necromancer returns any token, Monster Effects included. */
    necromancerRandomness: z.boolean().default(false),
    /** Random Panic: remove this many random base tokens instead of the fixed list (0 = the fixed list). */
    randomMonsters: z.number().int().min(0).max(22).default(0),
    /** Monster Shortage: the one-hour token mix. */
    monsterShortage: z.boolean().default(false),
    /** Overlord: the last seat plays the monsters from a hidden hand of tokens. */
    overlord: z.boolean().default(false),
    /** Base optional rule, Less Panic: Easier Battles (11 tokens out of the game). */
    easierBattles: z.boolean().default(false),
    /** Base optional rule, Less Panic: All for One! (Archer + Knight + Swordsman of one colour slay a monster of it). */
    allForOne: z.boolean().default(false),
    /** Base optional rule, Less Panic: Heroic Powers (a Hero also hits the Castle ring of its colour). */
    heroicPowers: z.boolean().default(false),
    /** Base optional rule, More Panic: Dwindling Resources (each reshuffle takes a Brick and a Mortar out). */
    dwindlingResources: z.boolean().default(false),
    /** Base optional rule, More Panic: Under Construction (no Walls at the start). */
    underConstruction: z.boolean().default(false),
    /** Base optional rule, More Panic: A Man's Home Is His Castle (each player owns a Tower and is out when it falls). */
    mansHome: z.boolean().default(false),
    /** Imps left on the board block the win (by default they do not count). */
    impsBlockVictory: z.boolean().default(false),
    /** Imps can replace the Doppelganger (they are Monsters). */
    doppelgangerTakesImps: z.boolean().default(true),
  })
  .strict();

export type Options = z.infer<typeof optionsSchema>;
