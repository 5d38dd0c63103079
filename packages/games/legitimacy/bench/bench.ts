import { greedyBot, randomBot } from '@questbox/bots';
import type { Bot } from '@questbox/engine';
import { simulate } from '@questbox/engine';
import { legitimacy } from '../src/index';

/**
 * Speed and strength figures: random-bot actions/s and games/s, the win rate of one greedy bot
 * (seat 1) against random bots, and greedy bots in every seat (every game must end with a winner).
 * Usage: npx tsx bench/bench.ts [randomGames] [greedyGames]
 * Speed is given per wall-clock second (what simulate reports) and per CPU second of this process,
 * which stays honest on a busy machine.
 */
const randomGames = Number(process.argv[2] ?? 2000);
const greedyGames = Number(process.argv[3] ?? 200);

function run(seed: string, games: number, bots: Bot[]) {
  const cpu = process.cpuUsage();
  const stats = simulate(legitimacy, { games, seed, bots });
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const finished = stats.games - stats.unfinished - stats.errors;
  const perCpu = `${Math.round((stats.meanActions * stats.games) / cpuSeconds)} actions and ${(stats.games / cpuSeconds).toFixed(1)} games per CPU second`;
  return { stats, finished, perCpu };
}

for (const seats of [2, 4, 6]) {
  const r = run(`bench${seats}`, randomGames, Array(seats).fill(randomBot));
  console.log(
    `${seats} seats, random x${seats}: ${Math.round(r.stats.actionsPerSecond)} actions/s, ${r.stats.gamesPerSecond.toFixed(1)} games/s (${r.perCpu}); ` +
      `${r.finished} finished, ${r.stats.unfinished} at the step bound, ${r.stats.errors} errors, mean ${Math.round(r.stats.meanActions)} actions`,
  );
}
for (const seats of [2, 4, 6]) {
  const g = run(`greedy${seats}`, greedyGames, [greedyBot, ...Array(seats - 1).fill(randomBot)]);
  console.log(
    `${seats} seats, greedy vs ${seats - 1} random: greedy wins ${(g.stats.winRate * 100).toFixed(1)}% of ${g.finished} finished games ` +
      `(fair share ${(100 / seats).toFixed(1)}%), ${g.stats.unfinished} unfinished, ${g.stats.errors} errors`,
  );
}
for (const seats of [2, 4, 6]) {
  const g = run(`allgreedy${seats}`, greedyGames, Array(seats).fill(greedyBot));
  console.log(
    `${seats} seats, greedy in every seat: ${g.finished} of ${g.stats.games} end with a winner, ${g.stats.unfinished} unfinished, ` +
      `${g.stats.errors} errors, mean ${Math.round(g.stats.meanActions)} actions, max ${g.stats.maxActions}`,
  );
}
