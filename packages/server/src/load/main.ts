import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type LoadReport, runLoad } from './run';

/**
 * `npm run load -- --matches 1000 [--think-ms 1000] [--url http://127.0.0.1:8080]`
 * Without --url it starts a server of its own (SQLite in a temporary folder, or --db) in another
 * process, so the figures include real storage and real sockets, and stops it at the end.
 */
const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '1000' },
    url: { type: 'string' },
    game: { type: 'string', default: 'race' },
    'max-seconds': { type: 'string', default: '300' },
    seed: { type: 'string', default: 'load' },
    db: { type: 'string' },
  },
});

function positive(name: string, text: string, allowZero = false): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, not "${text}".`);
    process.exit(2);
  }
  return n;
}

const matches = Math.floor(positive('matches', values.matches!));
const thinkMs = positive('think-ms', values['think-ms']!, true);
const maxSeconds = positive('max-seconds', values['max-seconds']!);

const url = (values.url ?? '').replace(/\/$/, '');
if (url && !/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url)) {
  console.error('--url must be a loopback address (127.0.0.1, localhost or [::1]).');
  process.exit(2);
}

async function ownServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'questbox-load-'));
  const entry = join(dirname(fileURLToPath(import.meta.url)), '../process.ts');
  const options = {
    dbPath: values.db ?? join(dir, 'load.db'),
    // The load tool is one address opening thousands of sockets: the per-client limits do not apply to it.
    limits: { httpBurst: 1e9, httpPerSecond: 1e9, socketBurst: 1e9, socketPerSecond: 1e9 },
  };
  const child = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\S+)/);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return {
    url: address,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function print(report: LoadReport): void {
  const l = report.latencyMs;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `matches      ${report.finished}/${report.matches} finished${report.timedOut ? ' (stopped at --max-seconds)' : ''}`,
  );
  console.log(`sockets      ${report.sockets}`);
  console.log(`think        ${thinkMs} ms (jittered ±50 %)`);
  console.log(
    `actions      ${report.actions} in ${report.seconds.toFixed(1)} s: ${report.actionsPerSecond.toFixed(0)} actions/s`,
  );
  console.log(
    `latency      p50 ${ms(l.p50)}, p90 ${ms(l.p90)}, p99 ${ms(l.p99)}, max ${ms(l.max)} (action sent to every seat's update)`,
  );
  console.log(`refused      ${report.rejected} rejected, ${report.errors} errors`);
  console.log(`setup        ${report.setupSeconds.toFixed(1)} s to create, join and attach`);
}

const server = url ? { url, stop: async () => {} } : await ownServer();
try {
  console.log(`questbox load: ${matches} ${values.game} matches against ${server.url}`);
  const report = await runLoad({
    url: server.url,
    matches,
    thinkMs,
    game: values.game!,
    maxSeconds,
    seed: values.seed!,
    progress: (line) => console.log(`  ${line}`),
  });
  print(report);
  process.exitCode = report.finished === report.matches && report.errors === 0 ? 0 : 1;
} finally {
  await server.stop();
}
