/** The most products one `npm run seed -- --products N` may add. */
export const MAX_BULK_PRODUCTS = 2_000_000;
export const SEED_USAGE = `Usage: npm run seed -w @bazaar/api -- [--products N]

Migrates the database, seeds the demo catalogue and accounts when they are missing, and with --products
appends N generated products (1 to ${MAX_BULK_PRODUCTS.toLocaleString('en-US')}) for benchmarks.
Reads DATA_DIR and DATABASE_URL like the server.`;
/** Reads `--products N` / `--products=N` and `--help`; anything else is an error with a message. */
export function parseSeedArgs(argv) {
    let products;
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i] ?? '';
        if (arg === '--help' || arg === '-h')
            return { kind: 'help' };
        let value;
        if (arg === '--products')
            value = argv[++i];
        else if (arg.startsWith('--products='))
            value = arg.slice('--products='.length);
        else
            return { kind: 'error', message: `Unknown argument: ${arg}` };
        if (value === undefined || !/^\d+$/.test(value.replace(/_/g, ''))) {
            return {
                kind: 'error',
                message: `--products needs a positive whole number, got ${value ?? 'nothing'}`,
            };
        }
        const n = Number(value.replace(/_/g, ''));
        if (n < 1 || n > MAX_BULK_PRODUCTS) {
            return {
                kind: 'error',
                message: `--products must be between 1 and ${MAX_BULK_PRODUCTS}, got ${value}`,
            };
        }
        products = n;
    }
    return products === undefined ? { kind: 'run' } : { kind: 'run', products };
}
//# sourceMappingURL=cli-args.js.map