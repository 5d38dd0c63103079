import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { drive } from './driver';
import { act, createMatch } from './match';
import { randomSource } from './rng';
import type { AnyGame, Result } from './types';

export interface Playthrough {
  game: string;
  seed: string;
  seats: number;
  options: unknown;
  /** Each action with the log text and the acting seat's view after it. */
  steps: { seat: number; action: unknown; text: string; events: string[]; view: unknown }[];
  result: Result | null;
}

/** Plays one seeded game with random choices and records it: actions, views, result. */
export function recordPlaythrough(
  game: AnyGame,
  setup: { seed: string; seats: number; options?: unknown; maxSteps?: number },
): Playthrough {
  const match = createMatch(game, { seats: setup.seats, seed: setup.seed, options: setup.options });
  const random = randomSource(`${setup.seed}:golden`);
  const steps: Playthrough['steps'] = [];
  const max = setup.maxSteps ?? 500;
  drive(
    game,
    () => match.state,
    {
      choose: (decision) => {
        const legal = game.legal(match.state, decision.seat);
        return legal[Math.floor(random() * legal.length)];
      },
      play: (seat, action) => {
        const entry = act(game, match, seat, action);
        steps.push({
          seat: entry.seat,
          action,
          text: entry.text,
          events: entry.events.map((e) => e.text),
          view: game.view(match.state, entry.seat),
        });
      },
    },
    { maxSteps: max },
  );
  return {
    game: game.id,
    seed: setup.seed,
    seats: setup.seats,
    options: match.options,
    steps,
    result: game.result(match.state),
  };
}

/**
 * Compares a recorded playthrough with its golden file, so a change in behaviour shows as a diff.
 * Writes the file when it is missing (outside CI) or when QUESTBOX_UPDATE_GOLDEN=1.
 */
export function goldenPlaythrough(
  file: string,
  recorded: Playthrough,
): { expected: Playthrough; actual: Playthrough } {
  const actual = JSON.parse(JSON.stringify(recorded)) as Playthrough;
  if (!existsSync(file) && process.env.CI)
    throw new Error(`The golden file ${file} is missing: record it and commit it.`);
  if (!existsSync(file) || process.env.QUESTBOX_UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 1)}\n`);
  }
  return { expected: JSON.parse(readFileSync(file, 'utf8')) as Playthrough, actual };
}
