import { loadavg } from 'node:os';
import type { Finding } from './scan';

export interface GameFigures {
  matches: number;
  finished: number;
  cut: number;
  actions: number;
  messages: number;
  findings: number;
}

export interface LeaksReport {
  seed: string;
  /** The chance that a seat's client chose as the greedy bot does (else at random). */
  greedy: number;
  games: Record<string, GameFigures>;
  matches: number;
  /** Played to their end. */
  finished: number;
  /** Stopped at the action bound. */
  cut: number;
  /** Stopped because a move of a client was refused (not as stale). */
  stuck: number;
  actions: number;
  /** Undos the server took (each action taken back is replayed where it was taken). */
  undos: number;
  /** Messages scanned, in all. */
  messages: number;
  /** Messages on a history after at least one undo. */
  afterUndo: number;
  /** Messages about a position whose last action was later taken back. */
  takenBack: number;
  /** Messages by how they came: player, spectator, reconnect, past-view, reply. */
  byVia: Record<string, number>;
  /** Messages by type: update, rejected, error, past-view, http-error. */
  byKind: Record<string, number>;
  findings: number;
  /** The first findings, each naming its game, match, seat, version and what leaked. */
  examples: Finding[];
  seconds: number;
  /** True when the campaign was stopped (Ctrl-C, SIGTERM) before every match was played and scanned. */
  partial: boolean;
}

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** The short report on standard output. */
export function printReport(report: LeaksReport, load: number[]): void {
  for (const [game, g] of Object.entries(report.games))
    console.log(
      `${game.padEnd(14)} ${g.matches} matches (${g.finished} to their end, ${g.cut} cut), ${g.actions} actions, ${g.messages} messages, ${g.findings} findings`,
    );
  console.log(
    `matches        ${report.matches} in ${report.seconds.toFixed(1)} s, ${report.actions} actions, ${report.stuck} stuck`,
  );
  console.log(`messages       ${report.messages} scanned: ${list(report.byVia)}`);
  console.log(
    `undo           ${report.undos} actions taken back; ${report.afterUndo} messages after an undo, ${report.takenBack} about a position taken back`,
  );
  console.log(`kinds          ${list(report.byKind)}`);
  console.log(`findings       ${report.findings}`);
  if (report.partial)
    console.log('partial        stopped before the end: only the matches above were played and scanned');
  for (const f of report.examples.slice(0, 10))
    console.log(
      `  ${f.game} match ${f.match} seat ${f.seat === null ? 'spectator' : f.seat} history ${f.history} (${f.via}) ${f.check}: ${f.what.slice(0, 200)}`,
    );
  console.log(
    `machine        ${load[0].toFixed(1)} load average at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
}
