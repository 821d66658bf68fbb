// @fastify/rate-limit ships its stores without types; these are their constructors (see store/*.js).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
  }
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
  }
}
