import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gameById, listedGames } from '@questbox/games';
import { startOwnServer } from '../own-server';
import { runLeaks } from './campaign';
import { printReport } from './report';

/**
 * `npm run leaks -- [--matches 1000] [--game <id>|all] [--seed leaks] [--parallel 4]
 *   [--max-actions 3000] [--out leaks-report.json] [--server-profile <folder>]`
 * Starts a server in its own process (SQLite in a temporary folder, bots moving at once), plays
 * that many matches of each game through it (`runLeaks`), scans every message every client
 * received, prints a short report and writes the whole one as JSON. Exits 1 on any finding.
 */
const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '1000' },
    game: { type: 'string', default: 'all' },
    seed: { type: 'string', default: 'leaks' },
    parallel: { type: 'string', default: '4' },
    'max-actions': { type: 'string', default: '3000' },
    out: { type: 'string', default: 'leaks-report.json' },
    'server-profile': { type: 'string' },
  },
});
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
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.stop().finally(() => process.exit(130));
  });
try {
  console.log(
    `questbox leaks: ${matches} matches of ${games.map((g) => g.id).join(', ')}, seed "${values.seed}", against ${server.url}`,
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
    progress: (line) => console.log(`  ${line}`),
  });
  printReport(report, load);
  writeFileSync(values.out!, `${JSON.stringify({ ...report, loadAverage: load }, null, 2)}\n`);
  console.log(`report         ${values.out}`);
  process.exitCode = report.findings === 0 && report.stuck === 0 ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
