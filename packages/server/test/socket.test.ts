import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, attach, QuestboxSocket, raceMatch, startTestServer } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

const isUpdate = (version?: number) => (m: any) =>
  m.type === 'update' && (version === undefined || m.version === version);

describe('attaching and playing', () => {
  it('sends a seat its view, decisions and legal actions with their words, then acknowledges its action', async () => {
    const { id, tokens } = await raceMatch(base);
    const { socket, first } = await attach(base, id, tokens[0]);
    expect(first).toMatchObject({
      type: 'update',
      match: id,
      game: 'race',
      seat: 0,
      version: 0,
      status: 'running',
      full: true,
      view: { positions: [0, 0], turn: 0, winner: null },
      decisions: [{ seat: 0, prompt: 'Roll or sprint' }],
      legal: [
        { action: { type: 'roll' }, text: 'roll one die' },
        { action: { type: 'sprint' }, text: 'sprint: two dice less four' },
      ],
      waiting: [0],
      events: [],
      result: null,
    });
    const other = await attach(base, id, tokens[1]);
    expect(other.first.legal).toEqual([]);
    expect(other.first.decisions).toEqual([]);

    const ack = await socket.request(
      { type: 'act', version: 0, history: '0.0', id: 'a1', action: { type: 'roll' } },
      (m) => m.ack === 'a1',
    );
    expect(ack.version).toBe(1);
    expect(ack.events).toHaveLength(1);
    expect(ack.events[0]).toMatchObject({ at: 1, seat: 0, type: 'die' });
    expect(ack.view.positions[0]).toBeGreaterThan(0);
    const seen = await other.socket.next(isUpdate(1));
    expect(seen.ack).toBeUndefined();
    expect(seen.events).toEqual(ack.events);
    expect(seen.legal.map((l: any) => l.action.type)).toEqual(['roll', 'sprint']);
    socket.close();
    other.socket.close();
  });

  it('answers the messages of a socket in the order it sent them: the ack of an action comes before a later pong', async () => {
    const { id, tokens } = await raceMatch(base);
    const { socket } = await attach(base, id, tokens[0]);
    // The action waits for the store; the ping right behind it must still be answered after it.
    socket.send({ type: 'act', version: 0, history: '0.0', id: 'first', action: { type: 'roll' } });
    await socket.request({ type: 'ping', id: 'after' }, (m) => m.type === 'pong');
    const replies = socket.received.slice(1).map((m) => m.ack ?? m.id);
    expect(replies).toEqual(['first', 'after']);
    socket.close();
  });

  it('plays a match to its result, which every seat receives', async () => {
    const { id, tokens } = await raceMatch(base);
    const sockets = await Promise.all(tokens.map((t) => attach(base, id, t)));
    let last: any = sockets[0].first;
    while (!last.result) {
      const mover = last.waiting[0];
      const s = sockets[mover].socket;
      const version = last.version + 1;
      const wait = sockets.map((x) => x.socket.next(isUpdate(version)));
      s.send({ type: 'act', action: { type: 'sprint' }, version: last.version, history: last.history });
      last = (await Promise.all(wait))[0];
    }
    expect(last.status).toBe('finished');
    expect(last.result.winners).toHaveLength(1);
    const info = await api(base, 'GET', `/api/matches/${id}`);
    expect(info.body).toMatchObject({ status: 'finished', version: last.version, result: last.result });
    for (const s of sockets) s.socket.close();
  });
});

