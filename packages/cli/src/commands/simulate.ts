import { type Bot, simulate } from '@questbox/engine';
import { BOT_NAMES, findGame, parseCount, parseSeats, UsageError } from '../args';

export interface SimulateFlags {
  games: string;
  seats?: string;
  seed: string;
  option: Record<string, unknown>;
  json?: boolean;
  strict?: boolean;
}

function progressBar(total: number): ((done: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  const step = Math.max(1, Math.floor(total / 200));
  return (done) => {
    if (done % step !== 0 && done !== total) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    if (done === total) process.stderr.write('\n');
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const whole = (x: number) => Math.round(x).toLocaleString('en-US');

/** Returns the exit code: 1 when any game threw (with --strict, also when any reached the step bound). */
export function simulateCommand(gameId: string, flags: SimulateFlags): number {
  const game = findGame(gameId);
  const games = parseCount('--games', flags.games);
  const seats = parseSeats(game, flags.seats, ['random']);
  if (seats.includes('human')) throw new UsageError(`simulate plays bots only: use ${BOT_NAMES} seats.`);
  const stats = simulate(game, {
    games,
    seed: flags.seed,
    bots: seats as Bot[],
    options: flags.option,
    onProgress: progressBar(games),
  });
  if (flags.json) {
    const { firstError, ...figures } = stats;
    console.log(JSON.stringify(figures));
  } else {
    console.log(
      `${game.id}: ${stats.games} games, ${stats.errors} errors, ${stats.unfinished} unfinished (step bound)`,
    );
    const finished = stats.games - stats.errors - stats.unfinished;
    const share = (n: number) => percent(finished > 0 ? n / finished : 0);
    if ('all' in stats.wins || Object.keys(stats.wins).length === 0)
      console.log(
        `the table won ${stats.wins.all ?? 0} of ${finished} finished games (${share(stats.wins.all ?? 0)})`,
      );
    else {
      // Competitive: each seat's share of the finished games (ties count for every winner).
      const seatsWins = seats.map(
        (_, seat) => `seat ${seat + 1} ${stats.wins[seat] ?? 0} (${share(stats.wins[seat] ?? 0)})`,
      );
      console.log(`wins of ${finished} finished games: ${seatsWins.join(', ')}`);
    }
    console.log(`length: mean ${stats.meanActions.toFixed(1)} actions, max ${stats.maxActions}`);
    console.log(`speed: ${whole(stats.actionsPerSecond)} actions/s, ${whole(stats.gamesPerSecond)} games/s`);
  }
  if (stats.firstError) console.error(`first error: ${stats.firstError}`);
  return stats.errors > 0 || (flags.strict && stats.unfinished > 0) ? 1 : 0;
}
