import net from 'node:net';
import { apiMessages } from '@bazaar/domain';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors.js';

export interface RateRule {
  /** How many attempts the window allows. */
  limit: number;
  windowMs: number;
}

/** The store interface @fastify/rate-limit's stores share (fixed windows with expiry). */
interface CounterStore {
  incr(
    key: string,
    done: (error: Error | null, result: { current: number; ttl: number } | null) => void,
    windowMs: number,
    max: number,
  ): void;
}

/** Counters kept by the busiest keys only: enough for an attack from many addresses, bounded in memory. */
export const LOCAL_STORE_KEYS = 50_000;

/**
 * Where a client's attempts are counted: an IPv4 address as is, an IPv6 address by its /64 prefix (one
 * subscriber usually holds a whole /64, so single addresses would cost an attacker nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Fixed-window limits on @fastify/rate-limit's stores: a bounded LRU in this process, or Redis (REDIS_URL)
 * so that several processes share their counters.
 */
export class RateLimiter {
  private readonly store: CounterStore;

  constructor(redis?: Redis) {
    this.store = redis
      ? (new RedisStore(false, false, redis, 'bazaar-rate-') as CounterStore)
      : (new LocalStore(false, false, LOCAL_STORE_KEYS) as CounterStore);
  }

  /** Counts one attempt and throws 429 (with the wait) once the rule's limit is passed. */
  async hit(scope: string, subject: string, rule: RateRule): Promise<void> {
    const { current, ttl } = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      this.store.incr(
        `${scope}:${subject}`,
        (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
        rule.windowMs,
        rule.limit,
      ),
    );
    if (current > rule.limit) throw tooManyAttempts(Math.max(1, Math.ceil(ttl / 1000)));
  }
}

/** 429 with how long to wait, in the message and in Retry-After. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new TooManyRequestsError(apiMessages.tryAgainIn(retryAfterSeconds), { retryAfterSeconds });
