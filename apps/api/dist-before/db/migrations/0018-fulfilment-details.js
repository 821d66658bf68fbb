// issue 20: what a packer and the buyer need after the order. A shipped order carries its carrier and tracking
// number; a cancelled one says who cancelled it ('buyer' or 'seller') and, for a seller, why. Orders placed or
// cancelled before keep nulls.
const columns = ['carrier', 'trackingNumber', 'cancelledBy', 'cancelReason'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    for (const column of columns) {
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    }
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    for (const column of columns) {
        await db.schema.alterTable('orders').dropColumn(column).execute();
    }
}
//# sourceMappingURL=0018-fulfilment-details.js.map