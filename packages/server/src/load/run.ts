import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomSource } from '@questbox/engine';
import { QuestboxSocket } from '../client';
import { summarize } from './stats';

export interface LoadOptions {
  url: string;
  matches: number;
  thinkMs: number;
  game: string;
  maxSeconds: number;
  seed: string;
  /** Called now and then with a line of progress. */
  progress?: (line: string) => void;
  /** Called when every socket is attached and play begins. */
  onPlayStart?: () => void;
}

export interface LoadReport {
  matches: number;
  finished: number;
  sockets: number;
  actions: number;
  rejected: number;
  errors: number;
  seconds: number;
  actionsPerSecond: number;
  latencyMs: ReturnType<typeof summarize>;
  setupSeconds: number;
  timedOut: boolean;
  /** How late the generator's own event loop ran (p99, ms): its share of the latency. */
  generatorLagP99Ms: number;
}

interface Seat {
  socket: QuestboxSocket;
  latest: any;
  timer: NodeJS.Timeout | null;
}

interface LoadMatch {
  id: string;
  seats: Seat[];
  /** When the action that produces each version was sent, and how many seats have seen it since. */
  sentAt: Map<number, { at: number; seen: number }>;
  finished: boolean;
}

async function post(url: string, body: unknown): Promise<any> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${url}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

/** Runs `count` tasks, `width` at a time. */
async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return out;
}

/**
 * Opens the matches, attaches every seat on its own socket, and plays them to the end with random
 * legal choices, each client thinking about `thinkMs` (jittered ±50 %) before it acts. Latency is
 * from an action sent to the moment every seat of its match has received the update it produced.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const random = randomSource(options.seed);
  const setupStart = performance.now();
  const games = (await (await fetch(`${options.url}/api/games?all=true`)).json()).games as any[];
  const game = games.find((g) => g.id === options.game);
  if (!game) throw new Error(`The server has no game "${options.game}".`);
  const seatCount = game.seats.min as number;

  const matches: LoadMatch[] = await pool(options.matches, 16, async (i) => {
    const created = await post(`${options.url}/api/matches`, {
      game: options.game,
      seed: `${options.seed}:${i}`,
      seats: Array.from({ length: seatCount }, () => ({ kind: 'human' })),
    });
    const tokens: string[] = [];
    for (let s = 0; s < seatCount; s++)
      tokens.push((await post(`${options.url}/api/matches/${created.id}/seats/${s}/join`, {})).token);
    const seats: Seat[] = [];
    for (const token of tokens) {
      const socket = await QuestboxSocket.open(options.url);
      const latest = await socket.request(
        { type: 'attach', match: created.id, token },
        (m) => m.type === 'update' || m.type === 'error',
      );
      if (latest.type !== 'update') throw new Error(`attach failed: ${JSON.stringify(latest)}`);
      seats.push({ socket, latest, timer: null });
    }
    return { id: created.id, seats, sentAt: new Map(), finished: false };
  });
  const setupSeconds = (performance.now() - setupStart) / 1000;
  options.progress?.(
    `${matches.length} matches, ${matches.length * seatCount} sockets attached in ${setupSeconds.toFixed(1)} s`,
  );

  const latencies: number[] = [];
  let actions = 0;
  let rejected = 0;
  let errors = 0;
  let finished = 0;
  options.onPlayStart?.();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const start = performance.now();
  let timedOut = false;

  await new Promise<void>((resolve) => {
    const deadline = setTimeout(() => {
      timedOut = true;
      resolve();
    }, options.maxSeconds * 1000);
    const ticker = setInterval(() => {
      const s = (performance.now() - start) / 1000;
      options.progress?.(`${s.toFixed(0)} s: ${actions} actions, ${finished}/${matches.length} finished`);
    }, 10_000);
    const done = () => {
      clearTimeout(deadline);
      clearInterval(ticker);
      resolve();
    };

    const think = (seat: Seat, match: LoadMatch) => {
      if (seat.timer || match.finished || seat.latest.legal.length === 0) return;
      const wait = options.thinkMs <= 0 ? 0 : options.thinkMs * (0.5 + random());
      seat.timer = setTimeout(() => {
        seat.timer = null;
        const update = seat.latest;
        if (match.finished || update.legal.length === 0) return;
        const { action } = update.legal[Math.floor(random() * update.legal.length)];
        match.sentAt.set(update.version + 1, { at: performance.now(), seen: 0 });
        seat.socket.send({ type: 'act', version: update.version, history: update.history, action });
      }, wait);
    };

    for (const match of matches) {
      for (const seat of match.seats) {
        seat.socket.onMessage = (m) => {
          if (m.type === 'rejected') {
            rejected++;
            think(seat, match);
            return;
          }
          if (m.type === 'error') {
            errors++;
            return;
          }
          if (m.type !== 'update' || m.version < seat.latest.version) return;
          const sent = match.sentAt.get(m.version);
          if (sent && m.version > seat.latest.version) {
            sent.seen++;
            if (sent.seen === match.seats.length) {
              latencies.push(performance.now() - sent.at);
              match.sentAt.delete(m.version);
              actions++;
            }
          }
          seat.latest = m;
          if (m.result && !match.finished && match.seats.every((s) => s.latest.result)) {
            match.finished = true;
            if (++finished === matches.length) done();
            return;
          }
          think(seat, match);
        };
        think(seat, match);
      }
    }
  });
  const seconds = (performance.now() - start) / 1000;
  lag.disable();
  for (const match of matches) {
    for (const seat of match.seats) {
      if (seat.timer) clearTimeout(seat.timer);
      seat.socket.close();
    }
  }
  return {
    matches: matches.length,
    finished,
    sockets: matches.length * seatCount,
    actions,
    rejected,
    errors,
    seconds,
    actionsPerSecond: actions / seconds,
    latencyMs: summarize(latencies),
    setupSeconds,
    timedOut,
    generatorLagP99Ms: lag.percentile(99) / 1e6,
  };
}
