import { sql } from 'kysely';
// Written once for both engines: only types and constraints SQLite and PostgreSQL share.
// Money is bigint paise; flags are 0/1 integers; timestamps are ISO-8601 text.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db) {
    await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('passwordHash', 'text', (c) => c.notNull())
        .addColumn('phoneNumber', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('profilePic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('userType', 'text', (c) => c.notNull().check(sql `"userType" in ('consumer', 'seller')`))
        .addColumn('isVerified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isDemo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shippingAddress', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createTable('sellerProfiles')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('businessName', 'text', (c) => c.notNull())
        .addColumn('panNumber', 'text', (c) => c.notNull())
        .addColumn('gstNumber', 'text', (c) => c.notNull())
        .addColumn('phoneNumber', 'text', (c) => c.notNull())
        .addColumn('emailAddress', 'text', (c) => c.notNull().unique())
        .addColumn('addressLine1', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('pinCode', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('businessType', 'text', (c) => c.notNull())
        .addColumn('websiteUrl', 'text')
        .addColumn('companyRegistrationNumber', 'text')
        .addColumn('tradeLicenseNumber', 'text')
        .addColumn('bankAccountNumber', 'text', (c) => c.notNull())
        .addColumn('bankName', 'text', (c) => c.notNull())
        .addColumn('ifscCode', 'text', (c) => c.notNull())
        .addColumn('socialMediaLinks', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('sellerId', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('subCategory', 'text', (c) => c.notNull())
        .addColumn('mrpPrice', 'bigint', (c) => c.notNull().check(sql `"mrpPrice" >= 0`))
        .addColumn('sellingPrice', 'bigint', (c) => c.notNull().check(sql `"sellingPrice" >= 0`))
        .addColumn('stock', 'integer', (c) => c.notNull().check(sql `"stock" >= 0`))
        .addColumn('isHide', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isDraft', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ratingTotal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ratingCount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addCheckConstraint('products_selling_within_mrp', sql `"sellingPrice" <= "mrpPrice"`)
        .execute();
    await db.schema
        .createIndex('products_seller_idx')
        .on('products')
        .columns(['sellerId', 'createdAt'])
        .execute();
    await db.schema
        .createIndex('products_category_idx')
        .on('products')
        .columns(['category', 'subCategory'])
        .execute();
    await db.schema
        .createTable('productImages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addUniqueConstraint('productImages_position_unique', ['productId', 'position'])
        .execute();
    await db.schema
        .createTable('reviews')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('userName', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql `"rating" between 1 and 5`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createIndex('reviews_product_idx')
        .on('reviews')
        .columns(['productId', 'createdAt'])
        .execute();
    await db.schema
        .createTable('cartLines')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql `"quantity" > 0`))
        .addColumn('addedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cartLines_pk', ['userId', 'productId'])
        .execute();
    await db.schema
        .createTable('wishlistItems')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('addedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wishlistItems_pk', ['userId', 'productId'])
        .execute();
    await db.schema
        .createTable('checkouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('idempotencyKey', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('checkouts_idempotency_unique', ['userId', 'idempotencyKey'])
        .execute();
    await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('checkoutId', 'text', (c) => c.notNull().references('checkouts.id').onDelete('restrict'))
        .addColumn('buyerId', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('sellerId', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('totalMrp', 'bigint', (c) => c.notNull().check(sql `"totalMrp" >= 0`))
        .addColumn('totalAmount', 'bigint', (c) => c.notNull().check(sql `"totalAmount" >= 0`))
        .addColumn('discount', 'bigint', (c) => c.notNull().check(sql `"discount" >= 0`))
        .addColumn('shippingCharge', 'bigint', (c) => c.notNull().check(sql `"shippingCharge" >= 0`))
        .addColumn('grandTotal', 'bigint', (c) => c.notNull().check(sql `"grandTotal" >= 0`))
        .addColumn('shippingAddress', 'text', (c) => c.notNull())
        .addColumn('deliveryDate', 'text')
        .addColumn('isInvoiceUploaded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema.createIndex('orders_buyer_idx').on('orders').columns(['buyerId', 'createdAt']).execute();
    await db.schema.createIndex('orders_seller_idx').on('orders').columns(['sellerId', 'createdAt']).execute();
    await db.schema
        .createTable('orderLines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('productId', 'text', (c) => c.notNull().references('products.id').onDelete('restrict'))
        .addColumn('productName', 'text', (c) => c.notNull())
        .addColumn('productImage', 'text', (c) => c.notNull())
        .addColumn('productDescription', 'text', (c) => c.notNull())
        .addColumn('mrpPrice', 'bigint', (c) => c.notNull().check(sql `"mrpPrice" >= 0`))
        .addColumn('sellingPrice', 'bigint', (c) => c.notNull().check(sql `"sellingPrice" >= 0`))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql `"quantity" > 0`))
        .execute();
    await db.schema.createIndex('orderLines_order_idx').on('orderLines').column('orderId').execute();
    await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('checkoutId', 'text', (c) => c.notNull().unique().references('checkouts.id').onDelete('restrict'))
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('methodName', 'text', (c) => c.notNull().check(sql `"methodName" in ('debitcard', 'upi', 'cod')`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql `"status" in ('pending', 'paid', 'failed', 'refunded')`))
        .addColumn('maskedDetail', 'text')
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql `"amount" >= 0`))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createTable('otps')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql `"purpose" in ('registration', 'reset')`))
        .addColumn('codeHash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('consumedAt', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createIndex('otps_user_purpose_idx')
        .on('otps')
        .columns(['userId', 'purpose', 'createdAt'])
        .execute();
    await db.schema
        .createTable('resetTokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('usedAt', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
    await db.schema
        .createTable('mailOutbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('sentAt', 'text')
        .addColumn('error', 'text')
        .execute();
    await db.schema.createIndex('mailOutbox_to_idx').on('mailOutbox').columns(['to', 'createdAt']).execute();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db) {
    for (const table of [
        'mailOutbox',
        'resetTokens',
        'otps',
        'payments',
        'orderLines',
        'orders',
        'checkouts',
        'wishlistItems',
        'cartLines',
        'reviews',
        'productImages',
        'products',
        'sellerProfiles',
        'users',
    ]) {
        await db.schema.dropTable(table).ifExists().execute();
    }
}
//# sourceMappingURL=0001-initial.js.map