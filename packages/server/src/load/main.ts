import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseFlags } from '../flags';
import { type ServerTimings, startOwnServer } from '../own-server';
import { printReport, type RunFacts } from './print';
import { runLoad } from './run';

/**
 * `npm run load -- --matches 1000 [--game race|<id>|all] [--seats 3 --bot-seats 1] [--think-ms 1000]
 *   [--out load-report.json]`: prints a short report and writes the whole one as JSON. Without --url it starts a server of its own (SQLite in a temporary folder, or --db) in another
 * process, so the figures include real storage and real sockets, and stops it at the end.
 */
const values = parseFlags(
  {
    matches: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '1000' },
    url: { type: 'string' },
    game: { type: 'string', default: 'race' },
    seats: { type: 'string' },
    'bot-seats': { type: 'string', default: '0' },
    bot: { type: 'string', default: 'random' },
    'max-seconds': { type: 'string', default: '300' },
    'max-actions': { type: 'string' },
    seed: { type: 'string', default: 'load' },
    db: { type: 'string' },
    'server-cpu-prof': { type: 'string' },
    out: { type: 'string', default: 'load-report.json' },
  },
  'npm run load -- [--matches 100] [--game race|<id>|all] [--seats N --bot-seats N] [--bot random] [--think-ms 1000] [--max-seconds 300] [--max-actions N] [--seed load] [--url http://127.0.0.1:PORT | --db FILE] [--server-cpu-prof FOLDER] [--out load-report.json]',
);

function positive(name: string, text: string, allowZero = false): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, not "${text}".`);
    process.exit(2);
  }
  return n;
}

const matches = Math.floor(positive('matches', values.matches!));
const thinkMs = positive('think-ms', values['think-ms']!, true);
const maxSeconds = positive('max-seconds', values['max-seconds']!);
const seats = values.seats === undefined ? undefined : Math.floor(positive('seats', values.seats));
const botSeats = Math.floor(positive('bot-seats', values['bot-seats']!, true));
const maxActions =
  values['max-actions'] === undefined
    ? undefined
    : Math.floor(positive('max-actions', values['max-actions']));

const url = (values.url ?? '').replace(/\/$/, '');
if (url && !/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url)) {
  console.error('--url must be a loopback address (127.0.0.1, localhost or [::1]).');
  process.exit(2);
}

// Bots think as long as the sockets do.
const own = url
  ? null
  : await startOwnServer({
      dbPath: values.db,
      botDelayMs: thinkMs,
      cpuProfileDir: values['server-cpu-prof'],
    });
const server = own ?? {
  url,
  cpuSeconds: () => null,
  memory: async () => null,
  timings: async () => null,
  stop: async () => {},
};
// The server is in a session of its own, so Ctrl-C does not reach it: stop it here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(130));
  });
}
try {
  console.log(`questbox load: ${matches} ${values.game} matches against ${server.url}`);
  const load = loadavg();
  const before = await server.memory();
  type Moment = { server: number | null; client: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage | null };
  const moment = async (): Promise<Moment> => {
    const memory = await server.memory();
    return { server: server.cpuSeconds(), client: process.cpuUsage(), memory };
  };
  let atStart: Moment | null = null;
  let atEnd: Moment | null = null;
  let timings: ServerTimings | null = null;
  const report = await runLoad({
    url: server.url,
    matches,
    thinkMs,
    game: values.game!,
    seats,
    botSeats,
    bot: values.bot,
    maxSeconds,
    maxActions,
    seed: values.seed!,
    progress: (line) => console.log(`  ${line}`),
    onPlayStart: async () => {
      atStart = await moment();
      // Starts the server's timings afresh: they cover the play only.
      await server.timings();
    },
    onPlayEnd: async () => {
      timings = await server.timings();
      atEnd = await moment();
    },
  });
  const [start, end] = [atStart as Moment | null, atEnd as Moment | null];
  const client =
    end && start ? end.client.user + end.client.system - start.client.user - start.client.system : 0;
  const facts: RunFacts = {
    thinkMs,
    cpu: {
      server: end?.server != null && start?.server != null ? end.server - start.server : null,
      client: client / 1e6,
    },
    memory: { before, opened: start?.memory ?? null, after: end?.memory ?? null },
    serverTimings: timings,
    load: [load[0], loadavg()[0]],
  };
  printReport(report, facts);
  const asked = { matches, game: values.game, seats, botSeats, bot: values.bot, maxSeconds, maxActions };
  writeFileSync(values.out!, `${JSON.stringify({ asked, ...report, ...facts }, null, 2)}\n`);
  console.log(`report       ${values.out}`);
  const clean = report.errors + report.refused + report.gaps + report.unanswered + report.undelivered === 0;
  process.exitCode = clean ? 0 : 1;
} finally {
  await server.stop();
}
