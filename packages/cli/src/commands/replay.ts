import { readFileSync } from 'node:fs';
import { parseSavedMatch, replayMatch } from '@questbox/engine';
import { findGame, UsageError } from '../args';
import { printEntry } from '../log';

/** Prints the log of a saved match; with --verify, returns 1 when the replay misses the saved hash. */
export function replayCommand(file: string, flags: { verify?: boolean }): number {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const saved = parseSavedMatch(json);
  const game = findGame(saved.game);
  const { match, verified, hash } = replayMatch(game, saved);
  for (const [i, entry] of match.log.entries()) printEntry(i, entry, null, true);
  const result = game.result(match.state);
  console.log(result ? `Result: ${result.summary}` : 'The match is not finished.');
  if (!flags.verify) return 0;
  if (verified) {
    console.log(`Hash verified: ${hash}`);
    return 0;
  }
  console.error(`Hash mismatch: the replay reached ${hash}, the file says ${saved.hash}.`);
  return 1;
}
