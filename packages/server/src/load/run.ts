import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomSource } from '@questbox/engine';
import { QuestboxSocket } from '../client';
import type { UpdateMessage } from '../updates';
import { type ListedGame, type PlannedMatch, planMatches, type SeatPlan } from './plan';
import { postJson } from './post';
import { slowestSeconds, summarize } from './stats';
import { MatchTracker, type Samples } from './tracker';

export interface LoadOptions extends SeatPlan {
  url: string;
  matches: number;
  thinkMs: number;
  /** Play stops after this long; the sockets then stop acting and the matches settle. */
  maxSeconds: number;
  /** The sockets of a match stop acting once it has taken this many actions. */
  maxActions?: number;
  seed: string;
  /** Called now and then with a line of progress. */
  progress?: (line: string) => void;
  /** Called when every socket is attached, before play begins (awaited: the caller may measure). */
  onPlayStart?: () => void | Promise<void>;
  /** Called when the matches have settled, before the sockets close (awaited). */
  onPlayEnd?: () => void | Promise<void>;
}

export interface LoadReport {
  matches: number;
  finished: number;
  /** Matches per game: how many, how many finished, how many actions they took. */
  byGame: Record<string, { matches: number; finished: number; actions: number }>;
  sockets: number;
  botSeats: number;
  /** Every action taken (bots' moves included), once every socket of its match had it. */
  actions: number;
  /** Actions our sockets sent that were acknowledged. */
  acknowledged: number;
  /** Bots' moves (every socket of the match received them). */
  botActions: number;
  /** Actions refused as `stale`: another seat acted first on a decision taken at once. */
  stale: number;
  /** Actions refused otherwise (a legal choice refused: must stay 0). */
  refused: number;
  errors: number;
  /** Updates that skipped a version, actions never answered, versions some socket never got (all must stay 0). */
  gaps: number;
  unanswered: number;
  undelivered: number;
  /** How long the sockets played: until every match settled, or until time was up. */
  seconds: number;
  /** Actions taken while the sockets played, per second. */
  actionsPerSecond: number;
  latencyMs: { ack: Summary; others: Summary; all: Summary };
  /** The seconds of play with the slowest actions (to every socket), and the share of the slowest 1 % sent in them. */
  tail: ReturnType<typeof slowestSeconds>;
  setupSeconds: number;
  timedOut: boolean;
  /** How late the generator's own event loop ran (p99, ms): its share of the latency. */
  generatorLagP99Ms: number;
  /** Its worst lateness (ms): a stall of the generator delays the arrivals it records. */
  generatorLagMaxMs: number;
}

type Summary = ReturnType<typeof summarize>;

interface SocketSeat {
  socket: QuestboxSocket;
  /** Its place among the match's sockets (the tracker's index). */
  index: number;
  latest: UpdateMessage;
  timer: NodeJS.Timeout | null;
  /** The action sent and not answered yet: a seat sends one at a time. */
  inFlight: string | null;
  random: () => number;
}

