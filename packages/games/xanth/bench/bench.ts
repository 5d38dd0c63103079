import { greedyBot, randomBot } from '@questbox/bots';
import { applyTrusted, type Bot, botChoice, createMatch, randomSource } from '@questbox/engine';
import { xanth } from '../src/index';
import type { XanthState } from '../src/state';

/**
 * Figures for Xanth: random-bot speed, game length, how often games are cut off, and the win rate
 * of one greedy seat against random seats; the Monaural score of random and greedy play.
 * Usage: npx tsx bench/bench.ts [games]
 */
const games = Number(process.argv[2] ?? 200);
const BOUND = xanth.stepBound ?? 20_000;

function play(bots: Bot[], seed: string, options: object) {
  const match = createMatch(xanth, { seats: bots.length, seed, options });
  const state = match.state as XanthState;
  const random = randomSource(`${seed}:bots`);
  let actions = 0;
  while (state.phase.kind !== 'over' && actions < BOUND) {
    const d = xanth.pending(state)[0];
    applyTrusted(xanth, state, d.seat, botChoice(bots[d.seat], xanth, state, d, random));
    actions++;
  }
  return { state, actions };
}

for (const seats of [2, 4, 6]) {
  for (const kind of ['random', 'greedy-vs-random'] as const) {
    const bots = Array.from({ length: seats }, (_, i) =>
      kind === 'random' || i > 0 ? randomBot : greedyBot,
    );
    const t0 = performance.now();
    let actions = 0;
    let turns = 0;
    let cut = 0;
    let firstWins = 0;
    for (let g = 0; g < games; g++) {
      const r = play(bots, `${kind}-${seats}-${g}`, { version: 'simple' });
      actions += r.actions;
      turns += r.state.turns;
      if (r.state.phase.kind !== 'over') cut++;
      if (r.state.winner === 0) firstWins++;
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `simple x${seats} ${kind}: ${games} games, ${Math.round(actions / seconds)} actions/s, mean ${Math.round(actions / games)} actions, ${(turns / games).toFixed(0)} turns; seat 0 wins ${((100 * firstWins) / games).toFixed(1)}% (fair share ${(100 / seats).toFixed(1)}%); ${cut} cut off`,
    );
  }
}
for (const kind of ['random', 'greedy'] as const) {
  const bot = kind === 'random' ? randomBot : greedyBot;
  let total = 0;
  let cut = 0;
  const t0 = performance.now();
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const r = play([bot], `mono-${kind}-${g}`, { version: 'monaural' });
    total += r.state.players[0].questsDone.length;
    actions += r.actions;
    if (r.state.phase.kind !== 'over') cut++;
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `monaural ${kind}: mean score ${(total / games).toFixed(2)} Quests, ${Math.round(actions / seconds)} actions/s, ${cut} cut off`,
  );
}
