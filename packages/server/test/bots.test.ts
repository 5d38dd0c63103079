import { gameById } from '@questbox/games';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, attach, startTestServer } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 1, limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('bot seats', () => {
  it('plays a match of bots to its end', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'greedy' },
      ],
    });
    const info = await waitFor(
      () => api(base, 'GET', `/api/matches/${created.body.id}`),
      (r) => r.body.status === 'finished',
    );
    expect(info.body.status).toBe('finished');
    expect(info.body.result.winners).toHaveLength(1);
    expect(info.body.version).toBeGreaterThan(10);
  });

  it('plays two matches of one chosen seed alike, bots included', async () => {
    const playSeeded = async () => {
      const created = await api(base, 'POST', '/api/matches', {
        game: 'race',
        seed: 'bots-alike',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      });
      const id = created.body.id;
      const info = await waitFor(
        () => api(base, 'GET', `/api/matches/${id}`),
        (r) => r.body.status === 'finished',
      );
      const end = await api(base, 'GET', `/api/matches/${id}/versions/${info.body.version}`);
      return { version: info.body.version, result: info.body.result, view: end.body.view };
    };
    const first = await playSeeded();
    const second = await playSeeded();
    expect(first.result.winners).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('gives a look-ahead bot states resampled from its seat, never the real one', async () => {
    const castlePanic = gameById('castle-panic')!;
    const resample = vi.spyOn(castlePanic, 'resample');
    // A server of its own, closed at the end: its look-ahead bot must not keep the next tests waiting.
    const own = await startTestServer({ botDelayMs: 1 });
    try {
      const created = await api(own.url, 'POST', '/api/matches', {
        game: 'castle-panic',
        seats: [{ kind: 'bot', bot: 'lookahead' }],
      });
      const info = await waitFor(
        () => api(own.url, 'GET', `/api/matches/${created.body.id}`),
        (r) => r.body.version >= 5,
      );
      expect(info.body.version).toBeGreaterThanOrEqual(5);
      expect(resample).toHaveBeenCalled();
      expect(resample.mock.calls.every(([, seat]) => seat === 0)).toBe(true);
    } finally {
      resample.mockRestore();
      await own.close();
    }
  });

  it('answers a human move with the bot move, which the human sees', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
    });
    const joined = await api(base, 'POST', `/api/matches/${created.body.id}/seats/0/join`, {});
    const { socket } = await attach(base, created.body.id, joined.body.token);
    const botMove = socket.next((m) => m.type === 'update' && m.version === 2);
    socket.send({ type: 'act', version: 0, history: '0.0', action: { type: 'roll' } });
    const update = await botMove;
    expect(update.events.map((e: any) => e.seat)).toEqual([1]);
    expect(update.decisions).toEqual([{ seat: 0, prompt: 'Roll or sprint' }]);
    socket.close();
  });
});

describe('away players', () => {
  it('hands an absent player seat to a bot, and back when the player returns', async () => {
    // 0.005 minutes: 300 ms.
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      awayMinutes: 0.005,
    });
    const id = created.body.id;
    const a = await api(base, 'POST', `/api/matches/${id}/seats/0/join`, {});
    const b = await api(base, 'POST', `/api/matches/${id}/seats/1/join`, {});
    const present = await attach(base, id, a.body.token);
    present.socket.send({ type: 'act', version: 0, history: '0.0', action: { type: 'roll' } });
    // Seat 1 does not come: after the delay its seat is played for it.
    const away = await present.socket.next((m) => m.type === 'update' && m.seats[1].away === true, 5_000);
    expect(away.seats[1]).toMatchObject({ away: true, connected: false });
    const botPlayed = await present.socket.next(
      (m) => m.type === 'update' && m.events.some((e: any) => e.seat === 1),
      5_000,
    );
    expect(botPlayed.decisions).toEqual([{ seat: 0, prompt: 'Roll or sprint' }]);
    // Seat 0 is never handed over while its socket is open.
    expect(botPlayed.seats[0].away).toBe(false);

    // Seat 1 comes back: the seat is its own again, and its player makes its next move.
    const back = await attach(base, id, b.body.token);
    expect(back.first.seats[1]).toMatchObject({ away: false, connected: true });
    const turn = back.socket.next((m) => m.type === 'update' && m.decisions.length > 0);
    present.socket.send({
      type: 'act',
      version: botPlayed.version,
      history: botPlayed.history,
      action: { type: 'roll' },
    });
    const mine = await turn;
    const acked = await back.socket.request(
      { type: 'act', id: 'back', version: mine.version, history: mine.history, action: { type: 'roll' } },
      (m) => m.ack === 'back' || m.type === 'rejected',
    );
    expect(acked.type).toBe('update');
    expect(acked.events.map((e: any) => e.seat)).toEqual([1]);
    present.socket.close();
    back.socket.close();
  });
});
