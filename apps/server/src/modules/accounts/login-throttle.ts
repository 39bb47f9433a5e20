/**
 * Sign-in rate limits: failed attempts per account and all attempts per client address, each in a sliding window.
 * Kept in memory: one server instance enforces its own budget.
 */
export class LoginThrottle {
  private readonly failuresByAccount = new Map<string, number[]>();
  private readonly attemptsByAddress = new Map<string, number[]>();

  constructor(
    private readonly limits: { maxFailuresPerAccount: number; maxAttemptsPerAddress: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt from the address and answers whether it may go ahead. */
  admit(email: string, address: string): boolean {
    const attempts = this.recent(this.attemptsByAddress, address);
    const failures = this.recent(this.failuresByAccount, email);
    if (attempts.length >= this.limits.maxAttemptsPerAddress) return false;
    if (failures.length >= this.limits.maxFailuresPerAccount) return false;
    attempts.push(this.now());
    return true;
  }

  recordFailure(email: string): void {
    this.recent(this.failuresByAccount, email).push(this.now());
  }

  recordSuccess(email: string): void {
    this.failuresByAccount.delete(email);
  }

  private recent(store: Map<string, number[]>, key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const kept = (store.get(key) ?? []).filter((time) => time > cutoff);
    store.set(key, kept);
    return kept;
  }
}
