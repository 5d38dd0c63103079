/**
 * 10,000 seeded random games (by default) for every option set, on 1 to 6 seats in turn, counting
 * errors and unfinished games.   npx tsx packages/games/castle-panic/bench/sweep.ts [--games N]
 */
import { randomBot } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { castlePanic } from '../src/index';
import { OPTION_SETS } from '../test/option-sets';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 10_000;

let failed = false;
for (const [name, options] of OPTION_SETS) {
  let errors = 0;
  let unfinished = 0;
  let maxActions = 0;
  let firstError: string | undefined;
  const per = Math.ceil(games / 6);
  for (let seats = options.overlord ? 2 : 1; seats <= 6; seats++) {
    const n = options.overlord ? Math.ceil(games / 5) : per;
    const s = simulate(castlePanic, {
      games: n,
      seed: `sweep:${name}:${seats}`,
      bots: Array(seats).fill(randomBot),
      options,
    });
    errors += s.errors;
    unfinished += s.unfinished;
    maxActions = Math.max(maxActions, s.maxActions);
    firstError ??= s.firstError;
  }
  failed ||= errors + unfinished > 0;
  console.log(`${name}: ${errors} errors, ${unfinished} unfinished, longest game ${maxActions} actions`);
  if (firstError) console.log(firstError);
}
process.exitCode = failed ? 1 : 0;
