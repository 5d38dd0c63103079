import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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

interface Target {
  url: string;
  /** CPU seconds the server process has used so far, when it is ours. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** User + system CPU seconds of a process, from /proc (Linux). */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function ownServer(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'questbox-load-'));
  const entry = join(dirname(fileURLToPath(import.meta.url)), '../process.ts');
  const options = {
    dbPath: values.db ?? join(dir, 'load.db'),
    // The load tool is one address opening thousands of sockets: the per-client limits do not apply to it.
    limits: {
      httpBurst: 1e9,
      httpPerSecond: 1e9,
      socketBurst: 1e9,
      socketPerSecond: 1e9,
      socketsPerAddress: 1e9,
    },
  };
  // Its own session, as a server started on its own would be: it does not share the generator's CPU slot.
  const child = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
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
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function print(report: LoadReport, cpu: { server: number | null; client: number }, load: number[]): void {
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
  const share = (seconds: number) => `${((100 * seconds) / report.seconds).toFixed(0)} % of a core`;
  const server = cpu.server === null ? 'not measured (--url)' : share(cpu.server);
  console.log(`cpu (play)   server ${server}, load generator ${share(cpu.client)}`);
  console.log(`generator    its event loop ran up to ${ms(report.generatorLagP99Ms)} late (p99)`);
  console.log(
    `machine      ${load[0].toFixed(1)} load average at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
}

const server: Target = url ? { url, cpuSeconds: () => null, stop: async () => {} } : await ownServer();
// The server is in a session of its own, so Ctrl-C does not reach it: stop it here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(130));
  });
}
try {
  console.log(`questbox load: ${matches} ${values.game} matches against ${server.url}`);
  const load = loadavg();
  let cpuAtStart: { server: number | null; client: NodeJS.CpuUsage } | null = null;
  const report = await runLoad({
    url: server.url,
    matches,
    thinkMs,
    game: values.game!,
    maxSeconds,
    seed: values.seed!,
    progress: (line) => console.log(`  ${line}`),
    onPlayStart: () => (cpuAtStart = { server: server.cpuSeconds(), client: process.cpuUsage() }),
  });
  const start = cpuAtStart as { server: number | null; client: NodeJS.CpuUsage } | null;
  const serverNow = server.cpuSeconds();
  const client = start ? process.cpuUsage(start.client) : process.cpuUsage();
  print(
    report,
    {
      server: serverNow !== null && start?.server != null ? serverNow - start.server : null,
      client: (client.user + client.system) / 1e6,
    },
    load,
  );
  process.exitCode = report.finished === report.matches && report.errors === 0 ? 0 : 1;
} finally {
  await server.stop();
}
