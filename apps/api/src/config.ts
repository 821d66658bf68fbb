import path from 'node:path';
import net from 'node:net';
import { z } from 'zod';
import type { S3MediaOptions } from './platform/s3-media-storage.js';

function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  if (rest.length > 0 || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** How DATABASE_URL names a PostgreSQL server's Unix socket (pg connects through `host=` when it is a path). */
const UNIX_SOCKET_URL = 'postgres://user@localhost/db?host=/var/run/postgresql';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    // The server reads the URL's parts (the database to create, the log line) as a URL does: a user with no host
    // (libpq's form for a Unix socket) would stop the start with a bare "Invalid URL"
    .refine(URL.canParse, {
      message: `is not a URL the server can read; for a Unix socket name a host and the socket's directory: ${UNIX_SOCKET_URL}`,
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url().optional(),
  /** Without SMTP_URL in production, say explicitly that the log may hold sign-up and reset codes. */
  MAIL_OUTBOX_LOG: booleanFromEnv.default(false),
  MAIL_FROM: z.string().min(3).default('Bazaar <no-reply@bazaar.local>'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const text = value.trim().toLowerCase();
      if (['false', 'no', '0'].includes(text)) return false;
      if (/^\d+$/.test(text)) return Number(text);
      if (['true', 'yes'].includes(text)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'say how many proxies stand in front of the server (1) or list their addresses ' +
            '(10.0.0.2,10.0.1.0/24): "true" would let any client choose its own address',
        });
        return z.NEVER;
      }
      const addresses = text
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const bad = addresses.find((a) => !isAddressOrRange(a));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `"${bad}" is neither a hop count nor an address or range` });
        return z.NEVER;
      }
      return addresses;
    }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_DEMO: booleanFromEnv.default(true),
  WEB_DIST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_PUBLIC_URL: z.url().optional(),
  /** SQLite: answer catalogue reads from a worker thread (the event loop stays free during ranked searches). */
  CATALOG_READ_WORKER: booleanFromEnv.default(true),
  /** SQLite: how many such threads (each query runs in one of them; 2 measured in decision 0020). */
  CATALOG_READ_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  /**
   * PostgreSQL: connections for the catalogue's reads, a pool apart from the one every other query shares, so
   * a burst of uncached reads queues on its own and a checkout still finds a connection (bench/results.md).
   */
  CATALOG_READ_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(4),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Seals long-lived data at rest (a seller's bank account number); apart from the JWT secret. */
  dataKey: string | undefined;
  logLevel: string;
  smtpUrl: string | undefined;
  /** NODE_ENV=production without SMTP_URL: the operator accepts that the log holds mailed codes. */
  mailOutboxLog: boolean;
  mailFrom: string;
  corsOrigins: string[];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  redisUrl: string | undefined;
  bodyLimit: number;
  seedDemo: boolean;
  webDist: string | undefined;
  catalogReadWorker: boolean;
  catalogReadWorkers: number;
  catalogReadConnections: number;
  /** GET /metrics: on the app's port with this bearer token, and/or on this loopback port; else nowhere. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Where media live: DATA_DIR/media, or an S3-compatible bucket shared by every process. */
  media: { store: 'disk' } | ({ store: 's3' } & S3MediaOptions);
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  // The development outbox writes every mail, codes included, to the log: whoever reads a production log
  // could take over any account. Production must send mail, or say explicitly that it accepts this.
  if (env.NODE_ENV === 'production' && !c.SMTP_URL && !c.MAIL_OUTBOX_LOG) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is not set, and with NODE_ENV=production the development outbox would ' +
        'write sign-up and reset codes to the log; set SMTP_URL (or MAIL_OUTBOX_LOG=true to accept that)',
    );
  }
  const media = mediaConfig(c);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    jwtSecret: c.JWT_SECRET,
    dataKey: c.DATA_KEY,
    logLevel: c.LOG_LEVEL,
    smtpUrl: c.SMTP_URL,
    mailOutboxLog: c.MAIL_OUTBOX_LOG,
    mailFrom: c.MAIL_FROM,
    corsOrigins: c.CORS_ORIGINS,
    trustProxy: c.TRUST_PROXY,
    redisUrl: c.REDIS_URL,
    bodyLimit: c.BODY_LIMIT,
    seedDemo: c.SEED_DEMO,
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : undefined,
    catalogReadWorker: c.CATALOG_READ_WORKER,
    catalogReadWorkers: c.CATALOG_READ_WORKERS,
    catalogReadConnections: c.CATALOG_READ_CONNECTIONS,
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    media,
  };
}

function mediaConfig(c: z.infer<typeof ConfigSchema>): Config['media'] {
  const refuse = (message: string) => {
    throw new ConfigError(`Invalid configuration: ${message}`);
  };
  if (c.S3_ACCESS_KEY_ID && !c.S3_SECRET_ACCESS_KEY)
    refuse('S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID');
  if (c.S3_SECRET_ACCESS_KEY && !c.S3_ACCESS_KEY_ID)
    refuse('S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY');
  if (c.MEDIA_STORE === 'disk') return { store: 'disk' };
  if (!c.S3_BUCKET) return refuse('S3_BUCKET: required with MEDIA_STORE=s3');
  return {
    store: 's3',
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    bucket: c.S3_BUCKET,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: c.MEDIA_PUBLIC_URL,
  };
}
