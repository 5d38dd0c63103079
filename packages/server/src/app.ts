import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { AnyGame } from '@questbox/engine';
import { allGames, gameById, listedGames } from '@questbox/games';
import Fastify from 'fastify';
import { BotSeats } from './bots';
import { ApiError } from './errors';
import { answerErrorsAsApi, errorAnswer } from './http-errors';
import { defaultLimits, type Limits, RateLimiter } from './limits';
import { type LobbyRules, MatchService } from './matches';
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
  /** How long a server holds a match's bot turns after its last bot move (PostgreSQL, several servers). */
  botLeaseMs?: number;
  awayMinutes?: number;
  /** When open matches leave the lobby's list: idle, or waiting with nobody at the table. */
  idleMinutes?: number;
  emptyMinutes?: number;
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
  const lobby: Partial<LobbyRules> = {};
  if (options.idleMinutes !== undefined) lobby.idleMinutes = options.idleMinutes;
  if (options.emptyMinutes !== undefined) lobby.emptyMinutes = options.emptyMinutes;
  const service = new MatchService(store, findGame, options.awayMinutes ?? null, lobby);
  const botSeats = new BotSeats(service, options.botDelayMs ?? 400, options.botLeaseMs ?? 10_000);
  const hub = new SocketHub(service, limits);

  const answerError = errorAnswer(limits.messageBytes);
  const app = Fastify({
    bodyLimit: limits.messageBytes,
    logger: false,
    // The framework's own errors (a bad URL, an over-long match id) take the API's error format too.
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
  });
  const methodsAt = answerErrorsAsApi(app, answerError);
  const httpLimiter = new RateLimiter(limits.httpPerSecond, limits.httpBurst);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (!httpLimiter.take(request.ip))
      throw new ApiError(429, 'rate-limited', 'Too many requests: slow down.');
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: limits.messageBytes * 4 } });
  app.route({
    method: 'GET',
    url: '/ws',
    // An upgrade whose handshake is malformed is answered here, in the API's format.
    preHandler: async (request) => {
      if (request.ws && !goodHandshake(request.headers))
        throw new ApiError(400, 'bad-handshake', 'A WebSocket handshake needs version 13 and a valid key.');
    },
    handler: async () => {
      throw new ApiError(426, 'upgrade-required', 'Open /ws as a WebSocket.', { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => hub.accept(socket, request.ip),
  });
  registerRoutes(app, service, games);

  const webRoot = options.webRoot && existsSync(options.webRoot) ? resolve(options.webRoot) : null;
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = methodsAt(path);
    if (allowed.length > 0) {
      const message = `${path} answers ${allowed.join(', ')}, not ${request.method}.`;
      throw new ApiError(405, 'method-not-allowed', message, { allow: allowed.join(', ') });
    }
    if (path.startsWith('/api') || path === '/ws' || !webRoot || request.method !== 'GET')
      throw new ApiError(404, 'not-found', `Nothing at ${request.method} ${path}.`);
    return reply.sendFile('index.html');
  });

  await service.resumeAll();

  return {
    app,
    service,
    botSeats,
    async close() {
      botSeats.close();
      hub.close();
      await app.close();
      await store.close();
    },
  };
}

/** What ws checks before it upgrades: version 13 and a key of 16 bytes in base64. */
function goodHandshake(headers: Record<string, string | string[] | undefined>): boolean {
  const key = headers['sec-websocket-key'];
  return (
    headers['sec-websocket-version'] === '13' &&
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key) &&
    String(headers.upgrade).toLowerCase() === 'websocket'
  );
}
