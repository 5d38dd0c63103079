import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, attach, raceMatch, type ServerProcess, spawnServer, tempDir } from './helpers';

const dir = tempDir();
const dbPath = join(dir.path, 'questbox.db');
const options = { dbPath, botDelayMs: 20, limits: { httpBurst: 10_000 } };
let running: ServerProcess | null = null;

afterAll(async () => {
  await running?.kill('SIGKILL');
  dir.remove();
});

describe('crash recovery', () => {
  it('loses no acknowledged action to kill -9, and every match goes on, bots included', async () => {
    running = await spawnServer(options);
    let base = running.url;
    const { id, tokens } = await raceMatch(base);
    const bots = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'greedy' },
      ],
    });
    const sockets = await Promise.all(tokens.map((t) => attach(base, id, t)));
    let last = sockets[0].first;
    for (let i = 0; i < 12; i++) {
      const mover = sockets[last.waiting[0]].socket;
      last = await mover.request(
        { type: 'act', version: last.version, history: last.history, id: `n${i}`, action: { type: 'roll' } },
        (m) => m.ack === `n${i}`,
      );
    }
    const acked = last;
    const botsBefore = (await api(base, 'GET', `/api/matches/${bots.body.id}`)).body;
    expect(botsBefore.status).toBe('running');
    // One more action in flight when the server dies: it may or may not be stored, never half.
    sockets[acked.waiting[0]].socket.send({
      type: 'act',
      version: acked.version,
      history: acked.history,
      id: 'flight',
      action: { type: 'roll' },
    });
    await running.kill('SIGKILL');

    running = await spawnServer(options);
    base = running.url;
    const info = await api(base, 'GET', `/api/matches/${id}`);
    expect([12, 13]).toContain(info.body.version);
    const back = await attach(base, id, tokens[0]);
    const again = back.first;
    expect(again.events.filter((e: any) => e.at <= 12)).toEqual(
      [...sockets[0].socket.received]
        .filter((m) => m.type === 'update')
        .flatMap((m) => m.events)
        .filter((e: any) => e.at <= 12),
    );
    if (again.version === 12) expect(again.view).toEqual(acked.view);

    // The human match plays on to its end after the restart.
    const other = await attach(base, id, tokens[1]);
    const seats = [back.socket, other.socket];
    let state = again;
    while (!state.result) {
      const version = state.version + 1;
      const wait = seats[0].next((m) => m.type === 'update' && m.version === version);
      seats[state.waiting[0]].send({
        type: 'act',
        version: state.version,
        history: state.history,
        action: { type: 'sprint' },
      });
      state = await wait;
    }
    expect(state.status).toBe('finished');

    // The bots' match went on by itself.
    const end = Date.now() + 20_000;
    let botMatch = await api(base, 'GET', `/api/matches/${bots.body.id}`);
    while (botMatch.body.status !== 'finished' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
      botMatch = await api(base, 'GET', `/api/matches/${bots.body.id}`);
    }
    expect(botMatch.body.status).toBe('finished');
    expect(botMatch.body.version).toBeGreaterThan(botsBefore.version);
    for (const s of seats) s.close();
  });
});
