import { checkRandomGames } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';
import { conservation, secrets } from './invariants';

const OPTION_SETS: [string, Record<string, unknown>][] = [
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

describe('random games keep every rule of the design', () => {
  for (const [name, options] of OPTION_SETS) {
    for (const seats of options.overlord ? [2, 3, 6] : [1, 2, 4, 6]) {
      it(`${name}, ${seats} seat(s)`, () => {
        const report = checkRandomGames(castlePanic, {
          games: seats === 1 ? 30 : 15,
          seed: `${name}:${seats}`,
          seats,
          options,
          invariant: conservation,
          secrets,
          purityEvery: 17,
        });
        expect(report.finished).toBe(report.games);
      });
    }
  }
});
