import { greedyBot, randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { legitimacy } from '../src/index';

/**
 * Speed and strength figures: random-bot actions/s and games/s, and the win rate of one greedy
 * bot (seat 1) against random bots. Usage: npx tsx bench/bench.ts [randomGames] [greedyGames]
 */
const randomGames = Number(process.argv[2] ?? 2000);
const greedyGames = Number(process.argv[3] ?? 200);
for (const seats of [2, 4, 6]) {
  const r = simulate(legitimacy, {
    games: randomGames,
    seed: `bench${seats}`,
    bots: Array(seats).fill(randomBot),
  });
  console.log(
    `${seats} seats, random x${seats}: ${Math.round(r.actionsPerSecond)} actions/s, ${r.gamesPerSecond.toFixed(1)} games/s, ` +
      `${r.games - r.unfinished - r.errors} finished, ${r.unfinished} at the step bound, ${r.errors} errors, mean ${Math.round(r.meanActions)} actions`,
  );
  const g = simulate(legitimacy, {
    games: greedyGames,
    seed: `greedy${seats}`,
    bots: [greedyBot, ...Array(seats - 1).fill(randomBot)],
  });
  console.log(
    `${seats} seats, greedy vs ${seats - 1} random: greedy wins ${(g.winRate * 100).toFixed(1)}% of finished games ` +
      `(fair share ${(100 / seats).toFixed(1)}%), ${g.unfinished} unfinished, ${g.errors} errors, ${g.gamesPerSecond.toFixed(1)} games/s`,
  );
}
for (const seats of [2, 4, 6]) {
  const g = simulate(legitimacy, {
    games: greedyGames,
    seed: `allgreedy${seats}`,
    bots: Array(seats).fill(greedyBot),
  });
  console.log(
    `${seats} seats, greedy in every seat: ${g.games - g.unfinished - g.errors} of ${g.games} end with a winner, ${g.unfinished} unfinished, ` +
      `${g.errors} errors, mean ${Math.round(g.meanActions)} actions, max ${g.maxActions}`,
  );
}
