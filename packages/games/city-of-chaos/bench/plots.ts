import { greedyBot, randomBot } from '@questbox/bots';
import type { Bot } from '@questbox/engine';
import type { CocState, Player } from '../src/state';
import { TOME } from '../src/tome';
import { play as playGame } from './play';

/**
 * How far play gets along each plot line: for 1, 2 and 4 seats, the share of games solved by each
 * line within the time-out and the share of games in which some player reached each step of it (at
 * any moment of the game), with the game lengths, cities closed with tiles left, the longest battle
 * and the Tome's size.
 * Usage: npx tsx bench/plots.ts [games] [rounds] [greedy|random]
 */
const games = Number(process.argv[2] ?? 100);
const rounds = Number(process.argv[3] ?? 30);
const bot: Bot = process.argv[4] === 'random' ? randomBot : greedyBot;

type Step = { name: string; reached: (s: CocState, p: Player) => boolean };
const laid = (s: CocState, location: string) => Object.values(s.tiles).some((t) => t.location === location);
const has = (p: Player, special: string) => p.specials.includes(special);

/** The steps of each plot line, in the order a player meets them (`data/tome/plots.json`). */
const LINES: Record<string, Step[]> = {
  plague: [
    { name: 'Well laid', reached: (s) => laid(s, 'well') },
    {
      name: 'way down known',
      reached: (_, p) => p.flags.includes('plague-conduit') || p.clues.includes(3),
    },
    { name: 'Salts held', reached: (_, p) => has(p, 'salts-of-saint-ebbe') },
  ],
  cult: [
    { name: 'Necropolis laid', reached: (s) => laid(s, 'necropolis') },
    { name: 'true name', reached: (_, p) => p.flags.includes('cult-name') },
    { name: 'cold iron nail', reached: (_, p) => has(p, 'cold-iron-nail') || has(p, 'blessed-nail') },
    { name: 'Blessed Nail', reached: (_, p) => has(p, 'blessed-nail') },
  ],
  hunt: [
    { name: 'Altar laid', reached: (s) => laid(s, 'altar') },
    { name: 'Counter-Rite', reached: (_, p) => p.flags.includes('hunt-rite') },
    { name: 'Antler Horn', reached: (_, p) => has(p, 'antler-horn') },
  ],
  gods: [
    {
      name: 'three Towers laid',
      reached: (s) => Object.values(s.tiles).filter((t) => t.location?.startsWith('tower-')).length === 3,
    },
    { name: 'Sabre held', reached: (_, p) => p.items.includes('blue-steel-sabre') },
    { name: 'an idol freed', reached: (_, p) => p.flags.some((f) => f.startsWith('idol-')) },
    { name: 'three idols', reached: (_, p) => p.flags.filter((f) => f.startsWith('idol-')).length === 3 },
  ],
};

function play(bots: Bot[], seed: string) {
  const reached = new Set<string>();
  const played = playGame(bots, seed, rounds, (state) => {
    for (const [line, steps] of Object.entries(LINES))
      for (const step of steps)
        if (state.players.some((p) => step.reached(state, p))) reached.add(`${line}:${step.name}`);
  });
  return { ...played, reached };
}

const words = [...TOME.paragraphs.values()].reduce((n, p) => n + p.text.split(/\s+/).length, 0);
console.log(
  `Tome: ${TOME.paragraphs.size} paragraphs, ${words} words; ${games} games a line, ${rounds} rounds`,
);
for (const seats of [1, 2, 4]) {
  const solved: Record<string, { games: number; rounds: number }> = {};
  const reached: Record<string, number> = {};
  let actions = 0;
  let roundsPlayed = 0;
  let closed = 0;
  let unfinished = 0;
  let longest = 0;
  for (let g = 0; g < games; g++) {
    const r = play(Array(seats).fill(bot), `${bot.id}-${seats}-${g}`);
    actions += r.actions;
    roundsPlayed += Math.min(r.state.round, rounds);
    if (r.closed) closed++;
    if (!r.state.over) unfinished++;
    longest = Math.max(longest, r.longest);
    for (const k of r.reached) reached[k] = (reached[k] ?? 0) + 1;
    if (r.state.solved) {
      const line = (solved[r.state.solved] ??= { games: 0, rounds: 0 });
      line.games++;
      line.rounds += r.state.round;
    }
  }
  const pct = (n: number) => `${((100 * n) / games).toFixed(0)}%`;
  const total = Object.values(solved).reduce((n, s) => n + s.games, 0);
  console.log(
    `\n${bot.id} x${seats}: solved ${pct(total)}; mean ${(roundsPlayed / games).toFixed(1)} rounds, ${Math.round(actions / games)} actions; ` +
      `${unfinished} unfinished, ${closed} cities closed, longest battle ${longest} rounds`,
  );
  for (const [line, steps] of Object.entries(LINES)) {
    const s = solved[line];
    const steps_ = steps.map((st) => `${st.name} ${pct(reached[`${line}:${st.name}`] ?? 0)}`).join(', ');
    const when = s ? ` in ${(s.rounds / s.games).toFixed(1)} rounds` : '';
    console.log(`  ${line}: solved ${pct(s?.games ?? 0)}${when}; ${steps_}`);
  }
}
