import type { Kysely } from 'kysely';

// issue 20: what a packer and the buyer need after the order. A shipped order carries its carrier and tracking
// number; a cancelled one says who cancelled it ('buyer' or 'seller') and, for a seller, why. Orders placed or
// cancelled before keep nulls.
const columns = ['carrier', 'trackingNumber', 'cancelledBy', 'cancelReason'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
