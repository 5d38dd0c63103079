import { applyTrusted, createMatch, randomSource } from '@questbox/engine';
import { zagor } from '../src/index';
import { ENEMIES, type Options, type ZagorState } from '../src/state';

/**
 * Plays seeded random games for every option set (the rulebook's and the publisher's counts, the
 * Enemies variant with one and with two Enemies, each set in turn) with 2 to 5 seats in turn, and
 * reports any game that throws, leaves a seat with no legal choice, or passes the step bound.
 * Usage: npx tsx bench/sweep.ts [games per option set]
 */
const games = Number(process.argv[2] ?? 10000);
const ones = ENEMIES.map((e) => [e]);
const pairs = ENEMIES.flatMap((a, i) => ENEMIES.slice(i + 1).map((b) => [a, b]));
const optionSets: { name: string; options: (g: number) => Options }[] = [
  { name: 'rulebook', options: () => ({ edition: 'rulebook', enemies: [] }) },
  { name: 'publisher', options: () => ({ edition: 'publisher', enemies: [] }) },
  { name: 'one enemy', options: (g) => ({ edition: 'rulebook', enemies: ones[g % ones.length] }) },
  { name: 'two enemies', options: (g) => ({ edition: 'rulebook', enemies: pairs[g % pairs.length] }) },
  {
    name: 'publisher, two enemies',
    options: (g) => ({ edition: 'publisher', enemies: pairs[(g + 3) % pairs.length] }),
  },
];

let failures = 0;
const t0 = performance.now();
for (const set of optionSets) {
  let unfinished = 0;
  let errors = 0;
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const seats = 2 + (g % 4);
    const seed = `sweep-${set.name}-${g}`;
    try {
      const match = createMatch(zagor, { seats, seed, options: set.options(g) });
      const state = match.state as ZagorState;
      const random = randomSource(`${seed}:bots`);
      let n = 0;
      while (!zagor.result(state) && n < zagor.stepBound!) {
        const d = zagor.pending(state)[0];
        if (!d) throw new Error('nobody to move');
        const legal = zagor.legal(state, d.seat);
        if (legal.length === 0) throw new Error(`seat ${d.seat} has no legal choice`);
        applyTrusted(zagor, state, d.seat, legal[Math.floor(random() * legal.length)]);
        n++;
      }
      actions += n;
      if (!zagor.result(state)) unfinished++;
    } catch (e) {
      errors++;
      if (errors <= 3) console.error(`${seed} (${seats} seats): ${e instanceof Error ? e.stack : e}`);
    }
  }
  failures += errors + unfinished;
  console.log(
    `${set.name}: ${games} games (2-5 seats), ${actions} actions, ${errors} errors, ${unfinished} unfinished`,
  );
}
console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exit(failures > 0 ? 1 : 0);
