import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseFlags } from '../flags';
import { startOwnServer } from '../own-server';
import { type CampaignReport, runCampaign } from './campaign';

/**
 * `npm run fuzz -- [--inputs 100000] [--tables 2] [--seed fuzz] [--out fuzz-report.json]`
 * Starts a server in its own process (SQLite in a temporary folder), sends it the hostile inputs of
 * the campaign over every registered game, prints a short report and writes the whole one as JSON.
 * Exits 1 on any violation or when the server process died.
 */
const values = parseFlags(
  {
    inputs: { type: 'string', default: '100000' },
    seed: { type: 'string', default: 'fuzz' },
    out: { type: 'string', default: 'fuzz-report.json' },
    tables: { type: 'string', default: '2' },
  },
  'npm run fuzz -- [--inputs 100000] [--tables 2] [--seed fuzz] [--out fuzz-report.json]',
);
const inputs = Number(values.inputs);
const tables = Number(values.tables);
if (!Number.isInteger(inputs) || inputs < 1 || !Number.isInteger(tables) || tables < 1) {
  console.error('--inputs and --tables must be positive whole numbers.');
  process.exit(2);
}

function print(report: CampaignReport, alive: boolean, load: number[]): void {
  const top = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  console.log(`games        ${report.games.join(', ')}`);
  console.log(
    `inputs       ${report.inputs} hostile in ${report.seconds.toFixed(1)} s (${report.inputsPerSecond.toFixed(0)}/s), ${report.legalMoves} legal moves between them`,
  );
  console.log(`kinds        ${top(report.byKind)}`);
  console.log(`answers      ${top(report.answers)}`);
  console.log(`matches      ${report.matches} played, ${report.finished} to their end`);
  console.log(`server       ${alive && report.serverAnswersAfter ? 'alive and answering' : 'DIED'}`);
  console.log(`violations   ${report.violations}`);
  for (const v of report.examples.slice(0, 10))
    console.log(`  ${v.game} ${v.kind}: ${v.problem}: ${v.input.slice(0, 120)}`);
  console.log(
    `machine      ${load[0].toFixed(1)} load average at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
}

const server = await startOwnServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.stop().finally(() => process.exit(130));
  });
try {
  console.log(`questbox fuzz: ${inputs} hostile inputs, seed "${values.seed}", against ${server.url}`);
  const load = loadavg();
  const report = await runCampaign({
    url: server.url,
    inputs,
    seed: values.seed!,
    tablesPerGame: tables,
    progress: (line) => console.log(`  ${line}`),
  });
  const alive = server.alive();
  print(report, alive, load);
  writeFileSync(
    values.out!,
    `${JSON.stringify({ ...report, serverAlive: alive, loadAverage: load }, null, 2)}\n`,
  );
  console.log(`report       ${values.out}`);
  process.exitCode = report.violations === 0 && alive && report.serverAnswersAfter ? 0 : 1;
} finally {
  await server.stop();
}
