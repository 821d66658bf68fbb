// `npm run seed -w @bazaar/api -- [--products N]`: migrate, seed the demo catalogue, optionally add N
// benchmark products, and print what was done with timings.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { createDb, migrateToLatest } from '../db/database.js';
import { DatabaseSetupError, ensurePostgresDatabase } from '../db/postgres-setup.js';
import { compactSearchIndex } from '../modules/search/search.service.js';
import { BANK_ACCOUNT_SEAL_PURPOSE } from '../modules/sellers/sellers.service.js';
import { createSealer } from '../platform/sealing.js';
import { loadDataKey } from '../platform/secrets.js';
import { SQLITE_FILENAME } from '../db/files.js';
import { mediaRootDir } from '../platform/media-storage.js';
import { createMediaStorage } from '../platform/media-stores.js';
import { parseSeedArgs, SEED_USAGE } from './cli-args.js';
import { seedBulk } from './seed-bulk.js';
import { seedDemo } from './seed-demo.js';
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
function fileSize(file) {
    try {
        return fs.statSync(file).size;
    }
    catch {
        return 0;
    }
}
async function main() {
    const args = parseSeedArgs(process.argv.slice(2));
    if (args.kind === 'help') {
        console.log(SEED_USAGE);
        return 0;
    }
    if (args.kind === 'error') {
        console.error(`${args.message}\n\n${SEED_USAGE}`);
        return 1;
    }
    let config;
    try {
        config = loadConfig();
    }
    catch (error) {
        if (error instanceof ConfigError) {
            console.error(error.message);
            return 1;
        }
        throw error;
    }
    const started = performance.now();
    // As the server does: a missing PostgreSQL database is created when the role may, else one line says how.
    if (config.databaseUrl) {
        try {
            if (await ensurePostgresDatabase(config.databaseUrl))
                console.log('Database created');
        }
        catch (error) {
            if (error instanceof DatabaseSetupError) {
                console.error(error.message);
                return 1;
            }
            throw error;
        }
    }
    const sqliteFile = path.join(config.dataDir, SQLITE_FILENAME);
    const handle = createDb({ databaseUrl: config.databaseUrl, sqliteFile });
    const media = createMediaStorage(config);
    const log = (line) => console.log(`  ${line}`);
    try {
        console.log(`Database: ${handle.location}`);
        const dataKey = loadDataKey(config.dataKey, config.dataDir);
        const applied = await migrateToLatest(handle.db, { dataKey });
        console.log(`Migrations: ${applied.length > 0 ? applied.join(', ') : 'up to date'}`);
        const demoStarted = performance.now();
        const bankAccountSealer = createSealer(dataKey, BANK_ACCOUNT_SEAL_PURPOSE);
        const demo = await seedDemo({ db: handle.db, media, log, bankAccountSealer });
        console.log(demo.created
            ? `Demo catalogue: ${demo.products} products, ${demo.images} images, ${demo.users} accounts in ${seconds(demoStarted)}`
            : 'Demo catalogue: already present, nothing added');
        if (args.products !== undefined) {
            const bulkStarted = performance.now();
            const bulk = await seedBulk({ db: handle.db, media, products: args.products, log });
            console.log(`Bulk: ${bulk.products} products (${bulk.variants} variants), ${bulk.images} image rows (${bulk.pooledImages} shared files) in ${seconds(bulkStarted)}`);
            const compactStarted = performance.now();
            await compactSearchIndex(handle.db, handle.engine);
            // PostgreSQL: a bulk load leaves the visibility map empty, and the planner then prices every index-only
            // scan (a category page's total) as reading the table; autovacuum would get there later, this at once.
            if (handle.engine === 'postgres')
                await sql `vacuum analyze products`.execute(handle.db);
            console.log(`Search index compacted in ${seconds(compactStarted)}`);
        }
    }
    finally {
        await handle.db.destroy();
    }
    if (handle.engine === 'sqlite') {
        const bytes = fileSize(sqliteFile) + fileSize(`${sqliteFile}-wal`);
        console.log(`SQLite file: ${sqliteFile} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
    }
    console.log(`Media: ${config.media.store === 's3' ? `bucket ${config.media.bucket}` : mediaRootDir(config.dataDir)}`);
    console.log(`Done in ${seconds(started)}`);
    return 0;
}
main().then((code) => {
    process.exitCode = code;
}, (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
});
//# sourceMappingURL=cli.js.map