import { gameById } from '@questbox/games';
import { StoredMatches } from './authority';
import { type MatchOptions, playAndScan, type RunnerMessage } from './campaign';

/**
 * One runner of the leak campaign, started by `runLeaks` with `tsx runner.ts '<options as JSON>'`
 * (the server's address and SQLite file, the seed, the action bound): it plays and scans the
 * matches it is sent on its IPC channel, one at a time (`{ type: 'play', game, n }`), and answers
 * each with its figures. `{ type: 'stop' }` drops the match being played (answered with null). It
 * exits when the campaign does.
 */
const { dbPath, ...options }: MatchOptions & { dbPath: string } = JSON.parse(process.argv[2] ?? '{}');
const store = new StoredMatches(dbPath);
const stopping = new AbortController();
const answer = (m: RunnerMessage) => process.send?.(m);

process.on('message', (m: { type: 'play'; game: string; n: number } | { type: 'stop' }) => {
  if (m.type === 'stop') {
    stopping.abort();
    return;
  }
  const game = gameById(m.game);
  if (!game) return answer({ type: 'failed', error: `there is no game "${m.game}"` });
  if (stopping.signal.aborted) return answer({ type: 'played', figures: null });
  playAndScan({ ...options, signal: stopping.signal }, store, game, m.n).then(
    (figures) => answer({ type: 'played', figures }),
    (e) => answer({ type: 'failed', error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
const quit = () => {
  store.close();
  process.exit(0);
};
process.on('disconnect', quit);
process.on('SIGTERM', quit);
answer({ type: 'ready' });
