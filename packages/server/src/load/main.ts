import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startOwnServer } from '../own-server';
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

const server: Target = url
  ? { url, cpuSeconds: () => null, stop: async () => {} }
  : await startOwnServer(values.db);
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
