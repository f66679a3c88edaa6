// The benchmarks' statistics: the one median (the middle run, or the mean of
// the two middle runs of an even count) and the spread of a set of runs.
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The fastest run, the median and the 90th percentile (the run that 90% of runs are as fast as or faster). */
export function spread(values: number[]): { min: number; median: number; p90: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { min: sorted[0]!, median: median(values), p90: at(0.9) };
}
