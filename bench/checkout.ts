// Checkout throughput: orders per second through POST /api/order/submit-order on SQLite and PostgreSQL, then a
// stock audit (units sold + units left = units at the start, for every product). The API runs from source in
// its own process (tsx); the bench writes sellers, products and a buyer straight to the database it uses.
// Each submission is a fresh checkout of two lines from two sellers (two orders), paid by card; once a
// product runs out, the rest answer 409 and must sell nothing.
//   npm run bench:checkout  [-- --seconds 10 --connections 20 --stock 1500 --engines sqlite,postgres]
// PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432), a throw-away database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb, type Db } from '../apps/api/src/db/database.js';
import { newId } from '../apps/api/src/platform/ids.js';
import { signSessionToken } from '../apps/api/src/platform/tokens.js';
import { benchAccount, benchProduct } from './support/shop.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    stock: { type: 'string', default: '1500' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const initialStock = Number(values.stock);

const product = (db: Db, sellerId: string, name: string, sellingPrice: number) =>
  benchProduct(db, {
    sellerId,
    name,
    sellingPrice,
    stock: initialStock,
    category: 'others',
    subCategory: '',
  });
const port = Number(process.env.BENCH_PORT ?? 4362);
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'bench-checkout-secret-bench-checkout-secret';

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', '--conditions=source', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npx answers for the whole group; the server itself may still be draining: wait until the port is free.
  for (;;) {
    try {
      await fetch(`${base}/api/health`);
    } catch {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function run(engine: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-checkout-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const dbName = `bench_checkout_${newId()}`;
  if (engine === 'postgres') {
    const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    server.pathname = '/postgres';
    admin = new pg.Client({ connectionString: server.toString() });
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    server.pathname = `/${dbName}`;
    databaseUrl = server.toString();
  }
  let stopped = false;
  const child = await startServer({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { db } = createDb(
    databaseUrl ? { databaseUrl, poolSize: 2 } : { sqliteFile: path.join(dataDir, 'bazaar.sqlite') },
  );
  try {
    const sellers = [
      await benchAccount(db, 'Seller A', 'seller'),
      await benchAccount(db, 'Seller B', 'seller'),
    ];
    const products = [
      await product(db, sellers[0] as string, 'Bench Lamp', 45_000),
      await product(db, sellers[1] as string, 'Bench Mat', 30_000),
    ];
    const buyer = await benchAccount(db, 'Bench Buyer', 'consumer');
    const token = await signSessionToken(new TextEncoder().encode(JWT_SECRET), {
      userId: buyer,
      tokenVersion: 0,
    });
    const body = JSON.stringify({
      cartProduct: products.map((id) => ({ id, quantity: 1 })),
      shippingAddress: {
        addressLine1: '12 mg road',
        country: 'india',
        state: 'karnataka',
        city: 'bengaluru',
        pinCode: '560001',
      },
      paymentData: {
        methodName: 'debitcard',
        methodDetail: {
          cardNumber: '4539578763621486',
          cardHolderName: 'Bench Buyer',
          expiryMonth: 12,
          expiryYear: new Date().getFullYear() + 2,
          cvv: '739',
        },
      },
    });
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: `${base}/api/order/submit-order`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
      setupClient: (client) => {
        client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      },
    });
    // Requests still in flight when the clock stops finish during the server's graceful shutdown; the audit
    // reads the database after it, so nothing moves under it.
    await stop(child);
    stopped = true;
    const placed = statuses.get(201) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const other = [...statuses].filter(([status]) => status !== 201 && status !== 409);

    // The audit: every unit is either sold (in an order line) or still in stock; orders = 2 per checkout.
    let balanced = true;
    for (const id of products) {
      const left = (
        await db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()
      ).stock;
      const sold = Number(
        (
          await db
            .selectFrom('orderLines')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
            .where('productId', '=', id)
            .executeTakeFirstOrThrow()
        ).units,
      );
      const ok = sold + left === initialStock;
      balanced &&= ok;
      console.log(
        `  audit ${id}: sold ${sold} + left ${left} = ${sold + left} (initial ${initialStock}) ${ok ? 'OK' : 'MISMATCH'}`,
      );
    }
    const orders = Number(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const checkouts = Number(
      (
        await db
          .selectFrom('checkouts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    console.log(
      `${engine.padEnd(8)} ${(placed / seconds).toFixed(1).padStart(7)} checkouts/s ` +
        `(${((2 * placed) / seconds).toFixed(1)} orders/s)  ` +
        `answered 201 ${placed}, 409 ${refused}, other ${JSON.stringify(other)}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `rows: ${checkouts} checkouts, ${orders} orders  audit ${balanced && orders === 2 * checkouts && checkouts >= placed ? 'OK' : 'FAILED'}`,
    );
  } finally {
    await db.destroy();
    if (!stopped) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

for (const engine of values.engines.split(',') as ('sqlite' | 'postgres')[]) await run(engine);
