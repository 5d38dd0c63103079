import { applyTrusted, createMatch, randomSource } from '@questbox/engine';
import { zagor } from '../src/index';
import type { Options, ZagorState } from '../src/state';

/**
 * Plays seeded random games for 2 to 5 seats, both editions and the Enemies variant (every pair
 * and each Enemy alone in turn), and reports any game that throws,
 * leaves a seat with no legal choice, or passes the step bound.
 * Usage: npx tsx bench/sweep.ts [games per line]
 */
const games = Number(process.argv[2] ?? 1000);
let failures = 0;
const ENEMY = [
  'blondie',
  'marie-laveau',
  'red-archer',
  'beasts-of-the-black-river',
  'king-of-the-eagles',
] as const;
/** Every pair of Enemies and each one alone, in turn. */
const enemySets = ENEMY.flatMap((a, i) => [[a], ...ENEMY.slice(i + 1).map((b) => [a, b])]);
for (const edition of ['rulebook', 'publisher', 'enemies'] as const)
  for (const seats of [2, 3, 4, 5]) {
    let unfinished = 0;
    let errors = 0;
    for (let g = 0; g < games; g++) {
      const seed = `sweep-${edition}-${seats}-${g}`;
      try {
        const options = {
          edition: edition === 'publisher' ? 'publisher' : 'rulebook',
          enemies: edition === 'enemies' ? enemySets[g % enemySets.length] : [],
        } as Options;
        const match = createMatch(zagor, { seats, seed, options });
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
        if (!zagor.result(state)) unfinished++;
      } catch (e) {
        errors++;
        if (errors <= 3) console.error(`${seed}: ${e instanceof Error ? e.stack : e}`);
      }
    }
    failures += errors + unfinished;
    console.log(`${edition} x${seats}: ${games} games, ${errors} errors, ${unfinished} unfinished`);
  }
process.exit(failures > 0 ? 1 : 0);
