import { randomSource } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { type CheckReport, check } from './check';
import { Fleet } from './fleet';
import { Ledger } from './record';
import { ChaosSeat, type SeatEvents } from './seat';
import { readStore } from './stored';

export type Store = { dbPath: string } | { postgresUrl: string };

export interface ChaosOptions {
  /** A SQLite file (one server) or a PostgreSQL database (two servers). */
  store: Store;
  kills: number;
  seed: string;
  /** Matches played at once; a finished one is replaced while kills remain. */
  matches: number;
  /** Replacements kept loaded per server (default 1): more make kills closer together. */
  spares?: number;
  /** The games to play (ids); every registered game when absent. */
  games?: string[];
  /** The run gives up when no client has heard anything for this long (a stuck run, not a wait). */
  stallMs?: number;
  progress?: (line: string) => void;
}

/** When the next kill lands: after some acknowledged actions, then at the next moment of its kind. */
export type KillKind = 'write' | 'bot' | 'moment';

export interface ChaosReport {
  store: 'sqlite' | 'postgres';
  servers: number;
  seed: string;
  kills: number;
  killsByKind: Record<KillKind, number>;
  /** How long each replacement took to listen after its process died (ms): median and worst. */
  restartMs: { median: number; max: number };
  matchesByGame: Record<string, number>;
  updates: number;
  stalled: boolean;
  seconds: number;
  check: CheckReport;
}

interface Listed {
  id: string;
  seats: { min: number; max: number };
  bots: string[];
}

