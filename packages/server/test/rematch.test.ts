import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, attach, startTestServer } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

const rematch = (id: string, token?: string) =>
  fetch(`${base}/api/matches/${id}/rematch`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

/** A race of Ada (seat 1) against the greedy bot, with a turn timer, played by Ada to its end. */
async function finishedRace() {
  const created = await api(base, 'POST', '/api/matches', {
    game: 'race',
    seed: 'rematch',
    turnSeconds: 120,
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
  });
  const id = created.body.id as string;
  const token = (await api(base, 'POST', `/api/matches/${id}/seats/0/join`, { name: 'Ada' })).body.token;
  const ada = await attach(base, id, token);
  let update = ada.first;
  const early = await rematch(id, token);
  while (update.status !== 'finished') {
    if (update.legal.length > 0) {
      const sent = { type: 'act', version: update.version, history: update.history };
      ada.socket.send({ ...sent, action: update.legal[0].action });
    }
    const version = update.version;
    update = await ada.socket.next((m) => m.type === 'update' && m.version > version);
  }
  return { id, token, ada, early };
}

describe('rematch', () => {
  it('makes one new match with the same game, options, seats and timer; every player finds it', async () => {
    const { id, token, ada, early } = await finishedRace();
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'not-finished' } } });
    expect((await rematch(id)).body.error.code).toBe('not-a-player');
    expect((await rematch(id, 'x'.repeat(43))).body.error.code).toBe('bad-token');
    const watcher = await attach(base, id);
    expect(watcher.first.rematch).toBeNull();

    const told = ada.socket.next((m) => m.type === 'update' && m.rematch !== null);
    const first = await rematch(id, token);
    expect(first.status).toBe(200);
    const next = first.body.rematch as string;
    expect(first.body).toEqual({ match: id, rematch: next });
    expect(next).not.toBe(id);
    // Everyone attached hears of it, and a second ask answers the same match.
    expect((await told).rematch).toBe(next);
    expect((await rematch(id, token)).body.rematch).toBe(next);
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.rematch).toBe(next);

    const facts = (await api(base, 'GET', `/api/matches/${next}`)).body;
    expect(facts).toMatchObject({
      game: 'race',
      status: 'running',
      version: 0,
      seeded: false,
      turnSeconds: 120,
      rematch: null,
      seats: [
        { seat: 0, kind: 'human', claimed: true, name: 'Ada' },
        { seat: 1, kind: 'bot', bot: 'greedy', claimed: true },
      ],
    });
    // The old seat's token opens the same seat of the rematch.
    const again = await attach(base, next, token);
    expect(again.first).toMatchObject({ type: 'update', seat: 0, status: 'running' });
    expect(again.first.deadline).not.toBeNull();
    for (const s of [ada, watcher, again]) s.socket.close();
  });

  it('answers an unknown match with unknown-match', async () => {
    expect((await rematch('m_nothing', 'x')).body.error.code).toBe('unknown-match');
  });
});
