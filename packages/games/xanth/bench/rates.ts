import { greedyBot, randomBot } from '@questbox/bots';
import { play } from './play';

/**
 * Figures for the closing note: the length of random games, the win rate of one greedy seat among
 * random seats (the greedy seat rotates, so seat order favours nobody) in the Simple and Easy Game at
 * 2, 4 and 6 seats, and the Monaural score of random and greedy play on the rulebook's ladder
 * (8 very good, 10 excellent, 24 perfect).
 * Usage: npx tsx bench/rates.ts [games per line]
 */
const games = Number(process.argv[2] ?? 120);
if (!(games > 0)) {
  console.error('usage: rates.ts [games per line]');
  process.exit(2);
}
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

for (const seats of [2, 4, 6]) {
  let actions = 0;
  let turns = 0;
  let wins = 0;
  let cut = 0;
  for (let g = 0; g < games; g++) {
    const greedy = g % seats;
    const bots = Array.from({ length: seats }, (_, i) => (i === greedy ? greedyBot : randomBot));
    const r = play(bots, `rates-${seats}-${g}`, { version: 'simple' });
    actions += r.actions;
    turns += r.state.turns;
    if (r.state.phase.kind !== 'over') cut++;
    if (r.state.winner === greedy) wins++;
  }
  console.log(
    `simple x${seats}, one greedy among random: greedy wins ${pct(wins, games)} of ${games} (fair share ${pct(1, seats)}); mean ${Math.round(actions / games)} actions, ${(turns / games / seats).toFixed(1)} rounds; ${cut} cut off`,
  );
}
for (const [kind, bot] of [
  ['random', randomBot],
  ['greedy', greedyBot],
] as const) {
  let total = 0;
  const ladder = { 8: 0, 10: 0, 24: 0 };
  let actions = 0;
  let cut = 0;
  for (let g = 0; g < games; g++) {
    const r = play([bot], `rates-mono-${kind}-${g}`, { version: 'monaural' });
    const score = r.state.players[0].questsDone.length;
    total += score;
    for (const step of [8, 10, 24] as const) if (score >= step) ladder[step]++;
    actions += r.actions;
    if (r.state.phase.kind !== 'over') cut++;
  }
  console.log(
    `monaural ${kind}: mean score ${(total / games).toFixed(2)} Quests; 8+ ${pct(ladder[8], games)}, 10+ ${pct(ladder[10], games)}, 24 ${pct(ladder[24], games)}; mean ${Math.round(actions / games)} actions; ${cut} cut off`,
  );
}
