import {
  type AnyGame,
  act,
  canonicalJson,
  createMatch,
  entryFor,
  type Match,
  randomSource,
  visibleEvents,
} from '@questbox/engine';
import { allGames } from '@questbox/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { RunningServer } from '../src/index';
import { api, attach, type QuestboxSocket, startTestServer } from './helpers';
import { type SecretState, secretGame, secretsOf } from './secret-game';
import { eventsAsSent } from './secret-server';

let server: RunningServer;
let base: string;
const games: AnyGame[] = [secretGame, ...allGames()];

beforeAll(async () => {
  server = await startTestServer({ games, limits: { httpBurst: 10_000, socketBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

interface Played {
  /** The engine's copy of the match, kept in step with the server: its state at every version. */
  states: unknown[];
  /** Every message every socket received: index 0..seats-1 for the seats, the last for a spectator. */
  inbox: { seat: number | null; message: any }[];
}

/** Plays a seeded match through the server with every seat and a spectator attached. */
async function play(game: AnyGame, seed: string, seats: number, maxActions: number): Promise<Played> {
  const created = await api(base, 'POST', '/api/matches', {
    game: game.id,
    seed,
    seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
  });
  expect(created.status).toBe(201);
  const tokens: string[] = [];
  for (let s = 0; s < seats; s++)
    tokens.push((await api(base, 'POST', `/api/matches/${created.body.id}/seats/${s}/join`, {})).body.token);
  const local: Match = createMatch(game, { seats, seed, options: undefined });
  const states: unknown[] = [game.clone(local.state)];
  const sockets: { seat: number | null; socket: QuestboxSocket; latest: any }[] = [];
  for (const seat of [...tokens.keys(), null]) {
    const { socket, first } = await attach(base, created.body.id, seat === null ? null : tokens[seat]);
    sockets.push({ seat, socket, latest: first });
  }
  const inbox: Played['inbox'] = [];
  const choose = randomSource(`${seed}:client`);
  for (let n = 0; n < maxActions; n++) {
    const mover = sockets.find((s) => s.seat !== null && s.latest.legal.length > 0);
    if (!mover || mover.latest.result) break;
    const { action } = mover.latest.legal[Math.floor(choose() * mover.latest.legal.length)];
    const version = mover.latest.version + 1;
    const arrivals = sockets.map((s) => s.socket.next((m) => m.type === 'update' && m.version === version));
    mover.socket.send({ type: 'act', version: mover.latest.version, history: mover.latest.history, action });
    const updates = await Promise.all(arrivals);
    act(game, local, mover.seat!, action);
    states.push(game.clone(local.state));
    for (const [i, u] of updates.entries()) sockets[i].latest = u;
  }
  for (const s of sockets) {
    for (const message of s.socket.received) inbox.push({ seat: s.seat, message });
    s.socket.close();
  }
  // The engine's replay and the server agree on every view.
  for (const { seat, message } of inbox) {
    if (message.type !== 'update') continue;
    expect(message.view).toEqual(JSON.parse(JSON.stringify(game.view(states[message.version], seat))));
  }
  // Each socket got exactly the events its seat may see, each once, in order.
  for (const seat of [...tokens.keys(), null]) {
    const got = inbox
      .filter((m) => m.seat === seat && m.message.type === 'update')
      .flatMap((m) => m.message.events);
    const expected = eventsAsSent(local.log, seat);
    expect(got).toEqual(JSON.parse(JSON.stringify(expected)));
  }
  return { states, inbox };
}

/** Fails when a message to a seat at some version holds the generator words or a key named rng. */
function expectNoGenerator(played: Played) {
  for (const { seat, message } of played.inbox) {
    const text = JSON.stringify(message);
    expect(text, `seat ${seat}`).not.toContain('"rng"');
    const versions = message.type === 'update' ? [message.version] : played.states.map((_, v) => v);
    for (const v of versions) {
      const rng = (played.states[v] as { rng?: { s: number[] } }).rng;
      if (rng) expect(text).not.toContain(rng.s.join(','));
      if (rng) for (const word of rng.s) expect(text).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
  }
}

describe('the hidden-information scan', () => {
  it('never sends a seat another hand, the deck or the generator, in any message', async () => {
    for (const seed of ['h1', 'h2', 'h3']) {
      for (const seats of [2, 3]) {
        const played = await play(secretGame, seed, seats, 60);
        let scanned = 0;
        for (const { seat, message } of played.inbox) {
          const text = JSON.stringify(message);
          const version = message.type === 'update' ? message.version : played.states.length - 1;
          for (const secret of secretsOf(played.states[version] as SecretState, seat)) {
            expect(text, `seed ${seed}, seat ${seat}, version ${version}`).not.toContain(
              canonicalJson(secret),
            );
          }
          scanned++;
        }
        expect(scanned).toBeGreaterThan(30);
        expectNoGenerator(played);
        // And the scan can see a leak: a seat does receive its own hand.
        const own = played.inbox.find((m) => m.seat === 0 && m.message.type === 'update')!;
        expect(JSON.stringify(own.message)).toContain(
          canonicalJson((played.states[own.message.version] as SecretState).hands[0][0]),
        );
      }
    }
  });

  it.each(allGames().map((g) => [g.id, g] as const))(
    'sends %s seats their own views only, without the generator',
    async (_id, game) => {
      const played = await play(game, `scan-${game.id}`, game.seats.min, 150);
      expect(played.inbox.length).toBeGreaterThan(game.seats.min);
      expectNoGenerator(played);
    },
  );
});

describe('a secret action', () => {
  it("keeps the engine's log entry, and its details never reach another seat's socket", async () => {
    const built = await buildApp({ dbPath: ':memory:', botDelayMs: 0, games: [secretGame] });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}`;
    try {
      const created = await api(url, 'POST', '/api/matches', {
        game: secretGame.id,
        seed: 'tuck',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.body.id;
      const tokens = [];
      for (const seat of [0, 1])
        tokens.push((await api(url, 'POST', `/api/matches/${id}/seats/${seat}/join`, {})).body.token);
      const [mover, other, watcher] = await Promise.all([
        attach(url, id, tokens[0]),
        attach(url, id, tokens[1]),
        attach(url, id),
      ]);
      const tuck = mover.first.legal.find((l: any) => l.action.type === 'tuck');
      const card: string = tuck.action.card;
      const seen = [other, watcher].map((s) => s.socket.next((m) => m.type === 'update' && m.version === 1));
      const ack = await mover.socket.request(
        { type: 'act', id: 't', version: 0, history: '0.0', action: tuck.action },
        (m) => m.ack === 't',
      );
      const updates = await Promise.all(seen);
      // The server holds the entry the engine wrote: only seat 0 may read the action.
      const live = built.service.liveMatches().find((l) => l.id === id)!;
      expect(live.match.log[0].to).toEqual([0]);
      expect(ack.events.map((e: any) => e.text)).toEqual([
        'Seat 1 tucks a card under the deck.',
        `You tuck ${card}.`,
      ]);
      for (const update of updates) {
        expect(update.events.map((e: any) => e.text)).toEqual(['Seat 1 tucks a card under the deck.']);
      }
      for (const s of [other, watcher]) {
        const text = JSON.stringify(s.socket.received);
        expect(text).not.toContain(card);
        expect(text).not.toContain(`tuck ${card}`);
        s.socket.close();
      }
      mover.socket.close();
    } finally {
      await built.close();
    }
  });
});
