/** The `p`th percentile of `values` (nearest rank): what the benchmarks print as p50, p95 and p99. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
