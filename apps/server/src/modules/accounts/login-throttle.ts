import { SlidingWindowCounter } from '../../platform/rate-limit/sliding-window.js';

/**
 * Sign-in rate limits: failed attempts per account and all attempts per client address, each in a sliding window.
 * Kept in memory: one server instance enforces its own budget.
 */
export class LoginThrottle {
  private readonly failuresByAccount: SlidingWindowCounter;
  private readonly attemptsByAddress: SlidingWindowCounter;

  constructor(
    private readonly limits: { maxFailuresPerAccount: number; maxAttemptsPerAddress: number; windowMs: number },
    now: () => number = Date.now,
  ) {
    this.failuresByAccount = new SlidingWindowCounter(limits.windowMs, now);
    this.attemptsByAddress = new SlidingWindowCounter(limits.windowMs, now);
  }

  /** Counts an attempt from the address and answers whether it may go ahead. */
  admit(email: string, address: string): boolean {
    if (this.attemptsByAddress.count(address) >= this.limits.maxAttemptsPerAddress) return false;
    if (this.failuresByAccount.count(email) >= this.limits.maxFailuresPerAccount) return false;
    this.attemptsByAddress.add(address);
    return true;
  }

  recordFailure(email: string): void {
    this.failuresByAccount.add(email);
  }

  recordSuccess(email: string): void {
    this.failuresByAccount.clear(email);
  }
}