interface LoadMatch {
  id: string;
  plan: PlannedMatch;
  sockets: SocketSeat[];
  tracker: MatchTracker | null;
  /** Its sockets no longer act (time is up, or it took `maxActions`). */
  stopping: boolean;
  /** Finished, or stopped with every socket holding the same update and no bot to move. */
  done: boolean;
  finished: boolean;
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

/** Creates a match of the plan, joins its socket seats and attaches each on its own socket. */
async function open(url: string, plan: PlannedMatch, seed: string): Promise<LoadMatch> {
  const created = await postJson(`${url}/api/matches`, {
    game: plan.game,
    seed,
    seats: plan.seats.map((bot) => (bot === null ? { kind: 'human' } : { kind: 'bot', bot })),
  });
  // Every seat is claimed before any attaches: the match runs (and its bots move) from then on.
  const tokens = new Map<number, string>();
  for (const [seat, bot] of plan.seats.entries()) {
    if (bot === null)
      tokens.set(seat, (await postJson(`${url}/api/matches/${created.id}/seats/${seat}/join`, {})).token);
  }
  const sockets: SocketSeat[] = [];
  for (const [seat, token] of tokens) {
    const socket = await QuestboxSocket.open(url, { keep: false });
    const own: SocketSeat = {
      socket,
      index: sockets.length,
      latest: null as unknown as UpdateMessage,
      timer: null,
      inFlight: null,
      random: randomSource(`${seed}:${seat}`),
    };
    // Until play begins, a socket keeps the newest update (a bot may move meanwhile).
    socket.onMessage = (m) => {
      if (m.type === 'update' && (own.latest === null || m.version >= own.latest.version)) own.latest = m;
    };
    const first = await socket.request(
      { type: 'attach', match: created.id, token },
      (m) => m.type === 'update' || m.type === 'error',
    );
    if (first.type !== 'update') throw new Error(`attach failed: ${JSON.stringify(first)}`);
    sockets.push(own);
  }
  return { id: created.id, plan, sockets, tracker: null, stopping: false, done: false, finished: false };
}

/**
 * Opens the matches (each seat a socket of its own or a bot on the server), and plays them with
 * random legal choices, each socket thinking about `thinkMs` (jittered ±50 %) before it acts, until
 * they end or time is up. Then the sockets stop acting and each match settles: every socket holds
 * the same update, and only a socket could move next. Measures, for each action a socket sent, the
 * time to its acknowledgment and to the other sockets' update, and checks that every action was
 * answered and every update reached every socket.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const setupStart = performance.now();
  const games = (await (await fetch(`${options.url}/api/games?all=true`)).json()).games as ListedGame[];
  const plans = planMatches(games, options, options.matches);
  const matches = await pool(plans.length, 16, (i) => open(options.url, plans[i], `${options.seed}:${i}`));
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const sockets = matches.reduce((n, m) => n + m.sockets.length, 0);
  options.progress?.(
    `${matches.length} matches, ${sockets} sockets attached in ${setupSeconds.toFixed(1)} s`,
  );

  await options.onPlayStart?.();
  const samples: Samples = { ack: [], others: [], all: [], sentAt: [] };
  let stale = 0;
  let refused = 0;
  let errors = 0;
  let finished = 0;
  let done = 0;
  let sent = 0;
  let timedOut = false;
  const lagResolutionMs = 10;
  const lag = monitorEventLoopDelay({ resolution: lagResolutionMs });
  lag.enable();
  const start = performance.now();
  let playSeconds = 0;
  /** Actions taken while the sockets played (not those of the bots while the matches settle). */
  let played = 0;
  const actions = () => matches.reduce((n, m) => n + (m.tracker?.actions ?? 0), 0);

