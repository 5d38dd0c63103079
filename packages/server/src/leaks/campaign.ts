import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyGame, randomSource } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { fetchAgain, postJson } from '../load/post';
import { StoredMatches } from './authority';
import type { LeaksReport } from './report';
import { type Authority, type Finding, MatchScanner, type Received, type Undone } from './scan';
import { type Inbox, LeakClient, type Undoing } from './seat';

export interface LeaksOptions {
  url: string;
  /** The server's SQLite file, read for the stored actions. */
  dbPath: string;
  games: AnyGame[];
  /** Matches per game. */
  matches: number;
  seed: string;
  /** Matches played at once, each by a runner process of its own (a game not in the registry: here). */
  parallel?: number;
  /** A match is cut once it reaches this many actions (Legitimacy and Xanth run to tens of thousands). */
  maxActions?: number;
  /**
   * The chance that a seat's client chooses as the greedy bot does (0.75 by default); otherwise it
   * takes a random legal option. 0 plays at random throughout.
   */
  greedy?: number;
  /**
   * Past this many characters of message text waiting (a million by default), a match's messages the
   * store already settles are scanned while it is played.
   */
  unscannedChars?: number;
  progress?: (line: string) => void;
  /**
   * Once aborted (Ctrl-C), no match starts, the matches being played are left unscanned, and the
   * report of the matches scanned so far comes back marked partial.
   */
  signal?: AbortSignal;
}

const EXAMPLES = 50;
/**
 * The characters of message text a match keeps unscanned at most (about): past it, the messages the
 * store already settles are scanned while the match goes on, so a long match's memory stays flat.
 */
const UNSCANNED_CHARS = 1_000_000;
/** How often a seat that takes actions back does so, when the server says it may. */
const UNDO_CHANCE = 0.1;
/** How often a seat's client chooses as the greedy bot does, by default; otherwise it takes a random option. */
const GREEDY_CHANCE = 0.75;

/** What one match, played and scanned, adds to the report. */
export interface MatchFigures {
  game: string;
  /** The actions the store holds once it is over. */
  actions: number;
  messages: number;
  /** Actions taken back. */
  undos: number;
  afterUndo: number;
  takenBack: number;
  /** Played to its end, cut at the action bound, or stuck on a refused move. */
  outcome: 'finished' | 'cut' | 'stuck';
  byVia: Record<string, number>;
  byKind: Record<string, number>;
  findings: number;
  /** The findings the report may show: the match's first ones, and the first of each check. */
  examples: Finding[];
}

/** What playing one match needs: where the server is, and how the campaign plays. */
export type MatchOptions = Pick<
  LeaksOptions,
  'url' | 'seed' | 'maxActions' | 'greedy' | 'unscannedChars' | 'signal'
>;

/**
 * Plays seeded matches of each game through the server: two seats played by socket clients (that
 * choose as the greedy bot does three times in four by default, else at random), one by a server
 * bot, and a spectator; one player and the spectator open their socket again mid-match; one
 * player (and half the time the other) now and then takes back its own last action; every client
 * now and then sends what must be refused; at the end each seat and the spectator ask for past
 * views. Every message every client received is scanned against what its seat may know
 * (`scan.ts`), replaying the match from the store.
 *
 * The matches played at once each go to a process of their own (`runner.ts`), so one match's scan
 * never holds up the other's clients: the server, the clients and the scans share the cores. A
 * game the registry does not list as this very object (a test's planted leak) is played here.
 */
export async function runLeaks(options: LeaksOptions): Promise<LeaksReport> {
  const started = performance.now();
  const report: LeaksReport = {
    seed: options.seed,
    greedy: options.greedy ?? GREEDY_CHANCE,
    games: {},
    matches: 0,
    finished: 0,
    cut: 0,
    stuck: 0,
    actions: 0,
    undos: 0,
    messages: 0,
    afterUndo: 0,
    takenBack: 0,
    byVia: {},
    byKind: {},
    findings: 0,
    examples: [],
    seconds: 0,
    partial: false,
  };
  const jobs = options.games.flatMap((game) =>
    Array.from({ length: options.matches }, (_, n) => ({ game, n })),
  );
  const add = (match: MatchFigures) => {
    const figures = (report.games[match.game] ??= {
      matches: 0,
      finished: 0,
      cut: 0,
      actions: 0,
      messages: 0,
      findings: 0,
    });
    figures.matches++;
    figures.actions += match.actions;
    figures.messages += match.messages;
    figures.findings += match.findings;
    report.matches++;
    report.actions += match.actions;
    report.messages += match.messages;
    report.undos += match.undos;
    report.afterUndo += match.afterUndo;
    report.takenBack += match.takenBack;
    if (match.outcome === 'stuck') report.stuck++;
    else {
      figures[match.outcome]++;
      report[match.outcome]++;
    }
    for (const [via, count] of Object.entries(match.byVia))
      report.byVia[via] = (report.byVia[via] ?? 0) + count;
    for (const [k, count] of Object.entries(match.byKind)) report.byKind[k] = (report.byKind[k] ?? 0) + count;
    report.findings += match.findings;
    record(report.examples, match.examples);
    if (report.matches % 10 === 0)
      options.progress?.(
        `${report.matches}/${jobs.length} matches, ${report.messages} messages, ${report.findings} findings`,
      );
  };
  const parallel = Math.max(1, Math.min(options.parallel ?? 4, jobs.length));
  if (options.games.every((game) => gameById(game.id) === game))
    await inRunners(options, jobs, parallel, add);
  else await here(options, jobs, parallel, add);
  report.seconds = (performance.now() - started) / 1000;
  report.partial = report.matches < jobs.length;
  return report;
}

