/**
 * Counts failed sign-ins per key (a username, an address) over a sliding minute. Kept in memory:
 * one server process holds the counters, and a restart forgetting them is acceptable.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the first of `keys` may try again, or 0 when none is over the limit. */
  retryAfter(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.limit) {
        const oldest = recent[recent.length - this.limit] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.set(key, recent);
    }
    if (this.failures.size > 50_000) this.prune(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
    }
  }
}