/**
 * The crash campaign: servers on one store, matches of every registered game with bot seats and
 * socket-client seats playing at full speed, and `kill -9` of a server at seeded moments (right after
 * a client sent an act, while only bots are to move, or at once), each server replaced at once; with
 * two servers the clients of the killed one move to the survivor, which takes over its bot turns.
 * Once the kills are done every match is played to its end, then the store is checked against what
 * the clients saw (see `check`).
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = performance.now();
  const postgres = 'postgresUrl' in options.store;
  const fleet = await Fleet.start(
    { ...options.store, botDelayMs: 0, botLeaseMs: 300 },
    postgres ? 2 : 1,
    options.spares,
  );
  const random = randomSource(`${options.seed}:chaos`);
  const ledger = new Ledger();
  const opened: string[] = [];
  const matchesByGame: Record<string, number> = {};
  const killsByKind: Record<KillKind, number> = { write: 0, bot: 0, moment: 0 };
  const restarts: number[] = [];
  const botSeats = new Map<string, Set<number>>();
  const seats = new Set<ChaosSeat>();
  let kills = 0;
  let acksSinceKill = 0;
  let armed = arm();
  let killing: Promise<void> | null = null;
  let settingUp = 0;
  let allKilled: () => void = () => undefined;
  const killsDone = new Promise<void>((resolve) => {
    allKilled = resolve;
  });

  function arm(): { kind: KillKind; after: number } {
    const kinds: KillKind[] = ['write', 'bot', 'moment'];
    return { kind: kinds[Math.floor(random() * 3)], after: 1 + Math.floor(random() * 12) };
  }

  const kill = () => {
    if (killing || settingUp > 0 || kills >= options.kills || !fleet.ready()) return;
    const kind = armed.kind;
    const index = Math.floor(random() * fleet.size);
    killing = (async () => {
      let down = 0;
      const last = kills + 1 >= options.kills;
      await fleet.kill(
        index,
        () => {
          down = performance.now();
        },
        last,
      );
      restarts.push(performance.now() - down);
      kills++;
      killsByKind[kind]++;
      acksSinceKill = 0;
      armed = arm();
      if (kills % 10 === 0) options.progress?.(`${kills} kills, ${ledger.acks.length} acknowledged actions`);
      if (kills >= options.kills) allKilled();
    })().finally(() => {
      killing = null;
    });
  };

  const events: SeatEvents = {
    sent() {
      if (armed.kind === 'write' && acksSinceKill >= armed.after) kill();
    },
    updated(seat, update) {
      if ('ack' in update) acksSinceKill++;
      if (acksSinceKill < armed.after) return;
      const bots = botSeats.get(seat.match);
      const onlyBots =
        update.status === 'running' &&
        update.waiting.length > 0 &&
        update.waiting.every((s: number) => bots?.has(s));
      if (armed.kind === 'moment' || (armed.kind === 'bot' && onlyBots)) kill();
    },
  };

  const listed = (await api(fleet, 'GET', '/api/games?all=true')).games as Listed[];
  const games = listed.filter((g) => !options.games || options.games.includes(g.id));
  if (games.length === 0) throw new Error(`no game of ${options.games?.join(', ')} is registered`);

  /** Opens the `n`th match: a game in turn, two to four seats, at least one bot and one client. */
  const open = async (n: number): Promise<void> => {
    while (killing) await killing;
    settingUp++;
    let table: ChaosSeat[];
    try {
      const game = games[n % games.length];
      const count = Math.max(game.seats.min, Math.min(game.seats.max, 2 + Math.floor(random() * 3)));
      const botAt = Math.floor(random() * count);
      const kinds = Array.from({ length: count }, (_, s) => s === botAt || (s !== 0 && random() < 0.3));
      if (count > 1 && kinds.every(Boolean)) kinds[(botAt + 1) % count] = false;
      const offered = game.bots.filter((b) => b === 'random' || b === 'greedy');
      const body = {
        game: game.id,
        seed: `${options.seed}:${n}`,
        seats: kinds.map((bot) =>
          bot ? { kind: 'bot', bot: offered[Math.floor(random() * offered.length)] } : { kind: 'human' },
        ),
      };
      const id = (await api(fleet, 'POST', '/api/matches', body)).id as string;
      opened.push(id);
      matchesByGame[game.id] = (matchesByGame[game.id] ?? 0) + 1;
      botSeats.set(id, new Set(kinds.flatMap((bot, s) => (bot ? [s] : []))));
      table = [];
      for (const [s, bot] of kinds.entries()) {
        if (bot) continue;
        const { token } = await api(fleet, 'POST', `/api/matches/${id}/seats/${s}/join`, {});
        const seat = new ChaosSeat(
          id,
          s,
          token,
          randomSource(`${options.seed}:${n}:${s}`),
          fleet,
          ledger,
          events,
        );
        table.push(seat);
      }
    } finally {
      settingUp--;
    }
    for (const seat of table) {
      seats.add(seat);
      await seat.connect();
    }
    await Promise.all(table.map((s) => s.done));
    for (const seat of table) {
      seat.stop();
      seats.delete(seat);
    }
    if (kills < options.kills) return open(next++);
  };

  let next = options.matches;
  let stalled = false;
  let heard = -1;
  let stall: () => void = () => undefined;
  const stuck = new Promise<void>((resolve) => {
    stall = resolve;
  });
  const watchdog = setInterval(() => {
    if (ledger.updates === heard) {
      stalled = true;
      stall();
    }
    heard = ledger.updates;
  }, options.stallMs ?? 60_000);
  const tables = Array.from({ length: options.matches }, (_, n) => open(n));
  await Promise.race([Promise.all([killsDone, ...tables]), stuck]);
  clearInterval(watchdog);
  for (const seat of seats) seat.stop();
  while (killing) await killing;
  await fleet.stop();
  const stored = await readStore(options.store);
  return {
    store: postgres ? 'postgres' : 'sqlite',
    servers: fleet.size,
    seed: options.seed,
    kills,
    killsByKind,
    restartMs: spread(restarts),
    matchesByGame,
    updates: ledger.updates,
    stalled,
    seconds: (performance.now() - started) / 1000,
    check: check(opened, stored, ledger.record(), gameById),
  };
}

/** A JSON request to the first server (no kill lands while matches are set up). */
async function api(fleet: Fleet, method: string, path: string, body?: unknown): Promise<any> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(fleet.up()[0] + path, init);
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

function spread(values: number[]): { median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}
