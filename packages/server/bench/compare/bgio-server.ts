import { Origins, Server } from 'boardgame.io/server';
import { raceBgio } from './race-bgio';

/**
 * boardgame.io's own server (Koa, socket.io transport, its in-memory storage) serving the race, in a
 * process of its own: `tsx bgio-server.ts`. Prints `listening <url>` once it accepts connections.
 */
// Its clients here are Node processes on loopback.
const server = Server({ games: [raceBgio], origins: [Origins.LOCALHOST] });
const running = await server.run({ port: 0 });
const address = running.appServer.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`listening http://127.0.0.1:${port}\n`);
const stop = () => {
  server.kill(running);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
