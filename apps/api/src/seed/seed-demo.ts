import { performance } from 'node:perf_hooks';
import type { Category, VariantOptions } from '@bazaar/domain';
import type { Db } from '../db/database.js';
import type { NewUser } from '../modules/account/account.table.js';
import { insertVariants } from '../modules/inventory/inventory.service.js';
import type { NewProduct, NewProductImage, NewProductVariant } from '../modules/inventory/inventory.table.js';
import { variantRow } from '../modules/listings/listings.service.js';
import type { NewReview } from '../modules/reviews/reviews.table.js';
import type { NewSellerProfile } from '../modules/sellers/sellers.table.js';
import type { MediaStorage } from '../platform/media-storage.js';
import type { Sealer } from '../platform/sealing.js';
import { inBatches, rowsPerInsert } from './batches.js';
import { planDemoOrders, type PlannedCheckout } from './demo-orders.js';
import {
  demoSeller,
  guestBuyer,
  otherSellers,
  reviewers,
  seedEmails,
  type SeedPerson,
  type SeedSeller,
} from './people.js';
import { generateListing, makerName, shelves, variantInputs, type StockBand } from './product-generator.js';
import {
  IMAGE_CONTENT_TYPE,
  mapWithConcurrency,
  PRODUCT_IMAGE_SIZE,
  renderProductImage,
} from './product-images.js';
import { hashString, Rng } from './random.js';
import { drawRating, writeReview } from './review-text.js';

/** The seed of the demo catalogue: the same seed (and `now`) always gives the same catalogue, ids included. */
export const DEMO_SEED = 20_250_520;
/** Listings per subcategory (48 shelves × 5 = 240 products; clothing and shoes among them in sizes, issue 20). */
const PRODUCTS_PER_SHELF = 5;
/** Share of the listings owned by the demo seller; the other sellers own the rest by category. */
const DEMO_SELLER_SHARE = 0.4;
const DAY_MS = 86_400_000;

export interface SeedDemoOptions {
  db: Db;
  media: MediaStorage;
  log?: (line: string) => void;
  /** The moment the catalogue is dated from (products and reviews are up to ~8 months older). */
  now?: Date;
  seed?: number;
  /** Edge of the square product pictures in pixels (800); tests may ask for smaller ones. */
  imageSize?: number;
  /**
   * 'now' (the default) draws every picture before writing the rows; 'later' writes the rows at once and
   * leaves the pictures to `demoPictures` (drawn in the background after listening, or when first asked for).
   */
  pictures?: 'now' | 'later';
  /**
   * Seals the demo sellers' bank account numbers as registration does (the server and `npm run seed` pass it);
   * without it they are written as planned, for tests and benchmarks that never read them.
   */
  bankAccountSealer?: Sealer;
}

export interface SeedResult {
  /** false when the demo seller already existed and nothing was written. */
  created: boolean;
  products: number;
  images: number;
  users: number;
  /** The demo seller's orders (and the other sellers' orders of the same checkouts). */
  orders: number;
  /** With pictures 'later': the media keys of the pictures still to draw. */
  pendingPictures: string[];
}

type PlannedUser = Omit<NewUser, 'passwordHash'> & { password: 'guest' | 'seller' | 'random' };

interface PlannedProduct {
  row: NewProduct & { ratingTotal: number; ratingCount: number };
  /** issue 20: its sizes (and colours), as add-product writes them; the row's prices and stock are their aggregate. */
  variants: { row: NewProductVariant & { stock: number }; options: VariantOptions }[];
  /** One id per picture (2–4). */
  imageIds: string[];
  /** The maker's name drawn on its pictures. */
  label: string;
}

