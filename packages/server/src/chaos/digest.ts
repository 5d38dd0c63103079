import { type AnyGame, canonicalJson, hashString, type Match } from '@questbox/engine';
import { LiveMatch } from '../live';
import type { MatchRecord } from '../store/types';
import { buildUpdate } from '../updates';

/** The part of an update that the match's state decides: the seat's view, its options, the result. */
interface Shown {
  view: unknown;
  legal: { action: unknown; text: string }[];
  result: unknown;
}

/** What a seat was shown at one version, as a short hash: two different ones are two states. */
export function digestOf(update: Shown): string {
  return hashString(canonicalJson({ view: update.view, legal: update.legal, result: update.result }));
}

/**
 * The digest a seat must have been shown for a match at `match`'s state, built by the server's own
 * update code from a replayed match (so the check and the server cannot disagree on what a seat sees).
 */
export function replayedDigest(game: AnyGame, match: Match, seats: number, seat: number): string {
  const result = game.result(match.state);
  const record: MatchRecord = {
    id: 'replay',
    game: game.id,
    options: match.options,
    seed: match.seed,
    seeded: true,
    seats: Array.from({ length: seats }, () => ({ kind: 'human' as const, tokenHash: null })),
    awayMinutes: null,
    turnSeconds: null,
    createdAt: '',
    updatedAt: '',
    status: result ? 'finished' : 'running',
    result,
    version: match.log.length,
    undos: 0,
    rematch: null,
  };
  // Built from a replay, never stepped: nothing to rebuild it from.
  const live = new LiveMatch(record, game, match, async () => {
    throw new Error('A replayed match has no store to be rebuilt from.');
  });
  return digestOf(buildUpdate(live, seat, match.log.length, false));
}
