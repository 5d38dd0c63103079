import { botsFor } from '@questbox/bots';
import { type AnyGame, describeOptions } from '@questbox/engine';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './errors';
import { viewAt, viewerOf } from './history';
import type { MatchService } from './matches';
import { createMatchBody, firstIssue, gamesQuery, joinBody, matchListQuery } from './schemas';

/** Parses client input with a schema, or answers 400 bad-request naming the first problem. */
function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, 'bad-request', firstIssue(parsed.error));
  return parsed.data;
}

function gameListing(game: AnyGame) {
  return {
    id: game.id,
    title: game.title,
    seats: game.seats,
    unlisted: game.unlisted === true,
    options: describeOptions(game),
    bots: botsFor(game),
  };
}

/** The JSON API under /api. */
export function registerRoutes(
  app: FastifyInstance,
  service: MatchService,
  games: { listed: () => AnyGame[]; all: () => AnyGame[] },
): void {
  app.get('/api/games', async (request) => {
    const query = parse(gamesQuery, request.query);
    const list = query.all === 'true' ? games.all() : games.listed();
    return { games: list.map(gameListing) };
  });

  app.post('/api/matches', async (request, reply) => {
    const body = parse(createMatchBody, request.body);
    const record = await service.create(body);
    reply.code(201);
    return {
      id: record.id,
      seats: record.seats.map((s, seat) =>
        s.kind === 'bot' ? { seat, kind: s.kind, bot: s.bot } : { seat, kind: s.kind },
      ),
    };
  });

  app.post<{ Params: { id: string; seat: string } }>('/api/matches/:id/seats/:seat/join', async (request) => {
    const { id } = request.params;
    const seat = Number(request.params.seat);
    // Only the canonical number: "01" or "1.0" is not seat 1.
    if (!/^(0|[1-9]\d{0,2})$/.test(request.params.seat))
      throw new ApiError(404, 'unknown-seat', `There is no seat "${request.params.seat}".`);
    const body = parse(joinBody, request.body ?? undefined);
    const { token } = await service.join(id, seat, body?.name ?? null);
    return { match: id, seat, token };
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id', async (request) => {
    const match = await service.describe(request.params.id);
    if (!match) throw new ApiError(404, 'unknown-match', `There is no match "${request.params.id}".`);
    return match;
  });

  // What a seat (its token) or a spectator (no token) saw at an earlier version: the replay and the history slider.
  app.get<{ Params: { id: string; version: string } }>(
    '/api/matches/:id/versions/:version',
    async (request) => {
      const live = await service.get(request.params.id);
      if (!live) throw new ApiError(404, 'unknown-match', `There is no match "${request.params.id}".`);
      const version = Number(request.params.version);
      const unknown = () =>
        new ApiError(
          404,
          'unknown-version',
          `This match has no version "${request.params.version}" (it is at ${live.version}).`,
        );
      if (!/^(0|[1-9]\d{0,5})$/.test(request.params.version) || version > live.version) throw unknown();
      const seat = viewerOf(service, live, request.headers.authorization);
      return service.withFullLog(live, (log) => {
        // An action taken back while the log was replayed.
        if (version > log.length) throw unknown();
        return viewAt(live, seat, version, log);
      });
    },
  );

  // A player of a finished match (its seat token) asks for the rematch; every player then finds it.
  app.post<{ Params: { id: string } }>('/api/matches/:id/rematch', async (request) => {
    const live = await service.get(request.params.id);
    if (!live) throw new ApiError(404, 'unknown-match', `There is no match "${request.params.id}".`);
    if (viewerOf(service, live, request.headers.authorization) === null)
      throw new ApiError(403, 'not-a-player', 'Only a player of this match may ask for its rematch.');
    const rematch = await service.rematch(live);
    return { match: live.id, rematch };
  });

  app.get('/api/matches', async (request) => {
    const query = parse(matchListQuery, request.query);
    return { matches: await service.list({ ...query, limit: query.limit ?? 100 }) };
  });
}
