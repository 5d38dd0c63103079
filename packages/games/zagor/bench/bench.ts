import { greedyBot, randomBot } from '@questbox/bots';
import { applyTrusted, type Bot, botChoice, createMatch, randomSource } from '@questbox/engine';
import { zagor } from '../src/index';
import type { ZagorState } from '../src/state';

/**
 * Figures for Zagor with random and greedy bots: speed, game length, points, and how games end
 * (the Athena at the Fort, sunk, the Monkeys at their camp).
 * Usage: npx tsx bench/bench.ts [random games] [greedy games]   (each for 2, 3 and 5 seats)
 */
const randomGames = Number(process.argv[2] ?? 500);
const greedyGames = Number(process.argv[3] ?? 200);

for (const [kind, bot, games] of [
  ['random', randomBot, randomGames],
  ['greedy', greedyBot, greedyGames],
] as [string, Bot, number][])
  for (const seats of [2, 3, 5]) {
    const t0 = performance.now();
    let actions = 0;
    let unfinished = 0;
    let rounds = 0;
    let points = 0;
    const ends: Record<string, number> = {};
    for (let g = 0; g < games; g++) {
      const seed = `bench-${seats}-${g}`;
      const match = createMatch(zagor, { seats, seed });
      const state = match.state as ZagorState;
      const random = randomSource(`${seed}:bots`);
      let n = 0;
      while (!state.over && n < zagor.stepBound!) {
        const d = zagor.pending(state)[0];
        applyTrusted(zagor, state, d.seat, botChoice(bot, zagor, state, d, random));
        n++;
      }
      actions += n;
      rounds += state.round;
      if (!state.over) unfinished++;
      else ends[state.over] = (ends[state.over] ?? 0) + 1;
      const r = zagor.result(state);
      if (r?.scores) points += r.scores.reduce((a, b) => a + b, 0) / r.scores.length;
    }
    const seconds = (performance.now() - t0) / 1000;
    // The table wins when the Athena reaches the Fort: docked there, or the Event deck runs out first.
    const fort = (ends.docked ?? 0) + (ends.exhausted ?? 0);
    const share = Object.entries(ends)
      .map(([end, n]) => `${end} ${((100 * n) / games).toFixed(1)}%`)
      .join(', ');
    console.log(
      `${kind} x${seats}: ${games} games, Athena at the Fort ${((100 * fort) / games).toFixed(1)}%, ${Math.round(actions / seconds)} actions/s, ${Math.round(games / seconds)} games/s, mean ${Math.round(actions / games)} actions and ${(rounds / games).toFixed(1)} rounds, ${(points / games).toFixed(1)} points a player; ${share}; ${unfinished} at the step bound`,
    );
  }
