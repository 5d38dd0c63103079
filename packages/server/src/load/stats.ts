/** The value below which `p` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank];
}

export function summarize(samples: number[]) {
  const sorted = Float64Array.from(samples).sort();
  const list = Array.from(sorted);
  return {
    count: list.length,
    p50: percentile(list, 0.5),
    p90: percentile(list, 0.9),
    p99: percentile(list, 0.99),
    max: list.length ? list[list.length - 1] : Number.NaN,
  };
}

/** One second of play: when it began (s after the start), how many actions were sent in it, their slowest. */
export interface Second {
  at: number;
  actions: number;
  maxMs: number;
}

/**
 * Where the slow actions lie: the seconds of play whose slowest action (sent in that second) is
 * slowest, and the share of the slowest 1 % of actions sent in those seconds. A high share means a
 * few stalls; a low one, a queue that is long all the time.
 */
export function slowestSeconds(latencies: number[], sentAt: number[], start: number, count = 5) {
  const secondOf = sentAt.map((t) => Math.floor((t - start) / 1000));
  const seconds = new Map<number, Second>();
  latencies.forEach((ms, i) => {
    const at = secondOf[i];
    const s = seconds.get(at) ?? { at, actions: 0, maxMs: 0 };
    s.actions++;
    s.maxMs = Math.max(s.maxMs, ms);
    seconds.set(at, s);
  });
  const slowest = [...seconds.values()].sort((a, b) => b.maxMs - a.maxMs).slice(0, count);
  const inSlowest = new Set(slowest.map((s) => s.at));
  // The slowest 1 % by rank (ties at its edge broken by order).
  const tail = latencies
    .map((ms, i) => ({ ms, i }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, Math.ceil(latencies.length / 100));
  const tailInSlowest = tail.filter((x) => inSlowest.has(secondOf[x.i])).length;
  return { slowest, tailShare: tail.length ? tailInSlowest / tail.length : 0 };
}
