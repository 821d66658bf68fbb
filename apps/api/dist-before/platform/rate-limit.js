import rateLimit, {} from '@fastify/rate-limit';
import ipaddr from 'ipaddr.js';
import { apiMessages } from '@bazaar/domain';
import { TooManyRequestsError } from './errors.js';
import { loadRedis } from './lazy-modules.js';
/** Counters kept by the busiest keys only (per scope): enough for an attack from many addresses, bounded. */
export const LOCAL_STORE_KEYS = 50_000;
/** While Redis is down, the fallback is said at most this often (it would otherwise be every request). */
export const REDIS_WARN_EVERY_MS = 60_000;
/**
 * Where a client's attempts are counted: an IPv4 address as is (an IPv4-mapped IPv6 one too), an IPv6 address
 * by its /64 prefix (one subscriber usually holds a whole /64, so single addresses would cost an attacker nothing).
 */
export function addressKey(ip) {
    if (!ipaddr.isValid(ip))
        return ip;
    const address = ipaddr.process(ip);
    if (address.kind() === 'ipv4')
        return address.toString();
    const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/64`);
    return `${network.toString()}/64`;
}
// The plugin's limiters key a request with `keyGenerator`; ours are keyed by what a service names (an account,
// an address), so each count is asked with a stand-in request carrying that key.
const SUBJECT = Symbol('rate-limit subject');
const keyed = (key) => ({ [SUBJECT]: key, routeOptions: { config: {} } });
/** @fastify/rate-limit in a scope of its own, so the Redis and in-process stores can live side by side. */
async function limiterFactory(app, store) {
    let create;
    await app.register(async (scope) => {
        await scope.register(rateLimit, { global: false, ...store });
        create = scope.createRateLimit.bind(scope);
    });
    if (!create)
        throw new Error('@fastify/rate-limit did not register');
    return create;
}
/**
 * Fixed-window limits on @fastify/rate-limit: in Redis (REDIS_URL) so that several processes share their
 * counters, otherwise in a bounded LRU in this process. While Redis does not answer, each process counts on
 * its own (one warning a minute) and requests go on; once Redis is back the counters are shared again.
 */
export class RateLimiter {
    local;
    log;
    shared;
    limiters = new Map();
    lastWarnAt = 0;
    fallingBack = false;
    constructor(local, log, shared) {
        this.local = local;
        this.log = log;
        this.shared = shared;
    }
    get sharedState() {
        if (!this.shared)
            return null;
        return this.shared.redis.status === 'ready' ? 'ok' : 'degraded';
    }
    limiter(store, scope, rule) {
        const name = `${store}:${scope}:${rule.limit}:${rule.windowMs}`;
        let limiter = this.limiters.get(name);
        if (!limiter) {
            const options = {
                max: rule.limit,
                timeWindow: rule.windowMs,
                keyGenerator: (request) => request[SUBJECT],
                cache: LOCAL_STORE_KEYS,
            };
            limiter = (store === 'shared' && this.shared ? this.shared.create : this.local)(options);
            this.limiters.set(name, limiter);
        }
        return limiter;
    }
    /** Redis failed: counted here instead, said once a minute. */
    warnFallback(error) {
        this.fallingBack = true;
        const now = Date.now();
        if (now - this.lastWarnAt < REDIS_WARN_EVERY_MS)
            return;
        this.lastWarnAt = now;
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn({ reason }, 'redis unreachable: rate limits are counted by each process until it is back');
    }
    sharedAgain() {
        if (!this.fallingBack)
            return;
        this.fallingBack = false;
        this.lastWarnAt = 0;
        this.log.info('redis answers again: rate limits are shared between processes');
    }
    /** Counts one attempt and throws 429 (with the wait) once the rule's limit is passed. */
    async hit(scope, subject, rule) {
        const request = keyed(`${scope}:${subject}`);
        let counted;
        if (this.shared) {
            if (this.shared.redis.status !== 'ready')
                this.warnFallback(new Error(`redis ${this.shared.redis.status}`));
            else {
                try {
                    counted = await this.limiter('shared', scope, rule)(request);
                    this.sharedAgain();
                }
                catch (error) {
                    this.warnFallback(error);
                }
            }
        }
        counted ??= await this.limiter('local', scope, rule)(request);
        if (!counted.isAllowed && counted.isExceeded) {
            throw tooManyAttempts(Math.max(1, counted.ttlInSeconds));
        }
    }
}
/**
 * The app's limiter: with `redisUrl`, a client that fails fast while Redis is down (no queue, short command
 * timeout) and reconnects on its own; closed with the app.
 */
export async function createRateLimiter(app, redisUrl) {
    const local = await limiterFactory(app, { cache: LOCAL_STORE_KEYS });
    if (!redisUrl)
        return new RateLimiter(local, app.log);
    const redis = new (loadRedis())(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: 2_000,
        // Keep trying, at most every 2 s: limits are shared again as soon as Redis is back.
        retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    const shared = await limiterFactory(app, { redis, nameSpace: 'bazaar-rate-' });
    const limiter = new RateLimiter(local, app.log, { create: shared, redis });
    redis.on('error', (error) => limiter.warnFallback(error));
    // The first requests find the counters shared when Redis answers at start (and go on without it when not).
    await new Promise((resolve) => {
        const done = () => {
            clearTimeout(timer);
            redis.off('ready', done).off('error', done);
            resolve();
        };
        const timer = setTimeout(done, 2_000);
        redis.once('ready', done).once('error', done);
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    return limiter;
}
/** 429 with how long to wait, in the message and in Retry-After. */
export const tooManyAttempts = (retryAfterSeconds) => new TooManyRequestsError(apiMessages.tryAgainIn(retryAfterSeconds), { retryAfterSeconds });
//# sourceMappingURL=rate-limit.js.map