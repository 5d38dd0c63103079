import { apply } from './apply';
import { drive } from './driver';
import { canonicalJson, stateHash } from './hash';
import { act, createMatch, replayMatch, saveMatch } from './match';
import { randomSource } from './rng';
import type { AnyGame, Seat } from './types';

export interface GameCheck {
  /** How many seeded random games to play. */
  games: number;
  seed?: string;
  seats: number;
  options?: unknown;
  /** Defaults to the game's own bound. */
  stepBound?: number;
  /** Random games of some games may never end: then reaching the bound is no failure. */
  allowUnfinished?: boolean;
  /** The game's own invariants (conservation of components...): throw to fail. */
  invariant?(state: any): void;
  /** Values that `seat`'s view must not contain (other hands, face-down deck order). */
  secrets?(state: any, seat: Seat | null): unknown[];
  /** Check that apply leaves its input untouched every N steps (hashing is slow). */
  purityEvery?: number;
}

export interface GameCheckReport {
  games: number;
  finished: number;
  unfinished: number;
  actions: number;
}

/** Fails with a message naming the game, the seed and the step. */
function fail(seed: string, step: number, what: string): never {
  throw new Error(`seed "${seed}", step ${step}: ${what}`);
}

/** A view must not carry the generator state: no "rng" key and not its words. */
function checkViewHasNoRng(view: unknown, rng: { s: number[] } | undefined, where: () => string): void {
  const text = canonicalJson(view);
  if (text.includes('"rng"')) throw new Error(`${where()}: the view contains the generator state`);
  if (rng && text.includes(rng.s.join(',')))
    throw new Error(`${where()}: the view contains the generator words`);
}

/**
 * A resampled state must look the same to its seat, offer it the same choices, keep the game's invariants, deal a new
 * generator, and depend on the seat's view alone: resampling a differently dealt twin with the same
 * random numbers gives the very same state. Otherwise planning on it would leak what the seat
 * cannot see.
 */
function checkResample(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  check: GameCheck,
  fail: (what: string) => never,
) {
  const draw = (from: unknown, seed: string) => game.resample?.(from, seat, randomSource(seed));
  const sample = draw(state, 'resample-a');
  if (canonicalJson(game.view(sample, seat)) !== canonicalJson(game.view(state, seat)))
    fail(`a state resampled for seat ${seat} does not look the same to it`);
  if (canonicalJson(game.legal(sample, seat)) !== canonicalJson(game.legal(state, seat)))
    fail(`a state resampled for seat ${seat} offers it other choices`);
  check.invariant?.(sample);
  const rng = (s: unknown) => canonicalJson((s as { rng?: unknown }).rng ?? null);
  if (rng(state) !== 'null' && rng(sample) === rng(state))
    fail(`a state resampled for seat ${seat} keeps the real generator (its future rolls are hidden)`);
  if (stateHash(draw(draw(state, 'resample-b'), 'resample-a')) !== stateHash(sample))
    fail(`a state resampled for seat ${seat} depends on more than its view`);
}

/**
 * Plays `games` seeded random games through the full pure contract and checks the invariants of
 * the design: no exception, a result within the bound, apply leaves its input untouched, the state
 * is plain JSON, replay reproduces the hash, views hold neither the generator nor any secret, and
 * (for a game that resamples) resampled states are true to the seat's view and to nothing more.
 */
export function checkRandomGames(game: AnyGame, check: GameCheck): GameCheckReport {
  const base = check.seed ?? 'check';
  const bound = check.stepBound ?? game.stepBound ?? 10_000;
  const purityEvery = check.purityEvery ?? 7;
  const report: GameCheckReport = { games: check.games, finished: 0, unfinished: 0, actions: 0 };
  for (let g = 0; g < check.games; g++) {
    const seed = `${base}:${g}`;
    const random = randomSource(`${seed}:bots`);
    const match = createMatch(game, { options: check.options, seats: check.seats, seed });
    let step = 0;
    const verify = () => {
      const state = match.state as { rng?: { s: number[] } };
      check.invariant?.(state);
      for (
        let seat: Seat | null = null;
        seat === null || seat < check.seats;
        seat = seat === null ? 0 : seat + 1
      ) {
        const view = game.view(state, seat);
        checkViewHasNoRng(view, state.rng, () => `seed "${seed}", step ${step}, seat ${seat}`);
        if (check.secrets) {
          const text = canonicalJson(view);
          for (const secret of check.secrets(state, seat)) {
            if (text.includes(canonicalJson(secret)))
              fail(seed, step, `seat ${seat} can see the secret ${canonicalJson(secret)}`);
          }
        }
      }
    };
    try {
      verify();
      // The driver throws when a game has no result and nobody to move: caught below with the seed.
      drive(
        game,
        () => match.state,
        {
          decide: (decisions) => decisions[Math.floor(random() * decisions.length)],
          choose: (d) => {
            const legal = game.legal(match.state, d.seat);
            if (legal.length === 0) fail(seed, step, `seat ${d.seat} must choose but has no legal option`);
            return legal[Math.floor(random() * legal.length)];
          },
          play: (seat, action) => {
            if (step % purityEvery === 0) {
              const before = stateHash(match.state);
              apply(game, match.state, seat, action);
              if (game.resample)
                checkResample(game, match.state, seat, check, (what) => fail(seed, step, what));
              if (stateHash(match.state) !== before)
                fail(seed, step, 'apply or resample changed its input state');
            }
            act(game, match, seat, action);
            step++;
            verify();
          },
        },
        { maxSteps: bound },
      );
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('seed "')) throw e;
      fail(seed, step, e instanceof Error ? (e.stack ?? e.message) : String(e));
    }
    if (game.result(match.state)) report.finished++;
    else if (check.allowUnfinished) report.unfinished++;
    else fail(seed, step, `no result after ${bound} actions`);
    report.actions += step;
    const plain = JSON.parse(JSON.stringify(match.state));
    if (stateHash(plain) !== stateHash(match.state)) fail(seed, step, 'the state is not plain JSON');
    const saved = JSON.parse(JSON.stringify(saveMatch(match)));
    if (!replayMatch(game, saved).verified) fail(seed, step, 'the replay did not reproduce the state hash');
  }
  return report;
}
