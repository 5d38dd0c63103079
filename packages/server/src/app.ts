import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { AnyGame } from '@questbox/engine';
import { allGames, gameById, listedGames } from '@questbox/games';
import Fastify, { type FastifyError } from 'fastify';
import { BotSeats } from './bots';
import { ApiError, errorBody } from './errors';
import { defaultLimits, type Limits, RateLimiter } from './limits';
import { MatchService } from './matches';
import { registerRoutes } from './routes';
import { SocketHub } from './sockets';
import { openPostgresStore } from './store/postgres';
import { openSqliteStore } from './store/sqlite';
import type { Store } from './store/types';

export interface AppOptions {
  dbPath: string;
  postgresUrl?: string;
  webRoot?: string;
  botDelayMs?: number;
  awayMinutes?: number;
  limits?: Partial<Limits>;
  /** The games to serve; the registry's by default (tests add games of their own). */
  games?: AnyGame[];
}

/** Builds the server (not yet listening): storage, matches, bots, sockets, routes, web app. */
export async function buildApp(options: AppOptions) {
  const limits: Limits = { ...defaultLimits, ...options.limits };
  const games = options.games
    ? { listed: () => options.games!.filter((g) => !g.unlisted), all: () => options.games!.slice() }
    : { listed: listedGames, all: allGames };
  const findGame = options.games ? (id: string) => options.games!.find((g) => g.id === id) : gameById;
  const store: Store = options.postgresUrl
    ? await openPostgresStore(options.postgresUrl)
    : await openSqliteStore(options.dbPath);
  const service = new MatchService(store, findGame, options.awayMinutes ?? null);
  const botSeats = new BotSeats(service, options.botDelayMs ?? 400);
  const hub = new SocketHub(service, limits);

  const app = Fastify({ bodyLimit: limits.messageBytes, logger: false });
  const httpLimiter = new RateLimiter(limits.httpPerSecond, limits.httpBurst);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (!httpLimiter.take(request.ip))
      throw new ApiError(429, 'rate-limited', 'Too many requests: slow down.');
  });
  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(errorBody('too-large', `A body is at most ${limits.messageBytes} bytes.`));
    if (status >= 400 && status < 500) return reply.code(400).send(errorBody('bad-request', error.message));
    console.error('questbox: request failed:', error);
    return reply.code(500).send(errorBody('server-error', 'The server failed on that request.'));
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: limits.messageBytes * 4 } });
  app.get('/ws', { websocket: true }, (socket, request) => hub.accept(socket, request.ip));
  registerRoutes(app, service, games);

  const webRoot = options.webRoot && existsSync(options.webRoot) ? resolve(options.webRoot) : null;
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api') || path === '/ws' || !webRoot || request.method !== 'GET') {
      return reply.code(404).send(errorBody('not-found', `Nothing at ${request.method} ${path}.`));
    }
    return reply.sendFile('index.html');
  });

  await service.resumeAll();

  return {
    app,
    service,
    async close() {
      botSeats.close();
      hub.close();
      await app.close();
      await store.close();
    },
  };
}
