import { startWith } from './index';

/**
 * Runs a server as its own process, for the load tool and the crash and multi-server tests:
 * `tsx process.ts '<options as JSON>'`. Prints `listening <url>` once it accepts connections.
 */
const options = JSON.parse(process.argv[2] ?? '{}');
const server = await startWith({ port: 0, dbPath: ':memory:', ...options });
process.stdout.write(`listening ${server.url}\n`);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
