// Libraries only some set-ups or some requests need, loaded on first use rather than at start: PostgreSQL's
// driver (DATABASE_URL), Redis (REDIS_URL), SMTP (SMTP_URL), S3 (MEDIA_STORE=s3) and the image library (uploads,
// demo pictures).
// Loading them eagerly cost about a third of the start-up time of a plain SQLite server on a loaded machine.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const once = (load) => {
    let value;
    return () => (value ??= load());
};
export const loadPg = once(() => {
    const pg = require('pg');
    // COUNT(*) and bigint money columns come back from pg as int8 strings; every value we store fits in 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return pg;
});
export const loadRedis = once(() => require('ioredis').Redis);
export const loadS3 = once(() => require('@aws-sdk/client-s3'));
export const loadNodemailer = once(() => require('nodemailer'));
export const loadSharp = once(() => {
    const sharp = require('sharp');
    // A decoded image can take a hundred times its file size: each image on two threads, and no cache of
    // decoded images between requests (eight parallel uploads took the process from 0.4 to 1.56 GB).
    sharp.cache(false);
    sharp.concurrency(2);
    return sharp;
});
//# sourceMappingURL=lazy-modules.js.map