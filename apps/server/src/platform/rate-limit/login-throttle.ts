import type { WindowCounter, WindowCounters } from './window-counters.js';

/**
 * Sign-in rate limits: failed attempts per account and all attempts per client address, each in a sliding window.
 * Shared by every server instance when the counters live in Redis. Checking an account's old password (change
 * password) goes through the same limits, so a stolen session cannot be used to guess the password.
 */
export class LoginThrottle {
  private readonly failuresByAccount: WindowCounter;
  private readonly attemptsByAddress: WindowCounter;

  constructor(
    private readonly limits: { maxFailuresPerAccount: number; maxAttemptsPerAddress: number; windowMs: number },
    counters: WindowCounters,
  ) {
    this.failuresByAccount = counters('sign-in-failures', limits.windowMs);
    this.attemptsByAddress = counters('sign-in-attempts', limits.windowMs);
  }

  /** Counts an attempt from the address and answers whether it may go ahead. */
  async admit(email: string, address: string): Promise<boolean> {
    if ((await this.attemptsByAddress.count(address)) >= this.limits.maxAttemptsPerAddress) return false;
    if ((await this.failuresByAccount.count(email)) >= this.limits.maxFailuresPerAccount) return false;
    await this.attemptsByAddress.add(address);
    return true;
  }

  recordFailure(email: string): Promise<void> {
    return this.failuresByAccount.add(email);
  }

  recordSuccess(email: string): Promise<void> {
    return this.failuresByAccount.clear(email);
  }
}
