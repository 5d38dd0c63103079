import { z } from 'zod';
import { apply, findLegal, visibleEvents } from './apply';
import { RuleError } from './errors';
import { canonicalJson, stateHash } from './hash';
import { checkSeatCount, parseOptions } from './options';
import { copyPlain } from './plain';
import type { Game, GameEvent, Seat } from './types';

export interface LogEntry {
  seat: Seat;
  action: unknown;
  /** The action in words. */
  text: string;
  events: GameEvent[];
  /** Set for a secret action: only this seat may see `action` and `text`. */
  to?: Seat[];
}

/** A match in memory: how it was set up, the actions taken, and where it stands. */
export interface Match<S = unknown> {
  game: string;
  options: unknown;
  seats: number;
  seed: string;
  state: S;
  log: LogEntry[];
}

/** A match as saved to JSON: enough to replay it, and the hash it must reach. */
export interface SavedMatch {
  format: 'questbox-match';
  version: 1;
  game: string;
  options: unknown;
  seats: number;
  seed: string;
  actions: { seat: Seat; action: unknown }[];
  hash: string;
}

const savedMatchSchema = z.object({
  format: z.literal('questbox-match'),
  version: z.literal(1),
  game: z.string(),
  options: z.unknown(),
  seats: z.number().int(),
  seed: z.string(),
  actions: z.array(z.object({ seat: z.number().int(), action: z.unknown() })),
  hash: z.string(),
});

export function createMatch<S>(
  game: Game<S>,
  setup: { options?: unknown; seats: number; seed: string },
): Match<S> {
  checkSeatCount(game, setup.seats);
  const options = parseOptions(game, setup.options);
  const state = game.setup(options, setup.seats, setup.seed);
  return { game: game.id, options, seats: setup.seats, seed: setup.seed, state, log: [] };
}

/** Applies an action to the match; on a RuleError the match is unchanged. */
export function act<S>(game: Game<S>, match: Match<S>, seat: Seat, action: unknown): LogEntry {
  const { state, events } = apply(game, match.state, seat, action);
  const entry = logEntry(game, match.state, seat, action, events);
  match.state = state;
  match.log.push(entry);
  return entry;
}

/**
 * `act` without the copy: the action is checked, then stepped on `match.state` itself, and its log
 * entry comes back for the caller to add once it keeps the action (the log is left alone). A refusal
 * comes back as the RuleError, with nothing changed. A game that throws while stepping can leave the
 * state half-stepped: only a holder that can rebuild the state (the server replays its stored
 * actions) may use this; everyone else uses `act`.
 */
export function actInPlace<S>(
  game: Game<S>,
  match: Match<S>,
  seat: Seat,
  action: unknown,
): LogEntry | RuleError {
  const listed = findLegal(game, match.state, seat, action);
  if (listed instanceof RuleError) return listed;
  // Made before the step: the words and the secrecy belong to the position the action was chosen in.
  const entry = logEntry(game, match.state, seat, action, []);
  const events: GameEvent[] = [];
  game.step(match.state, seat, listed, { emit: (e) => events.push(e) });
  // An event may hold parts of the state, which later steps change in place: it keeps them as they
  // were after this step, as the copy that `act` steps would have kept them.
  entry.events = events.map(copyPlain);
  return entry;
}

function logEntry<S>(game: Game<S>, before: S, seat: Seat, action: unknown, events: GameEvent[]): LogEntry {
  const entry: LogEntry = { seat, action, text: game.describe(action, before), events };
  if (game.secret?.(before, seat, action)) entry.to = [seat];
  return entry;
}

export function saveMatch(match: Match<unknown>): SavedMatch {
  return {
    format: 'questbox-match',
    version: 1,
    game: match.game,
    options: match.options,
    seats: match.seats,
    seed: match.seed,
    actions: match.log.map((e) => ({ seat: e.seat, action: e.action })),
    hash: stateHash(match.state),
  };
}

/** Parses a saved match, failing with a clear message on a malformed file. */
export function parseSavedMatch(json: unknown): SavedMatch {
  const parsed = savedMatchSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new RuleError(
      'bad-match-file',
      `Not a questbox match: ${first.path.join('.') || 'file'}: ${first.message}.`,
    );
  }
  return parsed.data as SavedMatch;
}

