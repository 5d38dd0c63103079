import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, raceMatch, startTestServer, tempDir } from './helpers';

let server: RunningServer;
let base: string;
const web = tempDir();

beforeAll(async () => {
  mkdirSync(join(web.path, 'assets'));
  writeFileSync(join(web.path, 'index.html'), '<!doctype html><title>questbox</title>');
  writeFileSync(join(web.path, 'assets/app.js'), 'console.log(1)');
  server = await startTestServer({ webRoot: web.path, limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(async () => {
  await server.close();
  web.remove();
});

const humans = [{ kind: 'human' }, { kind: 'human' }];

describe('GET /api/games', () => {
  it('lists the listed games, and the unlisted race with all=true', async () => {
    const listed = await api(base, 'GET', '/api/games');
    expect(listed.status).toBe(200);
    expect(listed.body.games.map((g: any) => g.id)).not.toContain('race');
    expect(listed.body.games.find((g: any) => g.id === 'castle-panic').bots).toContain('lookahead');
    const all = await api(base, 'GET', '/api/games?all=true');
    const race = all.body.games.find((g: any) => g.id === 'race');
    expect(race).toMatchObject({
      id: 'race',
      title: 'Dice race',
      seats: { min: 2, max: 2 },
      unlisted: true,
      bots: ['random', 'greedy'],
    });
    expect(race.options.type).toBe('object');
  });

  it('refuses an unknown query', async () => {
    const r = await api(base, 'GET', '/api/games?all=maybe');
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('bad-request');
  });
});

describe('POST /api/matches', () => {
  it('creates a match and answers its seats', async () => {
    const r = await api(base, 'POST', '/api/matches', {
      game: 'race',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    expect(r.status).toBe(201);
    expect(r.body.id).toMatch(/^m_[\w-]{12}$/);
    expect(r.body.seats).toEqual([
      { seat: 0, kind: 'human' },
      { seat: 1, kind: 'bot', bot: 'random' },
    ]);
  });

  it.each([
    [{ game: 'chess', seats: humans }, 404, 'unknown-game'],
    [{ game: 'race', options: { speed: 3 }, seats: humans }, 400, 'bad-options'],
    [{ game: 'race', seats: [{ kind: 'human' }] }, 400, 'bad-seats'],
    [{ game: 'race', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'genius' }] }, 400, 'bad-bot'],
    [{ game: 'race', seats: [{ kind: 'robot' }, { kind: 'human' }] }, 400, 'bad-request'],
    [{ game: 'race' }, 400, 'bad-request'],
    [{ game: 'race', seats: humans, extra: 1 }, 400, 'bad-request'],
    [{ game: 'race', seats: humans, seed: '' }, 400, 'bad-request'],
    [{ game: 'race', seats: humans, awayMinutes: -1 }, 400, 'bad-request'],
    [[1, 2], 400, 'bad-request'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const r = await api(base, 'POST', '/api/matches', body);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(typeof r.body.error.message).toBe('string');
  });

  it("names the game's bots when a seat asks for another", async () => {
    const race = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'genius' }],
    });
    expect(race.body.error.message).toBe('There is no bot "genius" for Dice race: use random or greedy.');
    const games = (await api(base, 'GET', '/api/games?all=true')).body.games;
    for (const game of games) {
      const r = await api(base, 'POST', '/api/matches', {
        game: game.id,
        seats: Array.from({ length: game.seats.min }, () => ({ kind: 'bot', bot: 'genius' })),
      });
      expect(r.body.error.code).toBe('bad-bot');
      for (const bot of game.bots) expect(r.body.error.message).toContain(bot);
    }
    expect(games.find((g: any) => g.id === 'castle-panic').bots).toContain('lookahead');
  });

  it('refuses malformed JSON, a missing body and a body too large', async () => {
    const malformed = await api(base, 'POST', '/api/matches', undefined, '{"game":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad-request');
    const empty = await fetch(`${base}/api/matches`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('bad-request');
    const large = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: humans,
      seed: 'x'.repeat(20_000),
    });
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('too-large');
  });
});

