import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameById, listedGames } from '@questbox/games';
import { parseFlags } from '../flags';
import { startOwnServer } from '../own-server';
import { runLeaks } from './campaign';
import { printReport } from './report';

/**
 * `npm run leaks -- [--matches 1000] [--game <id>|all] [--seed leaks] [--parallel 4]
 *   [--max-actions 3000] [--greedy 0.75] [--out leaks-report.json] [--server-profile <folder>]`
 * Starts a server in its own process (SQLite in a temporary folder, bots moving at once), plays
 * that many matches of each game through it (`runLeaks`), scans every message every client
 * received, prints a short report and writes the whole one as JSON. Exits 1 on any finding.
 * Stopped by Ctrl-C or SIGTERM, it writes the report of the matches scanned so far, marked
 * `partial`, and exits 130 (143 for SIGTERM).
 */
const values = parseFlags(
  {
    matches: { type: 'string', default: '1000' },
    game: { type: 'string', default: 'all' },
    seed: { type: 'string', default: 'leaks' },
    parallel: { type: 'string', default: '4' },
    'max-actions': { type: 'string', default: '3000' },
    greedy: { type: 'string', default: '0.75' },
    out: { type: 'string', default: 'leaks-report.json' },
    'server-profile': { type: 'string' },
  },
  'npm run leaks -- [--matches 1000] [--game <id>|all] [--seed leaks] [--parallel 4] [--max-actions 3000] [--greedy 0.75] [--out leaks-report.json] [--server-profile <folder>]',
);
const whole = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};
const matches = whole(values.matches);
const parallel = whole(values.parallel);
const maxActions = whole(values['max-actions']);
if (matches === null || parallel === null || maxActions === null) {
  console.error('--matches, --parallel and --max-actions must be positive whole numbers.');
  process.exit(2);
}
const greedy = Number(values.greedy);
if (values.greedy!.trim() === '' || !(greedy >= 0 && greedy <= 1)) {
  console.error('--greedy must be a chance from 0 (random clients) to 1 (greedy clients).');
  process.exit(2);
}
const games = values.game === 'all' ? listedGames() : [gameById(values.game!)].filter((g) => g !== undefined);
if (games.length === 0) {
  console.error(
    `There is no game "${values.game}": use ${listedGames()
      .map((g) => g.id)
      .join(', ')} or all.`,
  );
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'questbox-leaks-'));
const dbPath = join(dir, 'leaks.db');
const server = await startOwnServer({
  dbPath,
  botDelayMs: 0,
  ...(values['server-profile'] ? { cpuProfileDir: values['server-profile'] } : {}),
});
// A first Ctrl-C or SIGTERM stops the campaign cleanly: the matches scanned so far make a partial
// report. A second one does not wait for that.
const stopping = new AbortController();
const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;
let stoppedBy: keyof typeof exitCodes | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stoppedBy) {
      server.stop().finally(() => process.exit(exitCodes[signal]));
      return;
    }
    stoppedBy = signal;
    console.log(`${signal}: stopping; the matches scanned so far make the report (again to quit at once)`);
    stopping.abort();
  });
try {
  console.log(
    `questbox leaks: ${matches} matches of ${games.map((g) => g.id).join(', ')}, seed "${values.seed}", clients greedy ${greedy * 100} % of the time, against ${server.url}`,
  );
  const load = loadavg();
  const report = await runLeaks({
    url: server.url,
    dbPath,
    games,
    matches,
    seed: values.seed!,
    parallel,
    maxActions,
    greedy,
    progress: (line) => console.log(`  ${line}`),
    signal: stopping.signal,
  });
  printReport(report, load);
  writeFileSync(values.out!, `${JSON.stringify({ ...report, loadAverage: load }, null, 2)}\n`);
  console.log(`report         ${values.out}${report.partial ? ' (partial)' : ''}`);
  process.exitCode = stoppedBy ? exitCodes[stoppedBy] : report.findings === 0 && report.stuck === 0 ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
