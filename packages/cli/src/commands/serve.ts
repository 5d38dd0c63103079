import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseCount, parsePositive, UsageError } from '../args';

/** The built web app, served at / when it exists (`npm run build`). */
const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface ServeFlags {
  port: string;
  host: string;
  db: string;
  postgres?: string;
  awayMinutes?: string;
  idleMinutes: string;
  emptyMinutes: string;
}

export async function serveCommand(flags: ServeFlags): Promise<void> {
  const port = parseCount('--port', flags.port, 0);
  const awayMinutes =
    flags.awayMinutes === undefined ? undefined : parsePositive('--away-minutes', flags.awayMinutes);
  const idleMinutes = parsePositive('--idle-minutes', flags.idleMinutes);
  const emptyMinutes = parsePositive('--empty-minutes', flags.emptyMinutes);
  if (flags.postgres !== undefined && !/^postgres(ql)?:\/\//.test(flags.postgres))
    throw new UsageError(`--postgres takes a postgres:// address, not "${flags.postgres}".`);
  const { startServer, hasServerNodeFlags, serverNodeFlags } = await import('@questbox/server');
  // The server's V8 flags are set on a process's command line only: without them, the same
  // command runs again in a process started with them.
  if (!hasServerNodeFlags()) return runWith(serverNodeFlags);
  const server = await startServer({
    port,
    host: flags.host,
    dbPath: flags.db,
    postgresUrl: flags.postgres,
    awayMinutes,
    idleMinutes,
    emptyMinutes,
    webRoot: existsSync(webRoot) ? webRoot : undefined,
  });
  console.log(`questbox is serving at ${server.url}`);
  if (!existsSync(webRoot))
    console.log('The web app is not built: run `npm run build` to play in a browser.');
  let stopping = false;
  const stop = async () => {
    // Ctrl-C reaches this process twice when it runs under `runWith`: once is enough.
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Runs this command again in a child process with `flags`, passes it the signals, exits as it does. */
async function runWith(flags: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 1)),
    ),
  );
  process.exit(code);
}
