import { loadPg } from '../platform/lazy-modules.js';
/** A database that cannot be reached or created: the message says in one line what is wrong and what to do. */
export class DatabaseSetupError extends Error {
    name = 'DatabaseSetupError';
}
const where = (url) => `${url.hostname}:${url.port || 5432}`;
const databaseName = (url) => decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
// PostgreSQL's SQLSTATEs for the failures a newcomer meets first.
const INVALID_CATALOG_NAME = '3D000';
const INSUFFICIENT_PRIVILEGE = '42501';
const DUPLICATE_DATABASE = '42P04';
const AUTH_FAILED = new Set(['28P01', '28000']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN']);
function explain(error, url) {
    const { code, message } = (error ?? {});
    if (code && UNREACHABLE.has(code)) {
        return new DatabaseSetupError(`Cannot reach PostgreSQL at ${where(url)} (${code}): is it running and listening there? Check DATABASE_URL.`);
    }
    if (code && AUTH_FAILED.has(code)) {
        return new DatabaseSetupError(`PostgreSQL at ${where(url)} refused user "${decodeURIComponent(url.username)}": ${message ?? code}. Check the user and password in DATABASE_URL.`);
    }
    return new DatabaseSetupError(`PostgreSQL at ${where(url)}: ${message ?? String(error)}`);
}
async function connect(url) {
    const client = new (loadPg().Client)({ connectionString: url.toString(), connectionTimeoutMillis: 10_000 });
    try {
        await client.connect();
        return client;
    }
    catch (error) {
        await client.end().catch(() => undefined);
        throw error;
    }
}
/**
 * Makes sure the database named in a postgres:// URL exists before migrating: when it is missing and the role
 * may create databases it is created; otherwise a DatabaseSetupError says how to fix it (`createdb …`).
 * Returns true when the database was created.
 */
export async function ensurePostgresDatabase(databaseUrl) {
    const url = new URL(databaseUrl);
    const name = databaseName(url);
    try {
        const client = await connect(url);
        await client.end();
        return false;
    }
    catch (error) {
        if (error.code !== INVALID_CATALOG_NAME)
            throw explain(error, url);
    }
    // The maintenance database every cluster has; the same role asks for the new database.
    const maintenance = new URL(url.toString());
    maintenance.pathname = '/postgres';
    let admin;
    try {
        admin = await connect(maintenance);
    }
    catch (error) {
        throw explain(error, url);
    }
    try {
        await admin.query(`CREATE DATABASE ${loadPg().escapeIdentifier(name)}`);
        return true;
    }
    catch (error) {
        const { code } = error;
        if (code === DUPLICATE_DATABASE)
            return false; // another process created it first
        if (code === INSUFFICIENT_PRIVILEGE) {
            const user = decodeURIComponent(url.username) || 'postgres';
            throw new DatabaseSetupError(`Database "${name}" does not exist at ${where(url)} and user "${user}" may not create it: ` +
                `run \`createdb -h ${url.hostname} -p ${url.port || 5432} -U ${user} ${name}\` (as a role that may), then start again.`);
        }
        throw explain(error, url);
    }
    finally {
        await admin.end().catch(() => undefined);
    }
}
//# sourceMappingURL=postgres-setup.js.map