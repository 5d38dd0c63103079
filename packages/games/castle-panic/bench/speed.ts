/**
 * Speed of random full games with The Wizard's Tower, one core:
 *   npx tsx packages/games/castle-panic/bench/speed.ts [--games 3000]
 */
import { randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { castlePanic } from '../src/index';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 3000;
const j = process.argv.indexOf('--seats');
const seatCounts = j >= 0 ? [Number(process.argv[j + 1])] : [1, 2, 4];
for (const seats of [1, 2, 4])
  simulate(castlePanic, { games: 300, seed: 'warm', bots: Array(seats).fill(randomBot) });
for (const seats of seatCounts) {
  const cpu = process.cpuUsage();
  const s = simulate(castlePanic, { games, seed: 'bench', bots: Array(seats).fill(randomBot) });
  const used = process.cpuUsage(cpu);
  const sec = (used.user + used.system) / 1e6;
  console.log(
    `${seats} player(s): ${Math.round(games / sec)} games/CPU s, ${Math.round((s.meanActions * games) / sec)} actions/CPU s, mean ${s.meanActions.toFixed(1)} actions, errors ${s.errors}`,
  );
}
