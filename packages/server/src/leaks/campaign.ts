import { type AnyGame, randomSource } from '@questbox/engine';
import { fetchAgain, postJson } from '../load/post';
import { StoredMatches } from './authority';
import type { LeaksReport } from './report';
import { type Finding, type Received, scanMatch, type Undone } from './scan';
import { LeakClient, type Undoing } from './seat';

export interface LeaksOptions {
  url: string;
  /** The server's SQLite file, read for the stored actions. */
  dbPath: string;
  games: AnyGame[];
  /** Matches per game. */
  matches: number;
  seed: string;
  /** Matches played at once. */
  parallel?: number;
  /** A match is cut once it reaches this many actions (the long games can run to thousands). */
  maxActions?: number;
  progress?: (line: string) => void;
  /**
   * Once aborted (Ctrl-C), no match starts, the matches being played are left unscanned, and the
   * report of the matches scanned so far comes back marked partial.
   */
  signal?: AbortSignal;
}

const EXAMPLES = 50;
/** How often a seat that takes actions back does so, when the server says it may. */
const UNDO_CHANCE = 0.1;

/**
 * Plays seeded matches of each game through the server: two seats played by socket clients, one
 * by a server bot, and a spectator; one player and the spectator open their socket again
 * mid-match; one player (and half the time the other) now and then takes back its own last
 * action; every client now and then sends what must be refused; at the end each seat and the
 * spectator ask for past views. Then every message every client received is scanned against what
 * its seat may know (`scan.ts`), replaying the match from the store.
 */
export async function runLeaks(options: LeaksOptions): Promise<LeaksReport> {
  const started = performance.now();
  const store = new StoredMatches(options.dbPath);
  const report: LeaksReport = {
    seed: options.seed,
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
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const { game, n } = jobs[next++];
      const played = await playMatch(options, store, game, `${options.seed}:${game.id}:${n}`);
      if (!played) break;
      const authority = store.read(played.id, played.undone);
      const scan = scanMatch(game, authority, played.received);
      const figures = (report.games[game.id] ??= {
        matches: 0,
        finished: 0,
        cut: 0,
        actions: 0,
        messages: 0,
        findings: 0,
      });
      figures.matches++;
      figures.actions += authority.actions.length;
      figures.messages += scan.messages;
      figures.findings += scan.findings.length;
      report.matches++;
      report.actions += authority.actions.length;
      report.messages += scan.messages;
      report.undos += played.undone.length;
      report.afterUndo += scan.afterUndo;
      report.takenBack += scan.takenBack;
      if (played.refused) report.stuck++;
      else if (played.finished) {
        figures.finished++;
        report.finished++;
      } else {
        figures.cut++;
        report.cut++;
      }
      for (const r of played.received) report.byVia[r.via] = (report.byVia[r.via] ?? 0) + 1;
      for (const [k, count] of Object.entries(scan.byKind))
        report.byKind[k] = (report.byKind[k] ?? 0) + count;
      record(report, scan.findings);
      if (report.matches % 10 === 0)
        options.progress?.(
          `${report.matches}/${jobs.length} matches, ${report.messages} messages, ${report.findings} findings`,
        );
    }
  };
  try {
    await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  } finally {
    store.close();
  }
  report.seconds = (performance.now() - started) / 1000;
  report.partial = report.matches < jobs.length;
  return report;
}

function record(report: LeaksReport, findings: Finding[]): void {
  report.findings += findings.length;
  // The first findings, and the first of every check besides, so one kind cannot crowd out another.
  for (const f of findings)
    if (report.examples.length < EXAMPLES || !report.examples.some((e) => e.check === f.check))
      report.examples.push(f);
}

interface Played {
  id: string;
  received: Received[];
  finished: boolean;
  /** A move of a client was refused (not as stale): the match could not go on. */
  refused: string | null;
  /** The undos the server took, each with the action it took back as the store held it. */
  undone: Undone[];
}

export async function playMatch(
  options: LeaksOptions,
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
  const humans = seats.filter((s) => s.kind === 'human').length;
  const tokens: string[] = [];
  for (let s = 0; s < humans; s++)
    tokens.push(
      (await postJson(`${url}/api/matches/${id}/seats/${s}/join`, { name: `Seat ${s + 1}` })).token,
    );
  const received: Received[] = [];
  const maxActions = options.maxActions ?? 3000;
  const script = (reconnect: boolean, undo: boolean) => ({
    reconnectAt: reconnect ? 1 + Math.floor(random() * 40) : null,
    hostile: 0.05,
    maxActions,
    undo: undo ? UNDO_CHANCE : 0,
  });
  const undoing: Undoing = { stored: (version) => store.actionAt(id, version), taken: [] };
  const spectator = new LeakClient(url, id, null, null, random, script(true, false), received, undoing);
  const players = tokens.map(
    (token, s) =>
      new LeakClient(
        url,
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
  const refused = players.find((p) => p.refused)?.refused ?? null;
  return { id, received, finished: clients.some((c) => c.finished), refused, undone: undoing.taken };
}
