import type { ServerTimings, Spread } from '../own-server';
import type { LoadReport } from './run';

export interface RunFacts {
  thinkMs: number;
  /** CPU seconds while playing: the server's (null when it is not ours) and the generator's. */
  cpu: { server: number | null; client: number };
  /** The server's memory before the matches were opened, once they were, and at the end (null: not ours). */
  memory: {
    before: NodeJS.MemoryUsage | null;
    opened: NodeJS.MemoryUsage | null;
    after: NodeJS.MemoryUsage | null;
  };
  /** How late the server's event loop ran and how long actions waited for the store, while playing (null: not ours). */
  serverTimings: ServerTimings | null;
  /** Load average (1 minute) at the start and at the end. */
  load: [number, number];
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function latency(s: LoadReport['latencyMs']['ack']): string {
  return `p50 ${ms(s.p50)}, p90 ${ms(s.p90)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${s.count} actions)`;
}

/** Memory per match: the growth of RSS and of the live heap, divided by the matches. */
function perMatch(from: NodeJS.MemoryUsage, to: NodeJS.MemoryUsage, matches: number): string {
  return `RSS ${kib((to.rss - from.rss) / matches)}, heap ${kib((to.heapUsed - from.heapUsed) / matches)}`;
}

/** The load run's figures, one line each. */
export function printReport(report: LoadReport, facts: RunFacts): void {
  const stopped = report.timedOut ? ' (the rest stopped at --max-seconds)' : '';
  console.log(`matches      ${report.finished}/${report.matches} finished${stopped}`);
  for (const [game, row] of Object.entries(report.byGame))
    console.log(
      `  ${game.padEnd(14)} ${row.matches} matches, ${row.finished} finished, ${row.actions} actions`,
    );
  console.log(`seats        ${report.sockets} sockets, ${report.botSeats} bots`);
  console.log(`think        ${facts.thinkMs} ms (jittered ±50 %), bots as long`);
  console.log(
    `actions      ${report.actions} (${report.acknowledged} by sockets, ${report.botActions} by bots); ` +
      `${report.actionsPerSecond.toFixed(0)} actions/s over ${report.seconds.toFixed(1)} s of play`,
  );
  console.log(`to ack       ${latency(report.latencyMs.ack)}`);
  console.log(`to others    ${latency(report.latencyMs.others)}`);
  console.log(`to all       ${latency(report.latencyMs.all)}`);
  const { slowest, tailShare } = report.tail;
  if (slowest.length > 0)
    console.log(
      `slowest      seconds of play: ${slowest.map((s) => `${s.at} s (max ${ms(s.maxMs)}, ${s.actions} actions)`).join(', ')}; ` +
        `${(tailShare * 100).toFixed(0)} % of the slowest 1 % of actions were sent in them`,
    );
  console.log(
    `refused      ${report.stale} stale (another seat acted first), ${report.refused} other, ${report.errors} errors`,
  );
  console.log(
    `delivery     ${report.gaps} skipped versions, ${report.unanswered} actions unanswered, ` +
      `${report.undelivered} updates missing`,
  );
  console.log(`setup        ${report.setupSeconds.toFixed(1)} s to create, join and attach`);
  const { before, opened, after } = facts.memory;
  if (before && opened && after) {
    console.log(
      `memory       server RSS ${kib(before.rss)} before, ${kib(opened.rss)} with the matches open, ${kib(after.rss)} at the end`,
    );
    console.log(
      `per match    opened: ${perMatch(before, opened, report.matches)}; at the end: ${perMatch(before, after, report.matches)}`,
    );
  } else console.log('memory       not measured (--url)');
  const share = (seconds: number) => `${((100 * seconds) / report.seconds).toFixed(0)} % of a core`;
  const server = facts.cpu.server === null ? 'not measured (--url)' : share(facts.cpu.server);
  const perAction =
    facts.cpu.server === null || report.actions === 0
      ? ''
      : ` (${((1000 * facts.cpu.server) / report.actions).toFixed(2)} ms of server CPU an action)`;
  console.log(`cpu (play)   server ${server}${perAction}, load generator ${share(facts.cpu.client)}`);
  const timings = facts.serverTimings;
  const spread = (s: Spread) => `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;
  console.log(
    timings
      ? `server loop  its event loop ran late by ${spread(timings.loopDelay)}`
      : 'server loop  not measured (--url)',
  );
  if (timings) {
    console.log(`lock wait    an action waited for its match's earlier work ${spread(timings.lockWait)}`);
    console.log(`store wait   an action waited for its commit ${spread(timings.storeWait)}`);
    console.log(
      `in server    an action, from its arrival at its match to its updates sent ${spread(timings.actTime)}`,
    );
    const { gcYoung, gcWhole } = timings;
    console.log(
      `server GC    ${gcYoung.count} of the young generation, their pauses ${spread(gcYoung)}; ` +
        `${gcWhole.count} of the whole heap, ${spread(gcWhole)}`,
    );
  } else console.log('in server    not measured (--url)');
  console.log(
    `generator    its event loop ran late by p99 ${ms(report.generatorLagP99Ms)}, max ${ms(report.generatorLagMaxMs)}`,
  );
  console.log(
    `machine      ${facts.load[0].toFixed(1)} load average at the start, ${facts.load[1].toFixed(1)} at the end`,
  );
}
