import { existsSync } from 'node:fs';
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
  const { startServer } = await import('@questbox/server');
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
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
