// A checkout remembers a fingerprint of what was bought (lines, address, payment method; no card data), so an
// Idempotency-Key sent again with a different cart is refused instead of answered with the first cart's
// orders. Checkouts placed before have none and keep answering retries as before.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema.alterTable('checkouts').addColumn('requestFingerprint', 'text').execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    await db.schema.alterTable('checkouts').dropColumn('requestFingerprint').execute();
}
//# sourceMappingURL=0013-checkout-request-fingerprint.js.map