describe('POST /api/matches/:id/seats/:seat/join', () => {
  it('claims a free seat once, with an unguessable token', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
    });
    const id = created.body.id;
    const joined = await api(base, 'POST', `/api/matches/${id}/seats/0/join`, { name: 'Ada' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ match: id, seat: 0 });
    expect(joined.body.token).toMatch(/^[\w-]{43}$/);
    const again = await api(base, 'POST', `/api/matches/${id}/seats/0/join`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('seat-taken');
    const bot = await api(base, 'POST', `/api/matches/${id}/seats/1/join`, {});
    expect(bot.status).toBe(409);
    expect(bot.body.error.code).toBe('seat-is-bot');
  });

  it('refuses an unknown match, an unknown seat and a bad body', async () => {
    const { id } = await raceMatch(base, [{ kind: 'human' }, { kind: 'bot', bot: 'random' }]);
    expect((await api(base, 'POST', '/api/matches/m_nothere/seats/0/join', {})).body.error.code).toBe(
      'unknown-match',
    );
    for (const seat of ['2', '-1', 'x', '99999']) {
      const r = await api(base, 'POST', `/api/matches/${id}/seats/${seat}/join`, {});
      expect(r.status, seat).toBe(404);
      expect(r.body.error.code).toBe('unknown-seat');
    }
    const created = await api(base, 'POST', '/api/matches', { game: 'race', seats: humans });
    const bad = await api(base, 'POST', `/api/matches/${created.body.id}/seats/0/join`, {
      name: 'x'.repeat(41),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad-request');
    // The refusal claimed nothing.
    expect((await api(base, 'POST', `/api/matches/${created.body.id}/seats/0/join`, {})).status).toBe(200);
  });
});

describe('GET /api/matches/:id and /api/matches', () => {
  it('shows the public facts only: no seed, no token, no state', async () => {
    const { id, tokens } = await raceMatch(base, humans, 'secret-seed');
    const r = await api(base, 'GET', `/api/matches/${id}`);
    expect(r.status).toBe(200);
    // The creator chose the seed, so every shuffle is foreseeable to them: the match says so.
    expect(r.body).toMatchObject({
      id,
      game: 'race',
      status: 'running',
      version: 0,
      result: null,
      seeded: true,
    });
    const unseeded = await api(base, 'POST', '/api/matches', { game: 'race', seats: humans });
    expect((await api(base, 'GET', `/api/matches/${unseeded.body.id}`)).body.seeded).toBe(false);
    expect(r.body.seats).toEqual([
      { seat: 0, kind: 'human', claimed: true, connected: false, away: false },
      { seat: 1, kind: 'human', claimed: true, connected: false, away: false },
    ]);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('secret-seed');
    for (const t of tokens) expect(text).not.toContain(t);
    expect(text).not.toMatch(/tokenHash|token_hash|rng|"state"/);
  });

  it('answers 404 for an unknown match', async () => {
    const r = await api(base, 'GET', '/api/matches/m_nothere');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('unknown-match');
  });

  it('lists waiting matches to join, and filters by status and game', async () => {
    const open = await api(base, 'POST', '/api/matches', { game: 'race', seats: humans });
    const { id: full } = await raceMatch(base, humans);
    const waiting = await api(base, 'GET', '/api/matches?status=waiting');
    const ids = waiting.body.matches.map((m: any) => m.id);
    expect(ids).toContain(open.body.id);
    expect(ids).not.toContain(full);
    expect(waiting.body.matches.every((m: any) => m.status === 'waiting')).toBe(true);
    const running = await api(base, 'GET', '/api/matches?status=running&game=race');
    expect(running.body.matches.map((m: any) => m.id)).toContain(full);
    expect((await api(base, 'GET', '/api/matches?game=chess')).body.matches).toEqual([]);
    const bad = await api(base, 'GET', '/api/matches?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad-request');
  });
});

describe('the web app and unknown paths', () => {
  it('serves files, falls back to index.html for client routes, and 404s under /api', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>questbox</title>');
    const file = await fetch(`${base}/assets/app.js`);
    expect(await file.text()).toBe('console.log(1)');
    const route = await fetch(`${base}/match/m_123`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>questbox</title>');
    const r = await api(base, 'GET', '/api/nothing');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not-found');
  });
});

describe('rate limits', () => {
  it('answers 429 once an address sends too much', async () => {
    const limited = await startTestServer({ limits: { httpBurst: 5, httpPerSecond: 0.1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await api(limited.url, 'GET', '/api/games')).status);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      const r = await api(limited.url, 'GET', '/api/games');
      expect(r.body.error.code).toBe('rate-limited');
    } finally {
      await limited.close();
    }
  });
});
