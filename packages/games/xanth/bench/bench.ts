import { randomBot } from '@questbox/bots';
import { play } from './play';

/**
 * Speed and game length of Xanth with random bots in every seat, Simple and Easy at 2, 4 and 6 seats
 * (win rates and the Monaural score are in `rates.ts`).
 * Usage: npx tsx bench/bench.ts [games]
 */
const games = Number(process.argv[2] ?? 200);
for (const seats of [2, 4, 6]) {
  const bots = Array(seats).fill(randomBot);
  const t0 = performance.now();
  let actions = 0;
  let turns = 0;
  let cut = 0;
  for (let g = 0; g < games; g++) {
    const r = play(bots, `random-${seats}-${g}`, { version: 'simple' });
    actions += r.actions;
    turns += r.state.turns;
    if (r.state.phase.kind !== 'over') cut++;
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `simple x${seats} random: ${games} games, ${Math.round(actions / seconds)} actions/s, mean ${Math.round(actions / games)} actions, ${(turns / games).toFixed(0)} turns (${(turns / games / seats).toFixed(1)} rounds); ${cut} cut off`,
  );
}
