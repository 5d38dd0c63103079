import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './heap';
import { toolLimits } from './limits';

/** A server the load tool, the fuzz campaign or the crash campaign started in a process of its own. */
export interface OwnServer {
  url: string;
  /** CPU seconds the server process has used so far (Linux), or null. */
  cpuSeconds(): number | null;
  /** The process's memory, after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** How late the process's event loop ran, and how long its actions waited for the store, since the last call. */
  timings(): Promise<ServerTimings>;
  /** False once the process has exited (a crash, when nobody stopped it). */
  alive(): boolean;
  /** `kill -9`: resolves once the process has exited. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A duration over a period, in ms, by percentile and at worst. */
export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

/**
 * How late the server's event loop ran (beyond its 10 ms timer); how long an accepted action waited
 * for the match's earlier work, and for its commit; and its whole time in the server's match service.
 */
export interface ServerTimings {
  loopDelay: Spread;
  lockWait: Spread;
  storeWait: Spread;
  actTime: Spread;
  /** The pauses of its young generation's garbage collections (scavenges), and how many there were. */
  gcYoung: Spread & { count: number };
  /** The same of its collections of the whole heap (mark and compact). */
  gcWhole: Spread & { count: number };
}

/** A server process with its code loaded, waiting to open its store and listen. */
export interface ReadyServer {
  /** True once its code is loaded: `start` then only opens the store and listens. */
  loaded(): boolean;
  start(): Promise<OwnServer>;
  /** Ends the process without starting it. */
  discard(): Promise<void>;
}

/** What a server process is started with (see `ServerOptions`). */
export interface OwnServerOptions {
  /** SQLite file; `startOwnServer` uses a temporary folder's when absent. */
  dbPath?: string;
  postgresUrl?: string;
  /** How long the server's bots wait before they move (the server's default when absent). */
  botDelayMs?: number;
  botLeaseMs?: number;
  /** Write a CPU profile of the server (`--cpu-prof`) into this folder when it stops. */
  cpuProfileDir?: string;
}

/** User + system CPU seconds of a process, from /proc (Linux). */
export function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Starts `process.ts` with SQLite in a temporary folder (or `dbPath`) and no per-client limits: the
 * tool is one address opening many sockets.
 */
export async function startOwnServer(own: OwnServerOptions = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'questbox-own-'));
  const server = await readyServer({ ...own, dbPath: own.dbPath ?? join(dir, 'questbox.db') }).start();
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Spawns `process.ts` in standby: it loads its code at once, and opens its store and listens when
 * `start` is called, so a crashed server can be replaced in a fraction of a second. In a session of
 * its own, as a server started on its own would be, so it does not share the tool's CPU slot; it
 * exits when the tool does.
 */
export function readyServer(own: OwnServerOptions): ReadyServer {
  const { cpuProfileDir, ...options } = own;
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'process.ts');
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...serverNodeFlags,
      ...profile,
      '--import',
      'tsx',
      entry,
      JSON.stringify({ ...options, limits: toolLimits, standby: true }),
    ],
    { stdio: ['pipe', 'pipe', 'inherit', 'ipc'], detached: true },
  );
  let running = true;
  let loaded = false;
  const exited = new Promise<void>((r) =>
    child.once('exit', () => {
      running = false;
      r();
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      loaded ||= out.includes('loaded\n');
      const m = out.match(/listening (\S+)/);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  // Not started yet, it must not count as a failure nobody awaits.
  listening.catch(() => undefined);
  /** Asks the process over IPC; the answer is the message that carries `key`. */
  const ask = <T>(key: 'memory' | 'timings') =>
    new Promise<T>((resolve) => {
      const answer = (m: unknown) => {
        if (typeof m !== 'object' || m === null || !(key in m)) return;
        child.off('message', answer);
        resolve((m as Record<string, T>)[key]);
      };
      child.on('message', answer);
      child.send(key);
    });
  const kill = async (signal: NodeJS.Signals) => {
    if (running) child.kill(signal);
    await exited;
  };
  return {
    loaded: () => loaded,
    async start() {
      child.stdin!.write('go\n');
      const url = await listening;
      return {
        url,
        cpuSeconds: () => processCpuSeconds(child.pid),
        memory: () => ask<NodeJS.MemoryUsage>('memory'),
        timings: () => ask<ServerTimings>('timings'),
        alive: () => running,
        kill: () => kill('SIGKILL'),
        stop: () => kill('SIGTERM'),
      };
    },
    discard: () => kill('SIGKILL'),
  };
}
