/**
 * Counts events per key within a sliding time window, in memory: one server instance enforces its own budget.
 * Used for sign-in attempts and for mail a user sends to addresses of their choice.
 */
export class SlidingWindowCounter {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many events the key had within the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  add(key: string): void {
    this.times.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.times.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const kept = (this.times.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.times.delete(key);
    else this.times.set(key, kept);
    return kept;
  }
}
