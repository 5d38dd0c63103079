import { getHeapSpaceStatistics } from 'node:v8';
import { randomSource } from '@questbox/engine';
import { buildApp } from '../../src/app';
import { QuestboxSocket } from '../../src/client';
import { toolLimits } from '../../src/limits';
import type { LiveMatch } from '../../src/live';
import { postJson } from '../../src/load/post';

/**
 * `node --expose-gc --import tsx packages/server/bench/heap/main.ts [game] [matches] [actions]`
 * A server in this process; that many matches of the game (two people, default Xanth), each seat
 * on its own WebSocket, each match played `actions` random legal moves through its sockets, a few
 * matches at a time, and their sockets closed (the running matches stay in memory); then as many
 * again. The heap the second lot adds, divided by its matches (after full collections, nothing
 * running), is what a live match holds: the first lot leaves the code compiled while playing out
 * of the figure (printed apart, as the code space's growth over the first lot). Then what each
 * part of a live match holds: the heap freed when that part is let go in every match of the lot.
 */
const [gameId = 'xanth', matchesText = '100', actionsText = '100'] = process.argv.slice(2);
const [matches, actions] = [matchesText, actionsText].map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !Number.isInteger(matches) || !Number.isInteger(actions)) {
  console.error('usage: node --expose-gc --import tsx main.ts [game] [matches] [actions]');
  process.exit(2);
}

/** The heap used after full collections, once the event loop has had its turns. */
async function heapUsed(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 10));
    gc!();
  }
  return process.memoryUsage().heapUsed;
}
const codeSpace = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'code_space')?.space_used_size ?? 0;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const built = await buildApp({ dbPath: ':memory:', botDelayMs: 0, limits: toolLimits });
await built.app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;

/** Opens one match, attaches a socket per seat, plays it through them, and closes them. */
async function play(n: number): Promise<string> {
  const { id } = await postJson(`${url}/api/matches`, {
    game: gameId,
    seed: `heap:${n}`,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const sockets: QuestboxSocket[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the updates as they come.
  const latest: any[] = [];
  for (const seat of [0, 1]) {
    const { token } = await postJson(`${url}/api/matches/${id}/seats/${seat}/join`, {});
    const socket = await QuestboxSocket.open(url, { keep: false });
    socket.onMessage = (m) => {
      if (m.type === 'update') latest[seat] = m;
    };
    await socket.request({ type: 'attach', match: id, token }, (m) => m.type === 'update');
    sockets.push(socket);
  }
  /** Both sockets hold the update of `history`. */
  const reached = (history: string) =>
    Promise.all(
      sockets.map((s, seat) =>
        latest[seat]?.history === history
          ? null
          : s.next((m) => m.type === 'update' && m.history === history),
      ),
    );
  const random = randomSource(`heap:${n}:moves`);
  for (let k = 0; k < actions; k++) {
    await reached(latest[0].history);
    const seat = latest.findIndex((m) => m.legal.length > 0);
    if (seat < 0 || latest[seat].status !== 'running') break;
    const m = latest[seat];
    const action = m.legal[Math.floor(random() * m.legal.length)].action;
    const reply = await sockets[seat].request(
      { type: 'act', id: `a${k}`, version: m.version, history: m.history, action },
      (r) => r.ack === `a${k}` || (r.type === 'rejected' && r.id === `a${k}`),
    );
    if (reply.type === 'rejected') throw new Error(reply.error.message);
    await reached(reply.history);
  }
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.closed) return resolve();
          s.socket.once('close', () => resolve());
          s.close();
        }),
    ),
  );
  return id;
}

/** Plays `matches` matches, a few at a time; answers them as they stay in memory. */
async function lot(first: number): Promise<LiveMatch[]> {
  const ids: string[] = [];
  let next = first;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < first + matches) ids.push(await play(next++));
    }),
  );
  return (await Promise.all(ids.map((id) => built.service.get(id)))).filter((l) => l !== null);
}

const start = await heapUsed();
const startCode = codeSpace();
await lot(0);
const before = await heapUsed();
console.log(
  `${gameId}: the first ${matches} matches add ${kib((before - start) / matches)} a match, of which code compiled ${kib((codeSpace() - startCode) / matches)}`,
);
const beforeCode = codeSpace();
const lives = await lot(matches);
const played = lives.reduce((sum, l) => sum + l.version, 0);
let last = await heapUsed();
console.log(
  `${gameId}: ${matches} more matches (${lives.length} still in memory), ${(played / matches).toFixed(1)} actions each; heap ${kib((last - before) / matches)} a match (code ${kib((codeSpace() - beforeCode) / matches)})`,
);

/** Lets a part of every live match go and prints the heap that freed, a match. */
async function freed(name: string, letGo: (live: LiveMatch) => void): Promise<void> {
  for (const live of lives) letGo(live);
  const now = await heapUsed();
  console.log(`  ${name.padEnd(44)} ${kib((last - now) / matches)}`);
  last = now;
}
// biome-ignore lint/suspicious/noExplicitAny: letting go of read-only parts, for the count only.
const loose = (live: LiveMatch) => live as any;
await freed('bot loops (all stopped at once)', () => built.botSeats.close());
await freed('log entries kept', (l) => (l.match.log = []));
await freed('remembered decisions, legal actions, result', (l) => (loose(l).game = null));
await freed('state', (l) => (l.match.state = null));
await freed('record, chat, seats, the rest', (l) => {
  loose(l).record = null;
  loose(l).chat = null;
});
await freed("the match's chain of tasks", (l) => (loose(l).chain = null));
console.log(`  ${'the rest'.padEnd(44)} ${kib((last - before) / matches)}`);
await built.close();
