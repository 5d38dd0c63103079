import { greedyBot, lookaheadBot, makeLookaheadBot } from '@questbox/bots';
import { play } from './play';

/**
 * The look-ahead bot against greedy in the Simple and Easy Game for two: the seats swap every game,
 * so seat order favours neither. Prints the look-ahead's wins and the time a game takes.
 * Usage: npx tsx bench/lookahead.ts [games] [samples width] (the look-ahead's own settings when absent)
 */
const games = Number(process.argv[2] ?? 100);
const [samples, width] = [Number(process.argv[3]), Number(process.argv[4])];
const ahead = samples > 0 && width > 0 ? makeLookaheadBot({ samples, width, stepCap: 300 }) : lookaheadBot;
if (!(games > 0)) {
  console.error('usage: lookahead.ts [games]');
  process.exit(2);
}
let wins = 0;
let cut = 0;
let actions = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const seat = g % 2;
  const bots = seat === 0 ? [ahead, greedyBot] : [greedyBot, ahead];
  const r = play(bots, `lookahead-${g}`, { version: 'simple' });
  actions += r.actions;
  if (r.state.phase.kind !== 'over') cut++;
  if (r.state.winner === seat) wins++;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `simple x2, look-ahead against greedy: look-ahead wins ${((100 * wins) / games).toFixed(1)}% of ${games}; mean ${Math.round(actions / games)} actions, ${(seconds / games).toFixed(2)} s a game; ${cut} cut off`,
);
