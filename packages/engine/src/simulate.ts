import { applyTrusted } from './apply';
import { type Bot, botAsker } from './bot';
import { drive } from './driver';
import { checkSeatCount, parseOptions } from './options';
import { randomSource } from './rng';
import type { AnyGame, Result } from './types';

export interface GameRun {
  result: Result | null;
  actions: number;
  error?: string;
}

/**
 * Plays one game with bots in every seat on a state the runner owns (no copies, no events),
 * stopping at the game's step bound. Bot choices come from `legal`, so no validation is needed.
 */
export function playOut(
  game: AnyGame,
  options: unknown,
  bots: Bot[],
  seed: string,
  stepBound = game.stepBound ?? 10_000,
): GameRun {
  const random = randomSource(`${seed}:bots`);
  let actions = 0;
  try {
    const state = game.setup(options, bots.length, seed);
    const ask = botAsker(game, state, random);
    const end = drive(
      game,
      () => state,
      {
        choose: (decision) => ask(bots[decision.seat], decision),
        play: (seat, action) => {
          applyTrusted(game, state, seat, action);
          actions++;
        },
      },
      { maxSteps: stepBound },
    );
    return { result: end.stop === 'result' ? end.result : null, actions };
  } catch (e) {
    return { result: null, actions, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

export interface SimulationStats {
  game: string;
  games: number;
  errors: number;
  unfinished: number;
  /** Games won per seat (competitive) or in total (cooperative, under "all"). */
  wins: Record<string, number>;
  /** Share of finished games won: cooperative games by the table, else by seat 1. */
  winRate: number;
  meanActions: number;
  maxActions: number;
  actionsPerSecond: number;
  gamesPerSecond: number;
  firstError?: string;
}

export function simulate(
  game: AnyGame,
  setup: {
    games: number;
    seed: string;
    bots: Bot[];
    options?: unknown;
    stepBound?: number;
    onProgress?: (done: number) => void;
  },
): SimulationStats {
  checkSeatCount(game, setup.bots.length);
  const options = parseOptions(game, setup.options);
  const wins: Record<string, number> = {};
  let errors = 0;
  let unfinished = 0;
  let totalActions = 0;
  let maxActions = 0;
  let cooperative = false;
  let firstError: string | undefined;
  const started = performance.now();
  for (let g = 0; g < setup.games; g++) {
    const run = playOut(game, options, setup.bots, `${setup.seed}:${g}`, setup.stepBound);
    totalActions += run.actions;
    if (run.actions > maxActions) maxActions = run.actions;
    if (run.error) {
      errors++;
      firstError ??= `game ${g} (seed "${setup.seed}:${g}"): ${run.error}`;
    } else if (!run.result) unfinished++;
    else if (run.result.cooperative) {
      cooperative = true;
      if (run.result.winners.length > 0) wins.all = (wins.all ?? 0) + 1;
    } else for (const w of run.result.winners) wins[String(w)] = (wins[String(w)] ?? 0) + 1;
    setup.onProgress?.(g + 1);
  }
  const seconds = Math.max((performance.now() - started) / 1000, 1e-9);
  const finished = setup.games - errors - unfinished;
  const won = cooperative ? (wins.all ?? 0) : (wins['0'] ?? 0);
  return {
    game: game.id,
    games: setup.games,
    errors,
    unfinished,
    wins,
    winRate: finished > 0 ? won / finished : 0,
    meanActions: setup.games > 0 ? totalActions / setup.games : 0,
    maxActions,
    actionsPerSecond: totalActions / seconds,
    gamesPerSecond: setup.games / seconds,
    firstError,
  };
}
