// Libraries only some set-ups or some requests need, loaded on first use rather than at start: PostgreSQL's
// driver (DATABASE_URL), Redis (REDIS_URL), SMTP (SMTP_URL), S3 (MEDIA_STORE=s3) and the image library (uploads,
// demo pictures).
// Loading them eagerly cost about a third of the start-up time of a plain SQLite server on a loaded machine.
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type { Redis as RedisClass } from 'ioredis';
import type NodemailerModule from 'nodemailer';
import type SmtpPoolClass from 'nodemailer/lib/smtp-pool/index.js';
import type SharpModule from 'sharp';
import type * as S3Module from '@aws-sdk/client-s3';

const require = createRequire(import.meta.url);
const once = <T>(load: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};

export const loadPg = once(() => {
  const pg = require('pg') as typeof PgModule;
  // COUNT(*) and bigint money columns come back from pg as int8 strings; every value we store fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
});

export const loadRedis = once(() => (require('ioredis') as { Redis: typeof RedisClass }).Redis);

export const loadS3 = once(() => require('@aws-sdk/client-s3') as typeof S3Module);

export const loadNodemailer = once(() => require('nodemailer') as typeof NodemailerModule);

export const loadSmtpPool = once(() => require('nodemailer/lib/smtp-pool/index.js') as typeof SmtpPoolClass);

export const loadSharp = once(() => {
  const sharp = require('sharp') as typeof SharpModule;
  // A decoded image can take a hundred times its file size: each image on two threads, and no cache of
  // decoded images between requests (eight parallel uploads took the process from 0.4 to 1.56 GB).
  sharp.cache(false);
  sharp.concurrency(2);
  return sharp;
});
