import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from '../../src/flags';
import { serverNodeFlags } from '../../src/heap';
import { runLoad } from '../../src/load/run';
import { processCpuSeconds, startOwnServer } from '../../src/own-server';
import { runBgioLoad } from './bgio-load';

/**
 * `npm run load:compare -- --matches 100 [--think-ms 1000]`: the same race load, every seat on its
 * own WebSocket, against questbox's server and against boardgame.io 0.50.2's, each in a process of
 * its own, one after the other; prints actions/s and p99 (action sent to every seat's update) for
 * both, and the ratios.
 */
const values = parseFlags(
  {
    matches: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '1000' },
    'max-seconds': { type: 'string', default: '300' },
    seed: { type: 'string', default: 'compare' },
  },
  'npm run load:compare -- [--matches 100] [--think-ms 1000] [--max-seconds 300] [--seed compare]',
);
const matches = Number(values.matches);
const thinkMs = Number(values['think-ms']);
const maxSeconds = Number(values['max-seconds']);
if (![matches, thinkMs, maxSeconds].every((n) => Number.isFinite(n) && n >= 0) || matches < 1) {
  console.error('--matches, --think-ms and --max-seconds are numbers (--matches at least 1).');
  process.exit(2);
}

interface Row {
  name: string;
  finished: number;
  actions: number;
  actionsPerSecond: number;
  p50: number;
  p99: number;
  serverCpuMsPerAction: number;
}

/**
 * boardgame.io's server in its own process, as questbox's is, with the same heap sizing: the two
 * runs differ by the servers' code only.
 */
async function startBgioServer() {
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'bgio-server.ts');
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    detached: true,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening (\S+)/);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`boardgame.io's server exited (${code}) before listening`)),
    );
  });
  return {
    url,
    cpuSeconds: () => processCpuSeconds(child.pid) ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const load = loadavg()[0];
const rows: Row[] = [];
{
  const server = await startOwnServer({ botDelayMs: thinkMs });
  try {
    let cpu = 0;
    const report = await runLoad({
      url: server.url,
      game: 'race',
      matches,
      thinkMs,
      maxSeconds,
      seed: values.seed!,
      onPlayStart: () => void (cpu = server.cpuSeconds() ?? 0),
      onPlayEnd: () => void (cpu = (server.cpuSeconds() ?? 0) - cpu),
    });
    rows.push({
      name: 'questbox',
      finished: report.finished,
      actions: report.actions,
      actionsPerSecond: report.actionsPerSecond,
      p50: report.latencyMs.all.p50,
      p99: report.latencyMs.all.p99,
      serverCpuMsPerAction: (1000 * cpu) / report.actions,
    });
  } finally {
    await server.stop();
  }
}
{
  const server = await startBgioServer();
  try {
    const cpu = server.cpuSeconds();
    const report = await runBgioLoad({ url: server.url, matches, thinkMs, maxSeconds, seed: values.seed! });
    rows.push({
      name: 'boardgame.io 0.50.2',
      finished: report.finished,
      actions: report.actions,
      actionsPerSecond: report.actionsPerSecond,
      p50: report.latencyMs.p50,
      p99: report.latencyMs.p99,
      serverCpuMsPerAction: (1000 * (server.cpuSeconds() - cpu)) / report.actions,
    });
  } finally {
    await server.stop();
  }
}

console.log(`race, ${matches} matches, 2 seats each on its own WebSocket, think ${thinkMs} ms (±50 %)`);
console.log('server                finished   actions   actions/s   p50 ms   p99 ms   server CPU ms/action');
for (const r of rows)
  console.log(
    `${r.name.padEnd(20)}  ${String(r.finished).padStart(8)}  ${String(r.actions).padStart(8)}  ${r.actionsPerSecond.toFixed(0).padStart(10)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${r.serverCpuMsPerAction.toFixed(3).padStart(21)}`,
  );
const [q, b] = rows;
console.log(
  `questbox / boardgame.io: actions/s x${(q.actionsPerSecond / b.actionsPerSecond).toFixed(2)}, ` +
    `p99 x${(q.p99 / b.p99).toFixed(2)} (below 1: questbox answers sooner), ` +
    `server CPU an action x${(q.serverCpuMsPerAction / b.serverCpuMsPerAction).toFixed(2)}`,
);
console.log(`machine: load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
