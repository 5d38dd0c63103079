import { randomBot } from '@questbox/bots';
import { type AnyGame, apply, drive, raceGame, randomSource, simulate } from '@questbox/engine';
import { listedGames } from '@questbox/games';
import { parsePositive } from '../args';

interface Figures {
  seats: number;
  actionsPerSecond: number;
  gamesPerSecond: number;
}

/** A bar on standard error while a figure is measured (only on a terminal). */
function progress(label: string, seconds: number): (elapsed: number) => void {
  if (!process.stderr.isTTY) return () => {};
  return (elapsed) => {
    const width = 30;
    const filled = Math.min(width, Math.round((elapsed / seconds) * width));
    process.stderr.write(`\r${label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`);
    if (elapsed >= seconds) process.stderr.write(`\r${' '.repeat(50)}\r`);
  };
}

/**
 * Random bots in every seat, in batches, until `seconds` have passed (one core: this process).
 * A batch grows from one game while it takes under a twentieth of the time, so a slow game
 * stays close to the time asked and a fast one is not dominated by the batch overhead.
 */
function measure(game: AnyGame, seats: number, seconds: number, show = progress(game.id, seconds)): Figures {
  const bots = new Array(seats).fill(randomBot);
  let actions = 0;
  let games = 0;
  let elapsed = 0;
  let size = 1;
  for (let batch = 0; elapsed < seconds; batch++) {
    const stats = simulate(game, { games: size, seed: `bench:${batch}`, bots });
    if (stats.errors > 0) throw new Error(`${game.id} threw during the benchmark: ${stats.firstError}`);
    const batchSeconds = stats.games / stats.gamesPerSecond;
    actions += stats.actionsPerSecond * batchSeconds;
    games += stats.games;
    elapsed += batchSeconds;
    if (batchSeconds < seconds / 20) size *= 2;
    show(elapsed);
  }
  return { seats, actionsPerSecond: actions / elapsed, gamesPerSecond: games / elapsed };
}

/**
 * The same with the contract's pure path: every action checked against `legal`, the state copied,
 * the events kept. This is what the server pays per action.
 */
function measureChecked(game: AnyGame, seats: number, seconds: number): Figures {
  const random = randomSource('bench:checked');
  let actions = 0;
  let games = 0;
  const show = progress('race (checked)', seconds);
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    show((performance.now() - started) / 1000);
    let state = game.setup({}, seats, `bench:checked:${games}`);
    drive(
      game,
      () => state,
      {
        choose: (decision) => {
          const legal = game.legal(state, decision.seat);
          return legal[Math.floor(random() * legal.length)];
        },
        play: (seat, action) => {
          state = apply(game, state, seat, action).state;
          actions++;
        },
      },
      { maxSteps: Number.POSITIVE_INFINITY },
    );
    games++;
  }
  const elapsed = (performance.now() - started) / 1000;
  show(seconds);
  return { seats, actionsPerSecond: actions / elapsed, gamesPerSecond: games / elapsed };
}

/** Two seats where the game allows them, else its nearest count. */
const benchSeats = (g: AnyGame) => Math.min(g.seats.max, Math.max(g.seats.min, 2));

export function benchCommand(flags: { json?: boolean; seconds: string }): void {
  const seconds = parsePositive('--seconds', flags.seconds);
  const line = (id: string, f: Figures) =>
    console.log(
      `${id.padEnd(16)} ${Math.round(f.actionsPerSecond).toLocaleString('en-US').padStart(12)} actions/s ${Math.round(f.gamesPerSecond).toLocaleString('en-US').padStart(9)} games/s  (${f.seats} seats, random bots)`,
    );
  measure(raceGame, 2, Math.min(seconds, 0.5), () => {}); // warm up the JIT before the figures count
  const race = measure(raceGame, 2, seconds);
  if (!flags.json) line('race', race);
  const raceChecked = measureChecked(raceGame, 2, seconds);
  if (!flags.json) line('race (checked)', raceChecked);
  const games: Record<string, Figures> = {};
  for (const game of listedGames()) {
    // A game's rules warm up too: Xanth's first seconds ran at a quarter of its speed once compiled.
    measure(game, benchSeats(game), Math.min(seconds / 2, 2), () => {});
    games[game.id] = measure(game, benchSeats(game), seconds);
    if (!flags.json) line(game.id, games[game.id]);
  }
  if (flags.json) console.log(JSON.stringify({ race, raceChecked, games }));
}
