import {
  constants,
  createHistogram,
  type Histogram,
  monitorEventLoopDelay,
  PerformanceObserver,
} from 'node:perf_hooks';
import { startWith } from './index';

/**
 * Runs a server as its own process, for the load tool and the crash and multi-server tests:
 * `tsx process.ts '<options as JSON>'`. Prints `listening <url>` once it accepts connections.
 * With `"standby": true` it loads its code (printing `loaded`), then waits for a line on its standard input before it
 * opens its store and listens (a restart that is ready at once), and it exits when that input
 * closes, so a server started by a tool never outlives the tool. On its IPC channel, when it has
 * one, it answers the message `memory` with its memory in use, and `timings` with how late its
 * event loop ran and where its actions' time went since the last `timings` (ms).
 */
const { standby, ...options } = JSON.parse(process.argv[2] ?? '{}');
if (standby) {
  process.stdout.write('loaded\n');
  await new Promise<void>((resolve) => {
    process.stdin.once('data', () => resolve());
    process.stdin.once('end', () => process.exit(0));
  });
  process.stdin.on('end', () => process.exit(0));
}
const server = await startWith({ port: 0, dbPath: ':memory:', ...options });
process.stdout.write(`listening ${server.url}\n`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// A 10 ms timer (finer ones cost CPU on a busy machine): every step longer shows as a late turn.
const resolutionMs = 10;
const loopDelay = monitorEventLoopDelay({ resolution: resolutionMs });
loopDelay.enable();
// Each garbage collection's pause (µs): a long one stalls every action in flight. The young
// generation's (scavenges) apart from the whole heap's, which are rarer and longer.
const gcPauses = { young: createHistogram(), whole: createHistogram() };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    const minor = detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
    (minor ? gcPauses.young : gcPauses.whole).record(Math.max(1, Math.round(entry.duration * 1000)));
  }
}).observe({ entryTypes: ['gc'] });
// Started by the load tool, which asks for the memory in use (after a full collection, with
// --expose-gc) and for its timings.
process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  } else if (message === 'timings') {
    // The loop's histogram holds the time between two turns (ns): lateness is what exceeds the
    // timer's period. The actions' hold µs.
    const loop = summary(loopDelay, (ns) => Math.max(0, ns / 1e6 - resolutionMs));
    const { lock, store, whole } = server.actTimings;
    const ms = (us: number) => us / 1000;
    const timings = {
      loopDelay: loop,
      lockWait: summary(lock, ms),
      storeWait: summary(store, ms),
      actTime: summary(whole, ms),
      gcYoung: { ...summary(gcPauses.young, ms), count: gcPauses.young.count },
      gcWhole: { ...summary(gcPauses.whole, ms), count: gcPauses.whole.count },
    };
    loopDelay.reset();
    for (const h of [lock, store, whole, gcPauses.young, gcPauses.whole]) h.reset();
    process.send?.({ timings });
  }
});

function summary(histogram: Histogram, ms: (value: number) => number) {
  if (histogram.count === 0) return { p50: 0, p99: 0, max: 0 };
  return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
}
// The tool that started it is gone: nobody will stop it.
process.on('disconnect', stop);
