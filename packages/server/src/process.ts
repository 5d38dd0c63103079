import { startWith } from './index';

/**
 * Runs a server as its own process, for the load tool and the crash and multi-server tests:
 * `tsx process.ts '<options as JSON>'`. Prints `listening <url>` once it accepts connections.
 * With `"standby": true` it loads its code (printing `loaded`), then waits for a line on its standard input before it
 * opens its store and listens (a restart that is ready at once), and it exits when that input
 * closes, so a server started by a tool never outlives the tool. It answers the message `memory` on
 * its IPC channel, when it has one, with its memory in use.
 */
const { standby, ...options } = JSON.parse(process.argv[2] ?? '{}');
if (standby) {
  process.stdout.write('loaded\n');
  await new Promise<void>((resolve) => {
    process.stdin.once('data', () => resolve());
    process.stdin.once('end', () => process.exit(0));
  });
  process.stdin.on('end', () => process.exit(0));
}
const server = await startWith({ port: 0, dbPath: ':memory:', ...options });
process.stdout.write(`listening ${server.url}\n`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by the load tool, which asks for the memory in use (after a full collection, with --expose-gc).
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The tool that started it is gone: nobody will stop it.
process.on('disconnect', stop);
