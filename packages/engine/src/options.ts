import { z } from 'zod';
import { RuleError } from './errors';
import type { AnyGame } from './types';

/** Validates options against the game's schema, filling defaults; a RuleError names every bad field. */
export function parseOptions(game: AnyGame, raw: unknown): any {
  const parsed = game.options.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`);
  throw new RuleError('bad-options', `Bad options for ${game.id}: ${problems.join('; ')}.`);
}

export function checkSeatCount(game: AnyGame, seats: number): void {
  if (!Number.isInteger(seats) || seats < game.seats.min || seats > game.seats.max) {
    const range =
      game.seats.min === game.seats.max ? `${game.seats.min}` : `${game.seats.min} to ${game.seats.max}`;
    throw new RuleError('bad-seats', `${game.title} is played by ${range} seats, not ${seats}.`);
  }
}

/** The options schema as JSON Schema, for listings and clients. */
export function describeOptions(game: AnyGame): unknown {
  const schema = z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  return schema;
}
