/**
 * Bot win rates only:
 *   npx tsx packages/games/castle-panic/bench/rates.ts [--games 200] [--seed rates] [--bot greedy] [--set both]
 * `--bot` is any registered bot (random, greedy, lookahead); `--set` is base, wt or both.
 */
import { botById } from '@questbox/bots';
import { simulate } from '@questbox/engine';
import { castlePanic } from '../src/index';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const games = Number(arg('games', '200'));
const seed = arg('seed', 'rates');
const bot = botById(arg('bot', 'greedy'));
const set = arg('set', 'both');
if (!bot || !['base', 'wt', 'both'].includes(set) || !(games > 0)) {
  console.error(
    'usage: rates.ts [--games N] [--seed S] [--bot random|greedy|lookahead] [--set base|wt|both]',
  );
  process.exit(2);
}
const sets = [
  ['base game', { wizardsTower: false }, 'base'],
  ["The Wizard's Tower", {}, 'wt'],
] as const;
for (const [name, options, key] of sets) {
  if (set !== 'both' && set !== key) continue;
  for (const seats of [1, 2, 4]) {
    const started = performance.now();
    const s = simulate(castlePanic, { games, seed, bots: Array(seats).fill(bot), options });
    const each = (performance.now() - started) / games / 1000;
    console.log(
      `  ${name}, ${seats} player(s): ${bot.id} ${(s.winRate * 100).toFixed(1)}% of ${games}, errors ${s.errors}, ${each.toFixed(3)} s a game`,
    );
  }
}
