/**
 * Greedy win rates only, quick:  npx tsx packages/games/castle-panic/bench/rates.ts [--games 200] [--seed rates]
 */
import { greedyBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { castlePanic } from '../src/index';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const games = Number(arg('games', '200'));
const seed = arg('seed', 'rates');
for (const [name, options] of [
  ['base game', { wizardsTower: false }],
  ["The Wizard's Tower", {}],
] as const) {
  for (const seats of [1, 2, 4]) {
    const s = simulate(castlePanic, { games, seed, bots: Array(seats).fill(greedyBot), options });
    console.log(
      `  ${name}, ${seats} player(s): greedy ${(s.winRate * 100).toFixed(1)}% of ${games}, errors ${s.errors}`,
    );
  }
}