describe('rejections', () => {
  it('refuses out of turn, illegal, stale and post-game actions with the rule error, changing nothing', async () => {
    const { id, tokens } = await raceMatch(base);
    const a = await attach(base, id, tokens[0]);
    const b = await attach(base, id, tokens[1]);
    const notYours = await b.socket.request(
      { type: 'act', version: 0, history: '0.0', id: 'x', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(notYours).toMatchObject({ id: 'x', version: 0, error: { code: 'not-your-turn' } });
    expect(notYours.error.message).toContain('not your turn');
    const illegal = await a.socket.request(
      { type: 'act', version: 0, history: '0.0', action: { type: 'fly' } },
      (m) => m.type === 'rejected',
    );
    expect(illegal.error.code).toBe('illegal-action');
    const stale = await a.socket.request(
      { type: 'act', version: 5, history: '5.0', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(stale.error.code).toBe('stale');
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(0);
    a.socket.close();
    b.socket.close();
  });

  it('refuses an act without its version or history (missing-version, missing-history, stale): a resent action cannot apply twice', async () => {
    const { id, tokens } = await raceMatch(base);
    const a = await attach(base, id, tokens[0]);
    const act = await a.socket.request(
      { type: 'act', id: 'nv', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(act).toMatchObject({ id: 'nv', version: 0, error: { code: 'missing-version' } });
    const undo = await a.socket.request({ type: 'undo', id: 'nu' }, (m) => m.type === 'rejected');
    expect(undo).toMatchObject({ id: 'nu', error: { code: 'missing-version' } });
    // A version alone does not name the history the action was chosen in.
    const bare = await a.socket.request(
      { type: 'act', id: 'nh', version: 0, action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(bare).toMatchObject({ id: 'nh', version: 0, history: '0.0', error: { code: 'missing-history' } });
    expect(bare.error.message).toContain('"history": "0.0"');
    for (const [n, history] of ['1.0', 'x', '0.0.0', '00.0', '0.-1'].entries()) {
      const odd = await a.socket.request(
        { type: 'act', id: `h${n}`, version: 0, history, action: { type: 'roll' } },
        (m) => m.type === 'rejected',
      );
      expect(odd.error.code, history).toBe('stale');
    }
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(0);
    // The same action sent twice with its version is taken once; the copy is stale.
    await a.socket.request(
      { type: 'act', id: 'r1', version: 0, history: '0.0', action: { type: 'roll' } },
      (m) => m.ack === 'r1',
    );
    const again = await a.socket.request(
      { type: 'act', id: 'r2', version: 0, history: '0.0', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(again.error.code).toBe('stale');
    expect((await api(base, 'GET', `/api/matches/${id}`)).body.version).toBe(1);
    a.socket.close();
  });

  it('refuses actions before every seat is claimed, and from spectators', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const joined = await api(base, 'POST', `/api/matches/${created.body.id}/seats/0/join`, {});
    const a = await attach(base, created.body.id, joined.body.token);
    expect(a.first.status).toBe('waiting');
    expect(a.first.legal).toEqual([]);
    const early = await a.socket.request(
      { type: 'act', version: 0, history: '0.0', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(early.error.code).toBe('not-started');
    const spectator = await attach(base, created.body.id);
    const watch = await spectator.socket.request(
      { type: 'act', version: 0, history: '0.0', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(watch.error.code).toBe('spectator');
    // The second join starts the match: attached sockets hear of it.
    const started = a.socket.next((m) => m.type === 'update' && m.status === 'running');
    await api(base, 'POST', `/api/matches/${created.body.id}/seats/1/join`, {});
    expect((await started).legal).toHaveLength(2);
    a.socket.close();
    spectator.socket.close();
  });
});

describe('protocol errors', () => {
  it('answers every bad message with an error and keeps the socket open', async () => {
    const { id, tokens } = await raceMatch(base);
    const s = await QuestboxSocket.open(base);
    const cases: [unknown, string][] = [
      ['not json', 'bad-json'],
      [{ type: 'dance' }, 'bad-message'],
      [{ type: 'attach' }, 'bad-message'],
      [{ type: 'act', action: { type: 'roll' } }, 'not-attached'],
      [{ type: 'attach', match: 'm_nothere' }, 'unknown-match'],
      [{ type: 'attach', match: id, token: 'guess' }, 'bad-token'],
      [{ type: 'attach', match: id, token: tokens[0], admin: true }, 'bad-message'],
      [JSON.stringify({ type: 'ping', id: 'x'.repeat(20_000) }), 'too-large'],
    ];
    for (const [message, code] of cases) {
      const reply = await s.request(message, (m) => m.type === 'error');
      expect(reply.error.code, JSON.stringify(message).slice(0, 80)).toBe(code);
    }
    expect((await s.request({ type: 'ping', id: 'p' }, (m) => m.type === 'pong')).id).toBe('p');
    const attached = await s.request({ type: 'attach', match: id, token: tokens[0] }, isUpdate());
    expect(attached.seat).toBe(0);
    const twice = await s.request({ type: 'attach', match: id }, (m) => m.type === 'error');
    expect(twice.error.code).toBe('already-attached');
    s.close();
  });

  it('limits the rate of messages on a socket', async () => {
    const s = await QuestboxSocket.open(base);
    const replies: any[] = [];
    s.onMessage = (m) => replies.push(m);
    for (let i = 0; i < 120; i++) s.send({ type: 'ping' });
    await s.request({ type: 'ping', id: 'last' }, () => replies.length >= 121);
    const limited = replies.filter((m) => m.type === 'error' && m.error.code === 'rate-limited');
    expect(limited.length).toBeGreaterThan(30);
    expect(replies.filter((m) => m.type === 'pong').length).toBeGreaterThanOrEqual(80);
    s.close();
  });
});

describe('socket limits', () => {
  it('refuses more sockets from one address than the limit, and admits again once one closes', async () => {
    const limited = await startTestServer({ limits: { socketsPerAddress: 2 } });
    try {
      const open = [await QuestboxSocket.open(limited.url), await QuestboxSocket.open(limited.url)];
      const third = await QuestboxSocket.open(limited.url);
      await new Promise<void>((r) => (third.closed ? r() : third.socket.once('close', () => r())));
      expect(third.received.map((m) => m.error?.code)).toEqual(['too-many-sockets']);
      open[0].close();
      await new Promise<void>((r) => open[0].socket.once('close', () => r()));
      await new Promise((r) => setTimeout(r, 50));
      const again = await QuestboxSocket.open(limited.url);
      expect((await again.request({ type: 'ping', id: 'in' }, (m) => m.type === 'pong')).id).toBe('in');
      again.close();
      open[1].close();
    } finally {
      await limited.close();
    }
  });
});

describe('reconnecting, two tabs, spectators', () => {
  it('resumes a seat exactly where it was, with the whole log it may see', async () => {
    const { id, tokens } = await raceMatch(base);
    const a = await attach(base, id, tokens[0]);
    const b = await attach(base, id, tokens[1]);
    await a.socket.request(
      { type: 'act', version: 0, history: '0.0', id: '1', action: { type: 'roll' } },
      (m) => m.ack === '1',
    );
    await b.socket.request(
      { type: 'act', version: 1, history: '1.0', id: '2', action: { type: 'roll' } },
      (m) => m.ack === '2',
    );
    const before = await a.socket.request(
      { type: 'act', version: 2, history: '2.0', id: '3', action: { type: 'sprint' } },
      (m) => m.ack === '3',
    );
    a.socket.close();
    const again = await attach(base, id, tokens[0]);
    expect(again.first.full).toBe(true);
    expect(again.first.version).toBe(3);
    expect(again.first.view).toEqual(before.view);
    expect(again.first.events.map((e: any) => e.at)).toEqual([1, 2, 3]);
    again.socket.close();
    b.socket.close();
  });

  it('keeps two sockets on one seat current, and shows who is connected', async () => {
    const { id, tokens } = await raceMatch(base);
    const tab1 = await attach(base, id, tokens[0]);
    const tab2 = await attach(base, id, tokens[0]);
    expect(tab2.first.seats[0].connected).toBe(true);
    const seenBy2 = tab2.socket.next(isUpdate(1));
    const acked = await tab1.socket.request(
      { type: 'act', version: 0, history: '0.0', id: 't1', action: { type: 'roll' } },
      (m) => m.ack === 't1',
    );
    const other = await seenBy2;
    expect(other.ack).toBeUndefined();
    expect(other.view).toEqual(acked.view);
    // Seat 1 must move now: the second tab of seat 0 is refused like the first would be.
    const refused = await tab2.socket.request(
      { type: 'act', version: 1, history: '1.0', action: { type: 'roll' } },
      (m) => m.type === 'rejected',
    );
    expect(refused.error.code).toBe('not-your-turn');
    tab1.socket.close();
    tab2.socket.close();
  });

  it('gives spectators the spectator view and the public log, with no choices', async () => {
    const { id, tokens } = await raceMatch(base);
    const a = await attach(base, id, tokens[0]);
    const watcher = await attach(base, id);
    expect(watcher.first).toMatchObject({ seat: null, decisions: [], legal: [], waiting: [0] });
    const seen = watcher.socket.next(isUpdate(1));
    await a.socket.request(
      { type: 'act', version: 0, history: '0.0', id: 'w', action: { type: 'roll' } },
      (m) => m.ack === 'w',
    );
    const update = await seen;
    expect(update.seat).toBeNull();
    expect(update.events).toHaveLength(1);
    expect(update.legal).toEqual([]);
    a.socket.close();
    watcher.socket.close();
  });
});