  await new Promise<void>((resolve) => {
    const ticker = setInterval(() => {
      const s = (performance.now() - start) / 1000;
      options.progress?.(`${s.toFixed(0)} s: ${actions()} actions, ${finished}/${matches.length} finished`);
    }, 10_000);
    const deadline = setTimeout(() => {
      timedOut = true;
      playSeconds = (performance.now() - start) / 1000;
      played = actions();
      for (const match of matches) stop(match);
    }, options.maxSeconds * 1000);
    // Time is up and matches still do not settle: a socket missed an update or an answer.
    let settleLimit: NodeJS.Timeout | null = null;
    const end = () => {
      clearInterval(ticker);
      clearTimeout(deadline);
      if (settleLimit) clearTimeout(settleLimit);
      resolve();
    };

    const stop = (match: LoadMatch) => {
      if (match.stopping) return;
      match.stopping = true;
      for (const seat of match.sockets) {
        if (seat.timer) clearTimeout(seat.timer);
        seat.timer = null;
      }
      settle(match);
      if (timedOut && !settleLimit) settleLimit = setTimeout(end, 30_000);
    };

    const settle = (match: LoadMatch) => {
      if (match.done || !match.tracker?.settled()) return;
      const latest = match.sockets[0].latest;
      const own = new Set(match.plan.seats.flatMap((bot, seat) => (bot === null ? [seat] : [])));
      const ended = latest.status === 'finished';
      if (!ended && !(match.stopping && latest.waiting.every((s: number) => own.has(s)))) return;
      match.done = true;
      if (ended) {
        match.finished = true;
        finished++;
      }
      if (++done === matches.length) {
        if (!timedOut) {
          playSeconds = (performance.now() - start) / 1000;
          played = actions();
        }
        end();
      }
    };

    const think = (seat: SocketSeat, match: LoadMatch) => {
      if (seat.timer || seat.inFlight || match.stopping || seat.latest.legal.length === 0) return;
      const wait = options.thinkMs <= 0 ? 0 : options.thinkMs * (0.5 + seat.random());
      seat.timer = setTimeout(() => {
        seat.timer = null;
        const update = seat.latest;
        if (match.stopping || update.legal.length === 0) return;
        const { action } = update.legal[Math.floor(seat.random() * update.legal.length)];
        const id = String(++sent);
        seat.inFlight = id;
        match.tracker!.sending(id, seat.index, performance.now());
        seat.socket.send({ type: 'act', id, version: update.version, history: update.history, action });
      }, wait);
    };

    for (const match of matches) {
      match.tracker = new MatchTracker(
        match.sockets.map((seat) => seat.latest.version),
        samples,
      );
      const tracker = match.tracker;
      for (const seat of match.sockets) {
        seat.socket.onMessage = (m) => {
          if (m.type === 'rejected' || m.type === 'error') {
            if (m.type === 'error') errors++;
            else if (m.error?.code === 'stale') stale++;
            else refused++;
            if (m.id !== null && m.id === seat.inFlight) {
              seat.inFlight = null;
              tracker.rejected(m.id);
            }
          } else if (m.type === 'update') {
            if (m.version < seat.latest.version) return;
            tracker.received(seat.index, m.version, m.ack, performance.now());
            if (m.ack != null && m.ack === seat.inFlight) seat.inFlight = null;
            seat.latest = m;
            if (options.maxActions !== undefined && m.version >= options.maxActions) stop(match);
          } else return;
          settle(match);
          think(seat, match);
        };
        think(seat, match);
      }
    }
  });
  const seconds = playSeconds || (performance.now() - start) / 1000;
  lag.disable();
  await options.onPlayEnd?.();
  for (const match of matches) {
    for (const seat of match.sockets) {
      if (seat.timer) clearTimeout(seat.timer);
      seat.socket.close();
    }
  }
  const byGame: LoadReport['byGame'] = {};
  for (const m of matches) {
    const row = (byGame[m.plan.game] ??= { matches: 0, finished: 0, actions: 0 });
    row.matches++;
    if (m.finished) row.finished++;
    row.actions += m.tracker!.actions;
  }
  const sum = (f: (t: MatchTracker) => number) => matches.reduce((n, m) => n + f(m.tracker!), 0);
  return {
    matches: matches.length,
    finished,
    byGame,
    sockets,
    botSeats: matches.reduce((n, m) => n + m.plan.seats.length - m.sockets.length, 0),
    actions: actions(),
    acknowledged: sum((t) => t.acknowledged),
    botActions: sum((t) => t.botMoves),
    stale,
    refused,
    errors,
    gaps: sum((t) => t.gaps),
    unanswered: sum((t) => t.unanswered()),
    undelivered: sum((t) => t.undelivered()),
    seconds,
    actionsPerSecond: (played || actions()) / seconds,
    latencyMs: {
      ack: summarize(samples.ack),
      others: summarize(samples.others),
      all: summarize(samples.all),
    },
    tail: slowestSeconds(samples.all, samples.sentAt, start),
    setupSeconds,
    timedOut,
    // The histogram holds the time between two turns of a 10 ms timer: lateness is what exceeds it.
    generatorLagP99Ms: Math.max(0, lag.percentile(99) / 1e6 - lagResolutionMs),
    generatorLagMaxMs: Math.max(0, lag.max / 1e6 - lagResolutionMs),
  };
}
