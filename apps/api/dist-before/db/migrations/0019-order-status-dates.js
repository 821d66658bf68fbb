import { sql, SqliteAdapter } from 'kysely';
// issue 21: the order tracker shows the date of each step. `orderStatusEvents` keeps when an order reached each
// status (one row per order and status: an order never goes back). Triggers write it, so every path that moves
// a status (a seller's step, several at once, a buyer's or a seller's cancel, and whatever comes next) records
// its date without each having to remember: a new order records 'order placed' at its creation (and, for an
// order written straight at a later status, as the demo seed does, that status at its delivery, cancel or
// last change); a status change records the new status at the order's `updatedAt`, which every status update
// sets. Orders placed before keep the dates known: placed, delivered and cancelled.
const placed = sql.lit('order placed');
/** When an order written at a later status reached it: delivered or cancelled on their dates, else its last change. */
const reachedAt = (row) => sql `coalesce(${sql.ref(`${row}.deliveryDate`)}, ${sql.ref(`${row}.cancelledAt`)}, ${sql.ref(`${row}.updatedAt`)})`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('orderStatusEvents')
        .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('orderStatusEvents_pk', ['orderId', 'status'])
        .execute();
    await sql `insert into "orderStatusEvents" ("orderId", status, at)
    select id, ${placed}, "createdAt" from orders`.execute(db);
    await sql `insert into "orderStatusEvents" ("orderId", status, at)
    select id, status, ${reachedAt('orders')} from orders where status <> ${placed}`.execute(db);
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        await sql `create trigger "orderStatusEvents_orders_insert" after insert on orders begin
      insert or ignore into "orderStatusEvents" ("orderId", status, at) values (new.id, ${placed}, new."createdAt");
      insert or ignore into "orderStatusEvents" ("orderId", status, at)
        select new.id, new.status, ${reachedAt('new')} where new.status <> ${placed};
    end`.execute(db);
        await sql `create trigger "orderStatusEvents_orders_update" after update of status on orders
      when old.status is not new.status begin
      insert or ignore into "orderStatusEvents" ("orderId", status, at) values (new.id, new.status, new."updatedAt");
    end`.execute(db);
        return;
    }
    await sql `create function record_order_status_event() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into "orderStatusEvents" ("orderId", status, at) values (new.id, 'order placed', new."createdAt")
          on conflict do nothing;
        if new.status <> 'order placed' then
          insert into "orderStatusEvents" ("orderId", status, at)
            values (new.id, new.status, coalesce(new."deliveryDate", new."cancelledAt", new."updatedAt"))
            on conflict do nothing;
        end if;
      elsif new.status is distinct from old.status then
        insert into "orderStatusEvents" ("orderId", status, at) values (new.id, new.status, new."updatedAt")
          on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
    await sql `create trigger "orderStatusEvents_orders" after insert or update of status on orders
    for each row execute function record_order_status_event()`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
        await sql `drop trigger if exists "orderStatusEvents_orders_insert"`.execute(db);
        await sql `drop trigger if exists "orderStatusEvents_orders_update"`.execute(db);
    }
    else {
        await sql `drop trigger if exists "orderStatusEvents_orders" on orders`.execute(db);
        await sql `drop function if exists record_order_status_event()`.execute(db);
    }
    await db.schema.dropTable('orderStatusEvents').execute();
}
//# sourceMappingURL=0019-order-status-dates.js.map