/**
 * Castle Panic figures: speed of random full games (The Wizard's Tower, one core) and the win
 * rates of random and greedy play for 1, 2 and 4 players.
 *   npx tsx packages/games/castle-panic/bench/bench.ts [--games 10000] [--greedy-games 1000]
 */
import { greedyBot, randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { castlePanic } from '../src/index';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const games = arg('games', 10_000);
const greedyGames = arg('greedy-games', 1000);

// Warm up the JIT before timing.
for (const seats of [1, 2, 4])
  simulate(castlePanic, { games: 500, seed: 'warm', bots: Array(seats).fill(randomBot) });

console.log(`Speed, random bots, The Wizard's Tower, ${games} games each:`);
// Wall-clock figures suffer when other processes share the machine; CPU time is this process's own core.
for (const seats of [1, 2, 4]) {
  const cpu = process.cpuUsage();
  const s = simulate(castlePanic, { games, seed: 'bench', bots: Array(seats).fill(randomBot) });
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const actions = s.meanActions * s.games;
  console.log(
    `  ${seats} player(s): ${Math.round(s.games / cpuSeconds)} games per CPU second, ${Math.round(actions / cpuSeconds)} actions per CPU second ` +
      `(wall clock: ${Math.round(s.gamesPerSecond)} games/s, ${Math.round(s.actionsPerSecond)} actions/s); ` +
      `mean ${s.meanActions.toFixed(1)} actions, errors ${s.errors}, unfinished ${s.unfinished}`,
  );
  if (s.firstError) console.log(s.firstError);
}

console.log('Win rates:');
for (const [name, options] of [
  ['base game', { wizardsTower: false }],
  ["The Wizard's Tower", {}],
] as const) {
  for (const seats of [1, 2, 4]) {
    const row = [randomBot, greedyBot].map((bot) => {
      const n = bot === randomBot ? games : greedyGames;
      const s = simulate(castlePanic, { games: n, seed: 'rates', bots: Array(seats).fill(bot), options });
      return `${bot.id} ${(s.winRate * 100).toFixed(1)}% of ${n}`;
    });
    console.log(`  ${name}, ${seats} player(s): ${row.join(', ')}`);
  }
}
