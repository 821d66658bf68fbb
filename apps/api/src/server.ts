import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { startHousekeeping } from './housekeeping.js';
import { ConfigError, loadConfig } from './config.js';
import { createDb, migrateToLatest } from './db/database.js';
import { DatabaseSetupError, ensurePostgresDatabase } from './db/postgres-setup.js';
import { SQLITE_FILENAME } from './db/files.js';
import { seedDemo } from './seed/index.js';
import { createDiskMediaStorage } from './platform/media-storage.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let createdDatabase = false;
  if (config.databaseUrl) {
    try {
      createdDatabase = await ensurePostgresDatabase(config.databaseUrl);
    } catch (error) {
      if (error instanceof DatabaseSetupError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, SQLITE_FILENAME),
  });
  const app = await buildApp(config, database);
  app.log.info({ database: database.location }, createdDatabase ? 'database created' : 'database');

  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  if (config.seedDemo) {
    const seeded = await seedDemo({
      db: database.db,
      media: createDiskMediaStorage(path.join(config.dataDir, 'media')),
      log: (line) => app.log.info(line),
    });
    if (seeded.created) app.log.info({ ...seeded }, 'demo catalogue and accounts seeded');
  }

  if (!config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set: no mail leaves this server. The development outbox prints every mail, ' +
        'sign-up and reset codes included, to this log. Set SMTP_URL before real people use it.',
    );
  }
  app.mailer.start();
  startHousekeeping(app);

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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