/** Everything the demo seed writes, except password hashes and image URLs (computed at run time). */
export interface DemoPlan {
  users: PlannedUser[];
  sellerProfiles: NewSellerProfile[];
  products: PlannedProduct[];
  reviews: NewReview[];
  /** The demo seller's order history (see demo-orders.ts); the products' stock is what it left. */
  checkouts: PlannedCheckout[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The demo catalogue as data: pure, deterministic for a given seed and `now`. */
export function planDemoCatalogue(seed: number = DEMO_SEED, now: Date = new Date()): DemoPlan {
  const rng = new Rng(seed);
  const nowMs = now.getTime();
  const users: PlannedUser[] = [];
  const ids = new Map<string, string>();

  const addUser = (person: SeedPerson, userType: 'consumer' | 'seller', isDemo: 0 | 1, ageDays: number) => {
    const id = rng.id();
    ids.set(person.key, id);
    const createdAt = iso(nowMs - ageDays * DAY_MS);
    users.push({
      id,
      name: person.name,
      email: person.email,
      password: person === guestBuyer ? 'guest' : person === demoSeller ? 'seller' : 'random',
      phoneNumber: person.phoneNumber,
      address: person.address,
      profilePic: '',
      userType,
      isVerified: 1,
      isDemo,
      shippingAddress: person === guestBuyer ? JSON.stringify(guestBuyer.shippingAddress) : null,
      createdAt,
      updatedAt: createdAt,
    });
    return id;
  };

  addUser(guestBuyer, 'consumer', 1, 400);
  const sellers: SeedSeller[] = [demoSeller, ...otherSellers];
  const sellerProfiles = sellers.map((seller, index) => {
    const userId = addUser(seller, 'seller', seller === demoSeller ? 1 : 0, 380 - index * 20);
    return { ...seller.profile, userId, createdAt: iso(nowMs - (380 - index * 20) * DAY_MS) };
  });
  const reviewerIds = reviewers.map((reviewer, index) => ({
    id: addUser(reviewer, 'consumer', 0, 300 - index * 9),
    name: reviewer.name,
    shippingAddress: reviewer.shippingAddress,
  }));

  const demoSellerId = ids.get(demoSeller.key) ?? '';
  const sellerFor = (category: Category, ownedByDemo: boolean): string => {
    if (ownedByDemo) return demoSellerId;
    const specialists = otherSellers.filter((seller) => seller.categories.includes(category));
    return ids.get(rng.pick(specialists.length > 0 ? specialists : otherSellers).key) ?? '';
  };

  const products: PlannedProduct[] = [];
  const reviews: NewReview[] = [];
  let hiddenCount = 0;
  shelves.forEach((shelf, shelfIndex) => {
    const itemIndexes = rng.sample(
      shelf.template.items.map((_, index) => index),
      PRODUCTS_PER_SHELF,
    );
    for (let slot = 0; slot < PRODUCTS_PER_SHELF; slot++) {
      const position = products.length;
      // The first three listings pin one of each stock band (docs/product.md §4: >20, 1–20, 0) whatever the seed; the
      // first listing of a shelf is always buyable.
      const band: StockBand | undefined =
        position < 3
          ? (['in', 'low', 'out'] as const)[position]
          : slot === 0
            ? rng.chance(0.8)
              ? 'in'
              : 'low'
            : undefined;
      const listing = generateListing(rng, shelf, itemIndexes[slot], band);
      // A few hidden listings (the last of every sixth shelf, so each subcategory keeps visible ones),
      // alternately the demo seller's so the visibility toggle shows both states in the back office.
      const hidden = slot === PRODUCTS_PER_SHELF - 1 && shelfIndex % 6 === 2;
      const ownedByDemo = hidden ? hiddenCount++ % 2 === 0 : rng.chance(DEMO_SELLER_SHARE);
      const id = rng.id();
      const createdMs = nowMs - rng.int(2, 240) * DAY_MS - rng.int(0, DAY_MS / 1000) * 1000;
      const updatedMs = Math.min(nowMs, createdMs + rng.int(0, 20) * DAY_MS);

      const reviewCount = rng.chance(0.15) ? 0 : rng.int(1, 8);
      const bias = rng.float() * 1.5 - 0.5;
      let ratingTotal = 0;
      for (const reviewer of rng.sample(reviewerIds, reviewCount)) {
        const rating = drawRating(rng, bias);
        ratingTotal += rating;
        reviews.push({
          id: rng.id(),
          productId: id,
          userId: reviewer.id,
          userName: reviewer.name,
          rating,
          ...writeReview(rng, rating, shelf.category, listing.noun),
          createdAt: iso(createdMs + Math.floor(rng.float() * (nowMs - createdMs))),
        });
      }

      const sellerId = sellerFor(shelf.category, ownedByDemo);
      // Variant ids draw from a stream of their own, so the rest of the catalogue is as it was for a seed.
      const variantIds = new Rng(hashString(`variants:${id}`));
      const variants = variantInputs(id, listing, () => variantIds.id()).map((input, index) => ({
        row: {
          ...variantRow(id, sellerId, input, index + 1, iso(createdMs)),
          updatedAt: iso(updatedMs),
        },
        options: input.options,
      }));
      products.push({
        row: {
          id,
          sellerId,
          name: listing.name,
          description: listing.description,
          brand: listing.brand,
          category: listing.category,
          subCategory: listing.subCategory,
          mrpPrice: listing.mrpPrice,
          sellingPrice: listing.sellingPrice,
          stock: listing.stock,
          isHide: hidden ? 1 : 0,
          isDraft: 0,
          ratingTotal,
          ratingCount: reviewCount,
          variantCount: variants.length,
          createdAt: iso(createdMs),
          updatedAt: iso(updatedMs),
        },
        variants,
        imageIds: Array.from(
          {
            length: rng.weighted([
              [2, 0.35],
              [3, 0.4],
              [4, 0.25],
            ]),
          },
          () => rng.id(),
        ),
        label: makerName(listing.name, listing.brand),
      });
    }
  });

  // The orders draw from their own stream, so adding them left the catalogue above as it was for a seed.
  const { checkouts, unitsTaken } = planDemoOrders({
    seed,
    now,
    demoSellerId,
    buyers: reviewerIds,
    products: products.map(({ row, variants }) => ({
      ...row,
      variants: variants.map((variant) => ({ ...variant.row, options: variant.options })),
    })),
    reviews,
  });
  // Units bought of a variant came off its product's summed stock too, as checkout takes them.
  for (const { row, variants } of products) {
    row.stock -= unitsTaken.get(row.id) ?? 0;
    for (const variant of variants) variant.row.stock -= unitsTaken.get(variant.row.id) ?? 0;
  }
  return { users, sellerProfiles, products, reviews, checkouts };
}

/** `products/<productId>-<n>.webp`, n from 1. */
export const productImageKey = (productId: string, n: number): string => `products/${productId}-${n}.webp`;

/**
 * The seeded accounts' password hashes, computed once with `hashPassword` (scrypt takes ~0.2 s a hash on purpose,
 * and hashing at every fresh start delayed listening by 0.6 s on a loaded machine). The demo passwords are
 * public (docs/product.md §6); nobody signs in as the other seeded accounts: theirs is the hash of a random password that
 * was thrown away. A password reset replaces any of them as for every account.
 */
const SEEDED_PASSWORD_HASHES = {
  guest: 'scrypt$32768$8$1$QGO2VrGESPlWXls0rsBNow$CwNV3qozNmqO5ftXB7Im8Qe2iL--c8H8ZDCk_qlYpCo',
  seller: 'scrypt$32768$8$1$SDzhNPVK7BBc6ZLvQZUbng$23TEtqtQXgURqsAwYAKEpQvUMHpX4GjBIFwPGolzppE',
  random: 'scrypt$32768$8$1$cOZ8n6IVybQp8AkVg8kzOQ$QnqqnSdn5f-OD9xgVl6G-ploYe2e3Ad50yvO3R_Aqy0',
} as const;

async function demoSellerExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoSeller.email)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the planned checkouts with their orders, lines (each naming its product's first picture, as checkout
 * does) and payments; answers the number of orders.
 */
async function writeCheckouts(
  trx: Db,
  checkouts: readonly PlannedCheckout[],
  images: readonly NewProductImage[],
  userId: (planned: string) => string,
): Promise<number> {
  const firstPicture = new Map(
    images.filter((image) => image.position === 0).map((image) => [image.productId, image.url]),
  );
  const rows = checkouts.map(({ checkout, orders, lines, payment }) => ({
    checkout: { ...checkout, userId: userId(checkout.userId) },
    orders: orders.map((order) => ({
      ...order,
      buyerId: userId(order.buyerId),
      sellerId: userId(order.sellerId),
    })),
    lines: lines.map((line) => ({ ...line, productImage: firstPicture.get(line.productId) ?? '' })),
    payment: { ...payment, userId: userId(payment.userId) },
  }));
  await inBatches(
    rows.map((row) => row.checkout),
    rowsPerInsert(4),
    (batch) => trx.insertInto('checkouts').values(batch).execute(),
  );
  const orders = rows.flatMap((row) => row.orders);
  await inBatches(orders, rowsPerInsert(16), (batch) => trx.insertInto('orders').values(batch).execute());
  await inBatches(
    rows.flatMap((row) => row.lines),
    rowsPerInsert(9),
    (batch) => trx.insertInto('orderLines').values(batch).execute(),
  );
  await inBatches(
    rows.map((row) => row.payment),
    rowsPerInsert(8),
    (batch) => trx.insertInto('payments').values(batch).execute(),
  );
  return orders.length;
}

/**
 * Seeds the demo catalogue (240 products over every category and subcategory, pictures, reviews), the two
 * demo accounts of docs/product.md §6, four more sellers, twelve reviewers and their orders from the demo seller (the
 * guest buyer has none). Does nothing when the demo seller exists, orders included.
 * Pictures are written to `media` first, then every row in one transaction.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedResult> {
  const { db, media, log = () => {} } = options;
  const nothing: SeedResult = {
    created: false,
    products: 0,
    images: 0,
    users: 0,
    orders: 0,
    pendingPictures: [],
  };
  if (await demoSellerExists(db)) return nothing;

  const started = performance.now();
  const size = options.imageSize ?? PRODUCT_IMAGE_SIZE;
  const plan = planDemoCatalogue(options.seed ?? DEMO_SEED, options.now ?? new Date());

  const jobs = plan.products.flatMap(({ row, imageIds, label }) =>
    imageIds.map((id, index) => ({ id, row, index, label })),
  );
  const later = options.pictures === 'later';
  const urls = later
    ? jobs.map(({ row, index }) => media.urlOf(productImageKey(row.id, index + 1)))
    : await mapWithConcurrency(jobs, 4, async ({ row, index, label }) => {
        const subject = {
          key: row.id,
          category: row.category as Category,
          subCategory: row.subCategory,
          label,
          name: row.name,
        };
        const data = await renderProductImage(subject, index, size);
        return media.put(productImageKey(row.id, index + 1), data, IMAGE_CONTENT_TYPE);
      });
  const images: NewProductImage[] = jobs.map(({ id, row, index }, job) => ({
    id,
    productId: row.id,
    position: index,
    url: urls[job] ?? '',
    width: size,
    height: size,
  }));
  if (!later)
    log(`demo seed: ${images.length} product pictures in ${Math.round(performance.now() - started)} ms`);

  const written = await db.transaction().execute(async (trx) => {
    // Another process may have seeded while the pictures were drawn.
    if (await demoSellerExists(trx)) return undefined;
    // Accounts that exist already (say a reviewer's e-mail registered by hand) are reused, not duplicated.
    const existing = new Map(
      (await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', seedEmails).execute()).map(
        (u) => [u.email, u.id],
      ),
    );
    const actualIds = new Map(plan.users.map((user) => [user.id, existing.get(user.email) ?? user.id]));
    const userId = (planned: string): string => actualIds.get(planned) ?? planned;
    const users: NewUser[] = plan.users
      .filter((user) => !existing.has(user.email))
      .map(({ password, ...user }) => ({ ...user, passwordHash: SEEDED_PASSWORD_HASHES[password] }));
    const insertedIds = new Set(users.map((user) => user.id));

    await inBatches(users, rowsPerInsert(15), (batch) => trx.insertInto('users').values(batch).execute());
    const sealer = options.bankAccountSealer;
    const profiles = plan.sellerProfiles
      .filter((profile) => insertedIds.has(profile.userId))
      .map((profile) =>
        sealer ? { ...profile, bankAccountNumber: sealer.seal(profile.bankAccountNumber) } : profile,
      );
    await inBatches(profiles, rowsPerInsert(20), (batch) =>
      trx.insertInto('sellerProfiles').values(batch).execute(),
    );
    const products = plan.products.map(({ row }) => ({ ...row, sellerId: userId(row.sellerId) }));
    await inBatches(products, rowsPerInsert(17), (batch) =>
      trx.insertInto('products').values(batch).execute(),
    );
    const variants = plan.products.flatMap((product) =>
      product.variants.map(({ row }) => ({ ...row, sellerId: userId(row.sellerId) })),
    );
    await inBatches(variants, rowsPerInsert(15), (batch) => insertVariants(trx, batch));
    await inBatches(images, rowsPerInsert(6), (batch) =>
      trx.insertInto('productImages').values(batch).execute(),
    );
    const reviews = plan.reviews.map((review) => ({ ...review, userId: userId(review.userId) }));
    await inBatches(reviews, rowsPerInsert(8), (batch) => trx.insertInto('reviews').values(batch).execute());
    const orders = await writeCheckouts(trx, plan.checkouts, images, userId);
    return { users: users.length, products: products.length, reviews: reviews.length, orders };
  });
  if (!written) return nothing;

  log(
    `demo seed: ${written.products} products, ${images.length} images, ${written.reviews} reviews, ` +
      `${written.orders} orders, ${written.users} accounts in ${Math.round(performance.now() - started)} ms`,
  );
  return {
    created: true,
    products: written.products,
    images: images.length,
    users: written.users,
    orders: written.orders,
    pendingPictures: later ? jobs.map(({ row, index }) => productImageKey(row.id, index + 1)) : [],
  };
}
