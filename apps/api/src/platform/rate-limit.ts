import { apiMessages } from '@bazaar/domain';
import { TooManyRequestsError } from './errors.js';

export interface RateRule {
  /** How many attempts the window allows. */
  limit: number;
  windowMs: number;
}

export const RATE_LIMIT_MESSAGE = apiMessages.tooManyAttempts;

/**
 * Fixed-window counters in process memory, keyed by scope and subject (an IP or an account). One process is
 * the embedded deployment; several processes behind a balancer would share counters in Redis (REDIS_URL).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt and throws 429 once the rule's limit is passed. */
  hit(scope: string, subject: string, rule: RateRule): void {
    const key = `${scope}:${subject}`;
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      this.sweep(now);
      return;
    }
    window.count += 1;
    if (window.count > rule.limit) {
      throw new TooManyRequestsError(RATE_LIMIT_MESSAGE, {
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    }
  }

  /** Forgets the counts of a subject (after a successful sign-in, the account's failures no longer count). */
  reset(scope: string, subject: string): void {
    this.windows.delete(`${scope}:${subject}`);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
