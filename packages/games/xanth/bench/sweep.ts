import { randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { xanth } from '../src/index';

/**
 * Seeded random games of every version, counting errors and unfinished games.
 * Usage: npx tsx bench/sweep.ts [games per version] [versions: a pattern of their names, to share a sweep among processes]
 */
const games = Number(process.argv[2] ?? 1000);
const only = new RegExp(process.argv[3] ?? '.');
const VERSIONS = [
  ...[1, 2, 3, 4, 5, 6].map((seats) => ({ name: `simple x${seats}`, seats, options: { version: 'simple' } })),
  { name: 'longer x3', seats: 3, options: { version: 'longer', quests: 2, humfrey: false } },
  { name: 'dealt 2 x3', seats: 3, options: { version: 'longer', quests: 2, humfrey: false, dealt: 2 } },
  { name: 'monaural', seats: 1, options: { version: 'monaural' } },
  { name: 'stereo', seats: 2, options: { version: 'stereo' } },
];
let failed = false;
const started = performance.now();
for (const v of VERSIONS.filter((v) => only.test(v.name))) {
  const t0 = performance.now();
  const st = simulate(xanth as never, {
    games,
    seed: `sweep:${v.name}`,
    bots: Array(v.seats).fill(randomBot),
    options: v.options,
  });
  if (st.errors > 0) failed = true;
  console.log(
    `${v.name.padEnd(10)} ${st.games} games, ${st.errors} errors${st.firstError ? ` (${st.firstError})` : ''}, ${st.unfinished} unfinished, mean ${Math.round(st.meanActions)} actions, max ${st.maxActions}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed) process.exitCode = 1;
