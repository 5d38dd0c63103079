import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Bot, botChoice } from './bot';
import { drive } from './driver';
import { stateHash } from './hash';
import { act, createMatch, type Match, replayMatch, saveMatch } from './match';
import { randomSource } from './rng';
import type { AnyGame, Result } from './types';

export interface Playthrough {
  game: string;
  seed: string;
  seats: number;
  options: unknown;
  /** Each action with the log text, its events and (unless left out) the acting seat's view after it. */
  steps: { seat: number; action: unknown; text: string; events: string[]; view?: unknown }[];
  result: Result | null;
  /** The final state's hash, when recorded: a change no log or view shows still shows here. */
  hash?: string;
}

export interface PlaythroughSetup {
  seed: string;
  seats: number;
  options?: unknown;
  maxSteps?: number;
  /** A bot per seat; by default every choice is drawn at random from the legal ones. */
  bots?: Bot[];
  /** The source of those random choices and the bots' (default: seeded from `seed`). */
  random?: () => number;
  /** Record the acting seat's view after each step (default true; long games leave it out). */
  views?: boolean;
  /** Record the final state's hash (default false). */
  hash?: boolean;
}

/** Plays one seeded game and records it: actions, log, views, result; the match too, to replay it. */
export function playThrough(
  game: AnyGame,
  setup: PlaythroughSetup,
): { playthrough: Playthrough; match: Match } {
  const match = createMatch(game, { seats: setup.seats, seed: setup.seed, options: setup.options });
  const random = setup.random ?? randomSource(`${setup.seed}:golden`);
  const steps: Playthrough['steps'] = [];
  const max = setup.maxSteps ?? 500;
  drive(
    game,
    () => match.state,
    {
      choose: (decision) => {
        const bot = setup.bots?.[decision.seat];
        if (bot) return botChoice(bot, game, match.state, decision, random);
        const legal = game.legal(match.state, decision.seat);
        return legal[Math.floor(random() * legal.length)];
      },
      play: (seat, action) => {
        const entry = act(game, match, seat, action);
        const step: Playthrough['steps'][number] = {
          seat: entry.seat,
          action,
          text: entry.text,
          events: entry.events.map((e) => e.text),
        };
        if (setup.views !== false) step.view = game.view(match.state, entry.seat);
        steps.push(step);
      },
    },
    { maxSteps: max },
  );
  const playthrough: Playthrough = {
    game: game.id,
    seed: setup.seed,
    seats: setup.seats,
    options: match.options,
    steps,
    result: game.result(match.state),
  };
  if (setup.hash) playthrough.hash = stateHash(match.state);
  return { playthrough, match };
}

/** Plays one seeded game and records it: actions, views, result. */
export function recordPlaythrough(game: AnyGame, setup: PlaythroughSetup): Playthrough {
  return playThrough(game, setup).playthrough;
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

/**
 * A game's golden check in one call: plays the seeded game, compares it with its file (writing it as
 * `goldenPlaythrough` does), and replays the match's save from JSON. The test asserts
 * `actual` equals `expected` and `replayed` is true.
 */
export function checkGolden(
  game: AnyGame,
  file: string,
  setup: PlaythroughSetup,
): { expected: Playthrough; actual: Playthrough; replayed: boolean } {
  const { playthrough, match } = playThrough(game, setup);
  const { expected, actual } = goldenPlaythrough(file, playthrough);
  const replayed = replayMatch(game, JSON.parse(JSON.stringify(saveMatch(match)))).verified;
  return { expected, actual, replayed };
}
