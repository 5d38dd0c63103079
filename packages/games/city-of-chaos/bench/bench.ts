import { greedyBot, randomBot } from '@questbox/bots';
import { tileData } from '../src/map';
import { play } from './play';

/**
 * Figures for City of Chaos: random-bot speed, how games end (a plot line solved or the time-out),
 * their length, cities that closed with tiles left, the longest battle, and how much of the City was
 * found: tiles laid, Location cards drawn, games with all three Towers on the table (the Foreign Gods
 * need them).
 * Usage: npx tsx bench/bench.ts [games] [rounds] [random|greedy|both]
 */
const games = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 30);
const kinds =
  process.argv[4] === 'random' || process.argv[4] === 'greedy' ? [process.argv[4]] : ['random', 'greedy'];

for (const kind of kinds) {
  for (const seats of [1, 2, 4]) {
    const bot = kind === 'random' ? randomBot : greedyBot;
    const t0 = performance.now();
    let actions = 0;
    let closed = 0;
    let longest = 0;
    let unfinished = 0;
    let roundsPlayed = 0;
    let tiles = 0;
    let locations = 0;
    let towers = 0;
    // Per plot line: games solved and the rounds they took.
    const solved: Record<string, { games: number; rounds: number }> = {};
    for (let g = 0; g < games; g++) {
      const r = play(Array(seats).fill(bot), `${kind}-${seats}-${g}`, rounds);
      actions += r.actions;
      if (r.closed) closed++;
      longest = Math.max(longest, r.longest);
      if (!r.state.over) unfinished++;
      roundsPlayed += Math.min(r.state.round, rounds);
      const placed = Object.values(r.state.tiles);
      tiles += placed.length;
      locations += placed.filter((t) => t.location && !tileData(t.tile).special).length;
      if (placed.filter((t) => t.location?.startsWith('tower-')).length === 3) towers++;
      if (r.state.solved) {
        const line = (solved[r.state.solved] ??= { games: 0, rounds: 0 });
        line.games++;
        line.rounds += r.state.round;
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const share = Object.entries(solved)
      .map(
        ([plot, n]) =>
          `${plot} ${((100 * n.games) / games).toFixed(1)}% in ${(n.rounds / n.games).toFixed(1)} rounds`,
      )
      .join(', ');
    const total = Object.values(solved).reduce((sum, n) => sum + n.games, 0);
    console.log(
      `${kind} x${seats}: ${games} games, ${Math.round(actions / seconds)} actions/s, mean ${Math.round(actions / games)} actions and ${(roundsPlayed / games).toFixed(1)} rounds; ` +
        `solved ${((100 * total) / games).toFixed(1)}%: ${share || 'none'}; ${unfinished} unfinished, ${closed} cities closed, longest battle ${longest} rounds; ` +
        `${(tiles / games).toFixed(1)} tiles laid, ${(locations / games).toFixed(1)} Location cards drawn, all three Towers out in ${((100 * towers) / games).toFixed(0)}%`,
    );
  }
}
