/** The option sets that random games cover: the property tests and the 10,000-game sweep. */
export const OPTION_SETS: [string, Record<string, unknown>][] = [
  ['base game', { wizardsTower: false }],
  ["The Wizard's Tower", {}],
  ['co-op, English rulings', { mode: 'coop', englishRulings: true }],
  ['Less Panic', { deathsAdvantage: true, flamingTar: true, cavalryStumble: true }],
  ["A Man's Home Is His Castle", { mansHome: true }],
  [
    'base optional rules',
    {
      wizardsTower: false,
      easierBattles: true,
      allForOne: true,
      heroicPowers: true,
      dwindlingResources: true,
      underConstruction: true,
    },
  ],
  ['More Panic', { itsQuiet: true, harbingers: 6, fireSpreads: true }],
  ['Random Panic', { necromancerRandomness: true, randomMonsters: 21 }],
  ['Monster Shortage', { monsterShortage: true }],
  ['Overlord', { overlord: true }],
  ['Overlord, base game', { overlord: true, wizardsTower: false }],
];
