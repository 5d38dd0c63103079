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
