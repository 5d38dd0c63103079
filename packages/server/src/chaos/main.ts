import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFlags } from '../flags';
import { startCluster } from '../postgres-cluster';
import { type ChaosReport, runChaos } from './campaign';

/**
 * `npm run chaos -- [--kills 100] [--store sqlite|postgres|both] [--seed chaos] [--matches 12]
 *   [--games castle-panic,legitimacy] [--out chaos-report.json]`
 * The crash campaign (see `runChaos`): on SQLite in a temporary folder, and on a throwaway
 * PostgreSQL cluster with two servers. Prints a short report per store, writes them all as JSON,
 * and exits 1 on any violation.
 */
const values = parseFlags(
  {
    kills: { type: 'string', default: '100' },
    store: { type: 'string', default: 'both' },
    seed: { type: 'string', default: 'chaos' },
    matches: { type: 'string', default: '12' },
    out: { type: 'string', default: 'chaos-report.json' },
    games: { type: 'string' },
  },
  'npm run chaos -- [--kills 100] [--store sqlite|postgres|both] [--seed chaos] [--matches 12] [--games castle-panic,legitimacy] [--out chaos-report.json]',
);
const kills = Number(values.kills);
const matches = Number(values.matches);
const stores = values.store === 'both' ? ['sqlite', 'postgres'] : [values.store!];
if (!Number.isInteger(kills) || kills < 1 || !Number.isInteger(matches) || matches < 1) {
  console.error('--kills and --matches must be positive whole numbers.');
  process.exit(2);
}
if (!stores.every((s) => s === 'sqlite' || s === 'postgres')) {
  console.error('--store must be sqlite, postgres or both.');
  process.exit(2);
}

function print(r: ChaosReport): void {
  const c = r.check;
  const games = Object.entries(r.matchesByGame)
    .map(([g, n]) => `${g} ${n}`)
    .join(', ');
  console.log(
    `${r.store} (${r.servers} server${r.servers > 1 ? 's' : ''}), seed "${r.seed}", ${r.seconds.toFixed(0)} s`,
  );
  console.log(
    `  kills        ${r.kills} (${r.killsByKind.write} right after an act, ${r.killsByKind.bot} on a bot's turn, ${r.killsByKind.moment} at a random moment); back in ${r.restartMs.median.toFixed(0)} ms (worst ${r.restartMs.max.toFixed(0)} ms)`,
  );
  console.log(`  matches      ${c.matches} stored (${games})`);
  console.log(
    `  actions      ${c.storedActions} stored, ${c.acks} acknowledged to clients (${c.resentAcks} after a resend), ${r.updates} updates seen`,
  );
  const byKind: Record<string, number> = {};
  for (const v of c.violations) byKind[v.kind] = (byKind[v.kind] ?? 0) + 1;
  console.log(
    `  violations   ${c.violations.length}${
      c.violations.length
        ? ` (${Object.entries(byKind)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')})`
        : ''
    }${r.stalled ? ', and the run STALLED' : ''}`,
  );
  for (const v of c.violations.slice(0, 10)) console.log(`    ${v.kind} ${v.match}: ${v.detail}`);
}

const reports: ChaosReport[] = [];
const load = loadavg();
for (const store of stores) {
  const progress = (line: string) => console.log(`  ${store}: ${line}`);
  const games = values.games?.split(',');
  const options = { kills, matches, seed: values.seed!, games, progress };
  if (store === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'questbox-chaos-'));
    try {
      reports.push(await runChaos({ ...options, store: { dbPath: join(dir, 'questbox.db') } }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    const cluster = await startCluster();
    try {
      reports.push(await runChaos({ ...options, store: { postgresUrl: cluster.url } }));
    } finally {
      cluster.stop();
    }
  }
  print(reports[reports.length - 1]);
}
console.log(
  `machine        load average ${load[0].toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);
writeFileSync(values.out!, `${JSON.stringify({ loadAverage: load, reports }, null, 2)}\n`);
console.log(`report         ${values.out}`);
process.exitCode = reports.every((r) => r.check.violations.length === 0 && !r.stalled) ? 0 : 1;
