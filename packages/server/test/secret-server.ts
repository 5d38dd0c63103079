import { createMatch, type LogEntry, type Match, type Seat, visibleEvents } from '@questbox/engine';
import { buildApp } from '../src/app';
import { toolLimits } from '../src/limits';
import { api } from './helpers';
import { type SecretState, secretGame } from './secret-game';

/**
 * A server of the hidden-hand game (or a variant of it), its service at hand so a test can act through it directly. No
 * rate limit: such tests ask for every version as every seat, and are not about the limit.
 */
export async function secretServer(game: typeof secretGame = secretGame) {
  const built = await buildApp({
    dbPath: ':memory:',
    botDelayMs: 0,
    games: [game],
    limits: toolLimits,
  });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
  return { built, url, game };
}

/** A two-seat match of the server's game with both seats joined, and the same match of the hidden-hand game kept locally. */
export async function secretMatch(server: Awaited<ReturnType<typeof secretServer>>, seed: string) {
  const { built, url, game } = server;
  const created = await api(url, 'POST', '/api/matches', {
    game: game.id,
    seed,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id: string = created.body.id;
  const tokens: string[] = [];
  for (const seat of [0, 1])
    tokens.push((await api(url, 'POST', `/api/matches/${id}/seats/${seat}/join`, {})).body.token);
  const live = (await built.service.get(id))!;
  const local: Match<SecretState> = createMatch(secretGame, { seats: 2, seed });
  return { id, tokens, live, local };
}

/**
 * The events of a log as updates carry them to `seat` (null: a spectator), written out apart from
 * the server's code: each event the seat may see, and an action with none gets one line, its words.
 */
export function eventsAsSent(log: readonly LogEntry[], seat: Seat | null) {
  return log.flatMap((entry, i) => {
    const seen = visibleEvents(entry.events, seat);
    if (seen.length === 0) {
      const secret = entry.to !== undefined && (seat === null || !entry.to.includes(seat));
      const text = secret || entry.events.length > 0 ? 'makes a secret choice' : entry.text;
      return [{ at: i + 1, seat: entry.seat, type: 'chose', text }];
    }
    return seen.map((e) => ({
      at: i + 1,
      seat: entry.seat,
      type: e.type,
      text: e.text,
      ...(e.data === undefined ? {} : { data: e.data }),
    }));
  });
}
