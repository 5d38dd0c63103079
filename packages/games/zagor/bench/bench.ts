import { applyTrusted, createMatch, randomSource } from '@questbox/engine';
import { zagor } from '../src/index';
import type { ZagorState } from '../src/state';

/**
 * Figures for Zagor with random bots: speed, game length, and how games end (the Athena at the
 * Fort, sunk, the Monkeys at their camp).
 * Usage: npx tsx bench/bench.ts [games]
 */
const games = Number(process.argv[2] ?? 500);

for (const seats of [2, 3, 5]) {
  const t0 = performance.now();
  let actions = 0;
  let unfinished = 0;
  let rounds = 0;
  const ends: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seed = `bench-${seats}-${g}`;
    const match = createMatch(zagor, { seats, seed });
    const state = match.state as ZagorState;
    const random = randomSource(`${seed}:bots`);
    let n = 0;
    while (!state.over && n < zagor.stepBound!) {
      const d = zagor.pending(state)[0];
      const legal = zagor.legal(state, d.seat);
      applyTrusted(zagor, state, d.seat, legal[Math.floor(random() * legal.length)]);
      n++;
    }
    actions += n;
    rounds += state.round;
    if (!state.over) unfinished++;
    else ends[state.over] = (ends[state.over] ?? 0) + 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  const share = Object.entries(ends)
    .map(([end, n]) => `${end} ${((100 * n) / games).toFixed(1)}%`)
    .join(', ');
  console.log(
    `random x${seats}: ${games} games, ${Math.round(actions / seconds)} actions/s, ${Math.round(games / seconds)} games/s, mean ${Math.round(actions / games)} actions and ${(rounds / games).toFixed(1)} rounds; ${share}; ${unfinished} unfinished`,
  );
}
