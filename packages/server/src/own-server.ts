import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A server the load tool or the fuzz campaign started in a process of its own. */
export interface OwnServer {
  url: string;
  /** CPU seconds the server process has used so far (Linux), or null. */
  cpuSeconds(): number | null;
  /** The process's memory, after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** False once the process has exited (a crash, when nobody stopped it). */
  alive(): boolean;
  stop(): Promise<void>;
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

export interface OwnServerOptions {
  /** SQLite file; default a temporary folder's. */
  dbPath?: string;
  /** How long the server's bots wait before they move (the server's default when absent). */
  botDelayMs?: number;
  /** Write a CPU profile of the server (`--cpu-prof`) into this folder when it stops. */
  cpuProfileDir?: string;
}

/**
 * Starts `process.ts` with SQLite in a temporary folder (or `dbPath`) and no per-client limits: the
 * tool is one address opening many sockets. In a session of its own, as a server started on its own
 * would be, so it does not share the tool's CPU slot.
 */
export async function startOwnServer(own: OwnServerOptions = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'questbox-own-'));
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'process.ts');
  const options = {
    dbPath: own.dbPath ?? join(dir, 'questbox.db'),
    ...(own.botDelayMs === undefined ? {} : { botDelayMs: own.botDelayMs }),
    limits: {
      httpBurst: 1e9,
      httpPerSecond: 1e9,
      socketBurst: 1e9,
      socketPerSecond: 1e9,
      socketsPerAddress: 1e9,
    },
  };
  const profile = own.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${own.cpuProfileDir}`] : [];
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...profile, '--import', 'tsx', entry, JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], detached: true },
  );
  let running = true;
  const exited = new Promise<void>((r) =>
    child.once('exit', () => {
      running = false;
      r();
    }),
  );
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
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve((m as { memory: NodeJS.MemoryUsage }).memory));
        child.send('memory');
      }),
    alive: () => running,
    async stop() {
      if (running) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