type Job = { game: AnyGame; n: number };
/** Plays one job: the match's figures, or null once the campaign is stopped. */
type JobPlayer = (job: Job) => Promise<MatchFigures | null>;

/** Hands out the jobs in order, each player taking the next once its last is done, until none is left or the campaign stops. */
async function deal(
  options: LeaksOptions,
  jobs: Job[],
  players: JobPlayer[],
  add: (m: MatchFigures) => void,
) {
  let next = 0;
  await Promise.all(
    players.map(async (play) => {
      while (next < jobs.length && !options.signal?.aborted) {
        const figures = await play(jobs[next++]);
        if (!figures) break;
        add(figures);
      }
    }),
  );
}

/** Plays the jobs in this process, `parallel` at a time. */
async function here(options: LeaksOptions, jobs: Job[], parallel: number, add: (m: MatchFigures) => void) {
  const store = new StoredMatches(options.dbPath);
  const play: JobPlayer = ({ game, n }) => playAndScan(options, store, game, n);
  try {
    await deal(
      options,
      jobs,
      Array.from({ length: parallel }, () => play),
      add,
    );
  } finally {
    store.close();
  }
}

/**
 * Plays the jobs in `parallel` runner processes, each one match at a time; on abort, each runner
 * drops the match it plays and the matches played so far stand.
 */
async function inRunners(
  options: LeaksOptions,
  jobs: Job[],
  parallel: number,
  add: (m: MatchFigures) => void,
) {
  const runners = Array.from({ length: parallel }, () => startRunner(options));
  const stop = () => {
    for (const r of runners) r.stop();
  };
  options.signal?.addEventListener('abort', stop);
  try {
    await deal(
      options,
      jobs,
      runners.map((runner) => async ({ game, n }) => {
        await runner.ready;
        return runner.play(game.id, n);
      }),
      add,
    );
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await Promise.all(runners.map((r) => r.end()));
  }
}

