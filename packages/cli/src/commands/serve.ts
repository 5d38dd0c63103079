import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCount } from '../args';

/** The built web app, served at / when it exists (`npm run build`). */
const webRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function serveCommand(flags: { port: string; host: string; db: string }): Promise<void> {
  const port = parseCount('--port', flags.port, 0);
  const { startServer } = await import('@questbox/server');
  const server = await startServer({
    port,
    host: flags.host,
    dbPath: flags.db,
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
