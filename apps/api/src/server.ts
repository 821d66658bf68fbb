import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { housekeepingJob } from './housekeeping.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb, migrateToLatest } from './db/database.js';
import { DatabaseSetupError, ensurePostgresDatabase } from './db/postgres-setup.js';
import { SQLITE_FILENAME } from './db/files.js';
import { BANK_ACCOUNT_SEAL_PURPOSE } from './modules/sellers/sellers.service.js';
import { createSealer } from './platform/sealing.js';
import { MediaStoreError } from './platform/s3-media-storage.js';
import { listenForMetrics } from './platform/metrics.js';
import { seedDemo } from './seed/index.js';
import { demoPictures, demoPicturesJob, type DemoPictures } from './seed/demo-pictures.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const createdDatabase = config.databaseUrl ? await ensurePostgresDatabase(config.databaseUrl) : false;

  const database = createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, SQLITE_FILENAME),
  });
  // The demo pictures are the seed's: the start script hands them to the app (drawn on first request) and to
  // the background jobs.
  let pictures: DemoPictures | undefined;
  const app = await buildApp(config, database, {
    drawMissingMedia: (built) => (pictures = demoPictures(built.db, built.media)).draw,
  });
  app.log.info({ database: database.location }, createdDatabase ? 'database created' : 'database');
  // A bucket that is missing or cannot be reached stops the start in one line, before anything listens.
  await app.media.check().catch((error: unknown) => {
    throw error instanceof MediaStoreError
      ? new ConfigError(`Invalid configuration: ${error.message}`)
      : error;
  });

  const applied = await migrateToLatest(database.db, {
    dataKey: app.dataKey,
    onBankAccountsSealed: (sealed) => app.log.info({ sealed }, 'bank account numbers sealed at rest'),
  });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  // The demo rows are written before listening; their pictures are drawn after (or when first asked for).
  if (config.seedDemo) {
    const seeded = await seedDemo({
      db: database.db,
      media: app.media,
      log: (line) => app.log.info(line),
      pictures: 'later',
      bankAccountSealer: createSealer(app.dataKey, BANK_ACCOUNT_SEAL_PURPOSE),
    });
    if (seeded.created) {
      const { pendingPictures: _keys, ...counts } = seeded;
      app.log.info(counts, 'demo catalogue and accounts seeded');
      // Drawn in the background after listening, by whichever process wins the job (or on first request).
      await app.jobs.requestRun('demo-pictures');
    }
  }

  if (!config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set: no mail leaves this server. The development outbox prints every mail, ' +
        'sign-up and reset codes included, to this log. Set SMTP_URL before real people use it.',
    );
  }
  app.mailer.start();
  app.jobs.schedule(housekeepingJob(app));
  if (pictures) app.jobs.schedule(demoPicturesJob(pictures));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  if (config.metrics.port) {
    const metrics = await listenForMetrics(app, app.metrics, config.metrics.port);
    app.addHook('onClose', metrics.close);
    app.log.info(`metrics on http://127.0.0.1:${metrics.port}/metrics`);
  }
  await Promise.all([database.warm?.(), app.catalogReader.warm?.()]);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    },
    `Bazaar is ready on http://localhost:${port}`,
  );
  app.jobs.start();
}

main().catch((error: unknown) => {
  // A setting or a dependency the operator must fix: one line that names it, no stack trace.
  console.error(error instanceof ConfigError || error instanceof DatabaseSetupError ? error.message : error);
  process.exit(1);
});