/** A runner process (`runner.ts`) and the match it plays. */
function startRunner(options: LeaksOptions) {
  const entry = join(dirname(fileURLToPath(import.meta.url)), 'runner.ts');
  const { url, dbPath, seed, maxActions, greedy, unscannedChars } = options;
  // In a session of its own, so a Ctrl-C reaches the campaign, which stops it; it exits with it.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', entry, JSON.stringify({ url, dbPath, seed, maxActions, greedy, unscannedChars })],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true },
  );
  let answer: { resolve(m: RunnerMessage): void; reject(e: Error): void } | null = null;
  let gone: Error | null = null;
  let readyNow: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    readyNow = resolve;
  });
  child.on('message', (m: RunnerMessage) => {
    if (m.type === 'ready') readyNow();
    else answer?.resolve(m);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = new Error(`a leak campaign runner stopped (${signal ?? code})`);
      answer?.reject(gone);
      readyNow();
      resolve();
    }),
  );
  return {
    ready,
    /** The figures of match `n` of the game, or null once stopped. */
    async play(game: string, n: number): Promise<MatchFigures | null> {
      if (gone) throw gone;
      const m = await new Promise<RunnerMessage>((resolve, reject) => {
        answer = { resolve, reject };
        child.send({ type: 'play', game, n });
      });
      answer = null;
      if (m.type === 'failed') throw new Error(`a match of ${game} failed in its runner: ${m.error}`);
      return m.type === 'played' ? m.figures : null;
    },
    stop() {
      if (!gone && child.connected) child.send({ type: 'stop' });
    },
    async end() {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What a runner answers. */
export type RunnerMessage =
  | { type: 'ready' }
  | { type: 'played'; figures: MatchFigures | null }
  | { type: 'failed'; error: string };

/** Plays match `n` of the game and scans it; null when stopped first. */
export async function playAndScan(
  options: MatchOptions,
  store: StoredMatches,
  game: AnyGame,
  n: number,
): Promise<MatchFigures | null> {
  const played = await playMatch(options, store, game, `${options.seed}:${game.id}:${n}`);
  if (!played) return null;
  const authority = store.read(played.id, played.undone);
  const scan = played.scanner.finish(authority);
  const examples: Finding[] = [];
  record(examples, scan.findings);
  return {
    game: game.id,
    actions: authority.actions.length,
    messages: scan.messages,
    undos: played.undone.length,
    afterUndo: scan.afterUndo,
    takenBack: scan.takenBack,
    outcome: played.refused ? 'stuck' : played.finished ? 'finished' : 'cut',
    byVia: played.byVia,
    byKind: scan.byKind,
    findings: scan.findings.length,
    examples,
  };
}

/** Keeps the first findings, and the first of every check besides, so one kind cannot crowd out another. */
function record(examples: Finding[], findings: Finding[]): void {
  for (const f of findings)
    if (examples.length < EXAMPLES || !examples.some((e) => e.check === f.check)) examples.push(f);
}

interface Played {
  id: string;
  /** Every message the match's clients received, scanned as far as the store settled them. */
  scanner: MatchScanner;
  /** How many messages came each way. */
  byVia: Record<string, number>;
  finished: boolean;
  /** A move of a client was refused (not as stale): the match could not go on. */
  refused: string | null;
  /** The undos the server took, each with the action it took back as the store held it. */
  undone: Undone[];
}

export async function playMatch(
  options: MatchOptions,
  store: StoredMatches,
  game: AnyGame,
  seed: string,
): Promise<Played | null> {
  const { url } = options;
  const random = randomSource(seed);
  const count = Math.max(game.seats.min, Math.min(3, game.seats.max));
  const seats = Array.from({ length: count }, (_, s) =>
    s < 2 ? { kind: 'human' } : { kind: 'bot', bot: 'random' },
  );
  const created = await postJson(`${url}/api/matches`, { game: game.id, seed, seats });
  const id: string = created.id;
  const undoing: Undoing = { stored: (version) => store.actionAt(id, version), taken: [] };
  const humans = seats.filter((s) => s.kind === 'human').length;
  const tokens: string[] = [];
  for (let s = 0; s < humans; s++)
    tokens.push(
      (await postJson(`${url}/api/matches/${id}/seats/${s}/join`, { name: `Seat ${s + 1}` })).token,
    );
  const scanner = new MatchScanner(game, id);
  const byVia: Record<string, number> = {};
  // The match as last read for a scan while it is played, and whether such a scan waits its turn.
  let read: Authority | null = null;
  let scanning = false;
  let over = false;
  let failed: { error: unknown } | null = null;
  const scanSettled = () => {
    scanning = false;
    if (over || failed) return;
    try {
      read = store.read(id, undoing.taken.slice(), read);
      scanner.scanSettled(read);
    } catch (error) {
      // Thrown where the match ends, as a scan at the end would have.
      failed = { error };
    }
  };
  const received: Inbox = {
    push(r: Received) {
      byVia[r.via] = (byVia[r.via] ?? 0) + 1;
      scanner.add(r);
      if (scanner.waitingChars > (options.unscannedChars ?? UNSCANNED_CHARS) && !scanning) {
        scanning = true;
        setImmediate(scanSettled);
      }
    },
  };
  const maxActions = options.maxActions ?? 3000;
  const script = (reconnect: boolean, undo: boolean) => ({
    reconnectAt: reconnect ? 1 + Math.floor(random() * 40) : null,
    hostile: 0.05,
    maxActions,
    undo: undo ? UNDO_CHANCE : 0,
    greedy: options.greedy ?? GREEDY_CHANCE,
  });
  const spectator = new LeakClient(url, game, id, null, null, random, script(true, false), received, undoing);
  const players = tokens.map(
    (token, s) =>
      new LeakClient(
        url,
        game,
        id,
        s,
        token,
        random,
        script(s === 0 || random() < 0.5, s === 0 || random() < 0.5),
        received,
        undoing,
      ),
  );
  const clients = [spectator, ...players];
  for (const c of clients) await c.open();
  const { signal } = options;
  let stop: () => void = () => undefined;
  await new Promise<void>((resolve) => {
    let left = clients.length;
    for (const c of clients)
      c.done.then(() => {
        if (c.refused || --left === 0) resolve();
      });
    stop = resolve;
    signal?.addEventListener('abort', stop);
  });
  signal?.removeEventListener('abort', stop);
  over = true;
  if (signal?.aborted) {
    for (const c of clients) c.close();
    return null;
  }
  // Past views: two versions each, as each seat and as a spectator, of the history play ended in.
  const reached = Math.max(0, ...clients.map((c) => c.seen));
  const undos = undoing.taken.length;
  for (const [seat, token] of [[null, null], ...tokens.map((t, s) => [s, t])] as [
    number | null,
    string | null,
  ][])
    for (let k = 0; k < 2; k++) {
      const version = Math.floor(random() * (reached + 1));
      const response = await fetchAgain(`${url}/api/matches/${id}/versions/${version}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      received.push({ via: 'past-view', seat, seen: version, undos, text: await response.text() });
    }
  for (const c of clients) c.close();
  // Set, if at all, by a scan while the match was played.
  const failure = failed as { error: unknown } | null;
  if (failure) throw failure.error;
  const refused = players.find((p) => p.refused)?.refused ?? null;
  return {
    id,
    scanner,
    byVia,
    finished: clients.some((c) => c.finished),
    refused,
    undone: undoing.taken,
  };
}