/**
 * A match set up afresh and played through `actions`, each checked as when it was first taken; a
 * refused one is a `bad-replay` naming its number.
 */
export function playedThrough<S>(
  game: Game<S>,
  setup: { options?: unknown; seats: number; seed: string },
  actions: readonly { seat: Seat; action: unknown }[],
): Match<S> {
  return replayedInPlace(game, setup, actions, (e, i) => {
    if (e instanceof RuleError)
      throw new RuleError('bad-replay', `Action ${i + 1} was refused: ${e.message}`);
    throw e;
  });
}

/**
 * A match set up afresh and played through `actions`, each checked as `act` checks it, stepping
 * the one state the replay owns in place (`actInPlace`) instead of a copy per action: a long match
 * replays several times faster. The setup's state is copied once first, so a step never reaches
 * anything the game's `setup` may share. A refused action, or a step that throws, goes to `failed`
 * with its index, and the half-stepped match is dropped.
 */
function replayedInPlace<S>(
  game: Game<S>,
  setup: { options?: unknown; seats: number; seed: string },
  actions: readonly { seat: Seat; action: unknown }[],
  failed: (e: unknown, index: number) => never,
): Match<S> {
  const match = createMatch(game, setup);
  match.state = game.clone(match.state);
  actions.forEach(({ seat, action }, i) => {
    let entry: LogEntry | RuleError;
    try {
      entry = actInPlace(game, match, seat, action);
    } catch (e) {
      failed(e, i);
    }
    if (entry instanceof RuleError) failed(entry, i);
    match.log.push(entry);
  });
  return match;
}

/** Replays a saved match action by action; `verified` tells whether it reached the saved hash. */
export function replayMatch<S>(
  game: Game<S>,
  saved: SavedMatch,
): { match: Match<S>; verified: boolean; hash: string } {
  if (saved.game !== game.id)
    throw new RuleError('wrong-game', `This match is of ${saved.game}, not ${game.id}.`);
  const match = playedThrough(game, saved, saved.actions);
  const hash = stateHash(match.state);
  return { match, verified: hash === saved.hash, hash };
}

/** Loads a saved match, refusing one whose replay does not reach its hash. */
export function loadMatch<S>(game: Game<S>, json: unknown): Match<S> {
  const { match, verified, hash } = replayMatch(game, parseSavedMatch(json));
  if (!verified) throw new RuleError('hash-mismatch', `The replay reached state ${hash}, not the saved one.`);
  return match;
}

/**
 * Takes back `seat`'s last action, when it was the last one taken and it drew nothing random and
 * revealed nothing: an undo never goes past a die roll, a shuffle or a reveal. The match is
 * replayed through `earlier`, every action before the last one: by default its log's, given by a
 * holder whose log keeps only its latest entries (the server, which reads them from its store).
 */
export function undo<S>(
  game: Game<S>,
  match: Match<S>,
  seat: Seat,
  earlier: readonly { seat: Seat; action: unknown }[] = match.log.slice(0, -1),
): void {
  const last = match.log[match.log.length - 1];
  if (!last || last.seat !== seat)
    throw new RuleError('cannot-undo', 'You can only take back your own last action.');
  if (last.events.some((e) => e.reveal))
    throw new RuleError('cannot-undo', 'That action revealed something: it cannot be taken back.');
  const before = replayedInPlace(game, match, earlier, (e) => {
    throw e;
  });
  const rngOf = (s: unknown) => canonicalJson((s as { rng?: unknown }).rng);
  if (rngOf(before.state) !== rngOf(match.state)) {
    throw new RuleError('cannot-undo', 'That action rolled dice or drew at random: it cannot be taken back.');
  }
  match.state = before.state;
  match.log = before.log;
}

/** What `viewer` (null: a spectator) may read of a log entry: a secret action becomes "a secret choice". */
export function entryFor(
  entry: LogEntry,
  viewer: Seat | null,
): { seat: Seat; text: string; action?: unknown; events: GameEvent[] } {
  const events = visibleEvents(entry.events, viewer);
  if (entry.to && (viewer === null || !entry.to.includes(viewer)))
    return { seat: entry.seat, text: 'makes a secret choice', events };
  return { seat: entry.seat, text: entry.text, action: entry.action, events };
}
