/**
 * The V8 flags a questbox server process starts with: its old generation starts at 256 MiB before
 * the first collection of the whole heap. A server's matches promote a steady stream of objects
 * that live a few seconds (log entries, each position's kept choices); with V8's default sizing, 1,000
 * matches had the whole heap collected every second and a half, and its marking took the core in
 * stretches of 100 ms, which made the slowest actions (p99 about 33 ms, 9 ms with the flag: the
 * server README's figures). Node takes it only on a process's command line, not in NODE_OPTIONS and
 * not once running.
 */
export const serverNodeFlags: readonly string[] = ['--initial-old-space-size=256'];

/** True when this process was started with the server's flags. */
export function hasServerNodeFlags(): boolean {
  return serverNodeFlags.every((flag) => process.execArgv.includes(flag));
}
