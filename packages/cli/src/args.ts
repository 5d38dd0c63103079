import { botById, bots } from '@questbox/bots';
import type { AnyGame, Bot } from '@questbox/engine';
import { allGames, gameById, listedGames } from '@questbox/games';

/** A CLI mistake: printed as one line, exit code 2. */
export class UsageError extends Error {}

export function findGame(id: string): AnyGame {
  const game = gameById(id);
  if (!game) {
    const known = listedGames()
      .map((g) => g.id)
      .join(', ');
    throw new UsageError(
      `Unknown game "${id}". Known games: ${known || 'none'}${allGames().some((g) => g.unlisted) ? ' (and the reference "race")' : ''}.`,
    );
  }
  return game;
}

/** Collects repeated `--option key=value` flags; values are JSON where they parse (true, 3), else text. */
export function collectOption(raw: string, previous: Record<string, unknown>): Record<string, unknown> {
  const eq = raw.indexOf('=');
  if (eq <= 0) throw new UsageError(`--option takes key=value, not "${raw}".`);
  const key = raw.slice(0, eq);
  const text = raw.slice(eq + 1);
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    // plain text value
  }
  return { ...previous, [key]: value };
}

export type SeatKind = 'human' | Bot;

/** The bot kinds, in words: "random, greedy or lookahead". */
export const BOT_NAMES = Object.keys(bots)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** Parses `--seats human,random,greedy,lookahead`; defaults to `fallback` repeated for the game's fewest seats. */
export function parseSeats(game: AnyGame, list: string | undefined, fallback: string[]): SeatKind[] {
  const names = list ? list.split(',').map((s) => s.trim()) : fallback;
  const seats = names.map((name): SeatKind => {
    if (name === 'human') return 'human';
    const bot = botById(name);
    if (!bot) throw new UsageError(`Unknown seat kind "${name}": use human, ${BOT_NAMES}.`);
    return bot;
  });
  while (seats.length < game.seats.min) seats.push(seats.length === 0 ? 'human' : (botById('random') as Bot));
  if (seats.length > game.seats.max)
    throw new UsageError(`${game.title} seats at most ${game.seats.max}, not ${seats.length}.`);
  return seats;
}

export function parseCount(name: string, text: string, min = 1): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${name} takes a whole number of at least ${min}, not "${text}".`);
  return n;
}

export function parsePositive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${name} takes a positive number, not "${text}".`);
  return n;
}
