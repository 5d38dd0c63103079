import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, attach, raceMatch, startTestServer, tempDir } from './helpers';

let server: RunningServer;
let base: string;
const dir = tempDir();
const dbPath = join(dir.path, 'chat.db');

beforeAll(async () => {
  server = await startTestServer({ dbPath, limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const chatLines = (m: any) => m.type === 'chat';
const errorFor = (id: string) => (m: any) => m.type === 'error' && m.id === id;

/** A race match of two people, Ada and Bea, both joined. */
async function twoPlayers() {
  const created = await api(base, 'POST', '/api/matches', {
    game: 'race',
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const id = created.body.id as string;
  const tokens: string[] = [];
  for (const [seat, name] of ['Ada', 'Bea'].entries())
    tokens.push((await api(base, 'POST', `/api/matches/${id}/seats/${seat}/join`, { name })).body.token);
  return { id, tokens };
}

describe('the chat of a match', () => {
  it('sends a player line, with its seat and name, to every socket of the match, spectators included', async () => {
    const { id, tokens } = await twoPlayers();
    const ada = await attach(base, id, tokens[0]);
    const bea = await attach(base, id, tokens[1]);
    const watcher = await attach(base, id);
    expect(ada.first.chat).toEqual([]);

    const heard = [bea, watcher].map((s) => s.socket.next(chatLines));
    const acked = await ada.socket.request(
      { type: 'chat', id: 'c1', text: '  <b>Good luck</b>  ' },
      chatLines,
    );
    expect(acked.ack).toBe('c1');
    const line = { n: 1, seat: 0, name: 'Ada', text: '<b>Good luck</b>' };
    expect(acked.lines).toEqual([expect.objectContaining(line)]);
    for (const m of await Promise.all(heard)) {
      expect(m).toEqual({ type: 'chat', match: id, lines: [expect.objectContaining(line)] });
      expect(m.ack).toBeUndefined();
    }
    // Control characters become spaces: a line is one line of text.
    const second = await bea.socket.request({ type: 'chat', id: 'c2', text: 'well\nplayed' }, chatLines);
    expect(second.lines[0]).toMatchObject({ n: 2, seat: 1, name: 'Bea', text: 'well played' });

    // A socket attached later gets the chat so far with its full update.
    const late = await attach(base, id);
    expect(late.first.chat.map((l: any) => l.text)).toEqual(['<b>Good luck</b>', 'well played']);
    for (const s of [ada, bea, watcher, late]) s.socket.close();
  });

  it('refuses a spectator line, an empty one and one too long, and changes nothing', async () => {
    const { id, tokens } = await twoPlayers();
    const ada = await attach(base, id, tokens[0]);
    const watcher = await attach(base, id);
    const cases: [object, string, string][] = [
      [{ type: 'chat', id: 's', text: 'hello' }, 'spectator', 'Spectators read the chat'],
      [{ type: 'chat', id: 'e', text: ' \n ' }, 'bad-chat', 'Write something'],
      [{ type: 'chat', id: 'l', text: 'x'.repeat(301) }, 'bad-chat', 'at most 300 characters'],
      [{ type: 'chat', id: 'h', text: 'x'.repeat(4001) }, 'bad-message', 'text'],
    ];
    for (const [message, code, words] of cases) {
      const from = (message as { id: string }).id === 's' ? watcher : ada;
      const reply = await from.socket.request(message, errorFor((message as { id: string }).id));
      expect(reply.error.code).toBe(code);
      expect(reply.error.message).toContain(words);
    }
    const again = await attach(base, id);
    expect(again.first.chat).toEqual([]);
    for (const s of [ada, watcher, again]) s.socket.close();
  });

  it('holds a seat to its rate: a burst of five lines, then a refusal', async () => {
    const { id, tokens } = await twoPlayers();
    const ada = await attach(base, id, tokens[0]);
    for (let i = 1; i <= 5; i++) {
      const ok = await ada.socket.request({ type: 'chat', id: `r${i}`, text: `line ${i}` }, chatLines);
      expect(ok.lines[0].n).toBe(i);
    }
    const refused = await ada.socket.request({ type: 'chat', id: 'r6', text: 'one more' }, errorFor('r6'));
    expect(refused.error.code).toBe('chat-rate-limited');
    // The other seat has its own allowance.
    const bea = await attach(base, id, tokens[1]);
    const hers = await bea.socket.request({ type: 'chat', id: 'b1', text: 'mine' }, chatLines);
    expect(hers.lines[0]).toMatchObject({ n: 6, seat: 1 });
    ada.socket.close();
    bea.socket.close();
  });

  it('is kept with the match: a restarted server sends it on attach', async () => {
    const { id, tokens } = await raceMatch(base, [{ kind: 'human' }, { kind: 'bot', bot: 'random' }], 'chat');
    const ada = await attach(base, id, tokens[0]);
    await ada.socket.request({ type: 'chat', id: 'k', text: 'kept' }, chatLines);
    ada.socket.close();
    await server.close();
    server = await startTestServer({ dbPath, limits: { httpBurst: 10_000 } });
    base = server.url;
    const back = await attach(base, id, tokens[0]);
    expect(back.first.chat).toEqual([expect.objectContaining({ n: 1, seat: 0, text: 'kept', name: null })]);
    back.socket.close();
  });
});
