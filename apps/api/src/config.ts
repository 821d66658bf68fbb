import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url().optional(),
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
  TRUST_PROXY: booleanFromEnv.default(false),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_DEMO: booleanFromEnv.default(true),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  trustProxy: boolean;
  bodyLimit: number;
  seedDemo: boolean;
  webDist: string | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    jwtSecret: c.JWT_SECRET,
    logLevel: c.LOG_LEVEL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    corsOrigins: c.CORS_ORIGINS,
    trustProxy: c.TRUST_PROXY,
    bodyLimit: c.BODY_LIMIT,
    seedDemo: c.SEED_DEMO,
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : undefined,
  };
}
