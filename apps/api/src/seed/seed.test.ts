import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_TEXT_MAX,
  BRAND_TEXT_MIN,
  categories,
  categoryTree,
  demoAccounts,
  REVIEW_PREVIEW_LENGTH,
  DESCRIPTION_PREVIEW_LENGTH,
  ProductVariantsSchema,
  SellerRegistrationSchema,
  variantsSummary,
} from '@bazaar/domain';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { createDiskMediaStorage, MEDIA_URL_PREFIX } from '../platform/media-storage.js';
import { isId } from '../platform/ids.js';
import { verifyPassword } from '../platform/passwords.js';
import { parseSeedArgs } from './cli-args.js';
import { DEMO_SEED, OTHERS_SUBCATEGORY, planDemoCatalogue, seedBulk, seedDemo } from './index.js';
import { PRODUCT_IMAGE_SIZE, renderProductImage } from './product-images.js';

// The demo seed draws ~700 pictures; at 160 px instead of 800 the suite stays fast. Full-size pictures are
// checked on their own below (and by `npm run seed`).
const TEST_IMAGE_SIZE = 160;
const NOW = new Date('2025-06-01T10:00:00.000Z');

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

let testDb: TestDb;
let mediaDir: string;

const fileOf = (url: string): string => {
  expect(url.startsWith(MEDIA_URL_PREFIX)).toBe(true);
  return path.join(mediaDir, ...url.slice(MEDIA_URL_PREFIX.length).split('/'));
};

async function counts() {
  const { db } = testDb;
  const count = async (table: 'users' | 'products' | 'productImages' | 'reviews' | 'sellerProfiles') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    products: await count('products'),
    images: await count('productImages'),
    reviews: await count('reviews'),
    sellerProfiles: await count('sellerProfiles'),
  };
}

beforeAll(async () => {
  testDb = await createTestDb();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-media-'));
});

afterAll(async () => {
  await testDb?.destroy();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('seeds the demo catalogue, accounts and pictures once', async () => {
    const media = createDiskMediaStorage(mediaDir);
    const result = await seedDemo({ db: testDb.db, media, now: NOW, imageSize: TEST_IMAGE_SIZE });
    expect(result.created).toBe(true);
    expect(result.products).toBeGreaterThanOrEqual(220);
    const after = await counts();
    expect(after.products).toBe(result.products);
    expect(after.images).toBe(result.images);
    expect(after.users).toBe(result.users);
  });

  it('puts a visible product on every category and subcategory of the spec, each with a brand of 2–40 characters', async () => {
    const products = await testDb.db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(200);
    const visible = products.filter((p) => p.isHide === 0);
    for (const category of categories) {
      const subs: readonly string[] =
        categoryTree[category].length > 0 ? categoryTree[category] : [OTHERS_SUBCATEGORY];
      for (const sub of subs) {
        expect(
          visible.some((p) => p.category === category && p.subCategory === sub),
          `${category} / ${sub}`,
        ).toBe(true);
      }
    }
    for (const product of products) {
      expect(product.brand.length).toBeGreaterThanOrEqual(BRAND_TEXT_MIN);
      expect(product.brand.length).toBeLessThanOrEqual(BRAND_TEXT_MAX);
      expect(isId(product.id)).toBe(true);
    }
    expect(products.filter((p) => p.isHide === 1).length).toBeGreaterThan(0);
    expect(products.filter((p) => p.isDraft === 1)).toHaveLength(0);
  });

  it('prices in paise with 5–60 % discounts or none, stock in all three bands, some long descriptions', async () => {
    const products = await testDb.db.selectFrom('products').selectAll().execute();
    for (const p of products) {
      expect(Number.isInteger(p.mrpPrice) && Number.isInteger(p.sellingPrice)).toBe(true);
      expect(p.sellingPrice).toBeGreaterThan(0);
      expect(p.sellingPrice).toBeLessThanOrEqual(p.mrpPrice);
      if (p.sellingPrice < p.mrpPrice) {
        const discount = (p.mrpPrice - p.sellingPrice) / p.mrpPrice;
        expect(discount).toBeGreaterThanOrEqual(0.05);
        expect(discount).toBeLessThanOrEqual(0.6);
      }
    }
    expect(products.some((p) => p.sellingPrice === p.mrpPrice)).toBe(true);
    expect(products.some((p) => p.stock > 20)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 20)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.description.length > DESCRIPTION_PREVIEW_LENGTH)).toBe(true);
    expect(products.some((p) => p.description.length <= DESCRIPTION_PREVIEW_LENGTH)).toBe(true);
  });

  it('sells clothing and shoes as one product in sizes, some in colours, with no size in any name (issue 20)', async () => {
    const { db } = testDb;
    const products = await db.selectFrom('products').selectAll().execute();
    const variants = await db.selectFrom('productVariants').selectAll().orderBy('position').execute();
    const byProduct = groupBy(variants, (variant) => variant.productId);
    for (const product of products) {
      expect(product.name).not.toMatch(/\(Size |\bUK \d|Waist \d|\{\d\}|\(\)|, \)/);
    }
    const clothing = products.filter((p) => p.category === 'clothing');
    const shoes = products.filter((p) => p.subCategory === 'shoes');
    expect(clothing.length).toBeGreaterThanOrEqual(20);
    expect(shoes.length).toBeGreaterThanOrEqual(3);
    for (const product of [...clothing, ...shoes]) {
      const sizes = byProduct.get(product.id) ?? [];
      expect(new Set(sizes.map((variant) => variant.size)).size, product.name).toBeGreaterThanOrEqual(2);
      expect(product.variantCount).toBe(sizes.length);
      // The product row holds the aggregate the API writes: the lowest-priced variant's prices, their stock summed.
      expect(variantsSummary(sizes), product.name).toEqual({
        mrpPrice: product.mrpPrice,
        sellingPrice: product.sellingPrice,
        stock: product.stock,
      });
      for (const variant of sizes) {
        expect(variant.sellerId).toBe(product.sellerId);
        expect(variant.skuKey).toBe(variant.sku.toLowerCase());
      }
    }
    // A seller's SKUs are unique (letter case aside), and each product's variants pass add-product's rules.
    for (const list of groupBy(variants, (variant) => variant.sellerId).values()) {
      expect(new Set(list.map((variant) => variant.skuKey)).size).toBe(list.length);
    }
    for (const list of byProduct.values()) {
      const parsed = ProductVariantsSchema.safeParse(
        list.map((variant) => ({
          sku: variant.sku,
          options: {
            size: variant.size ?? undefined,
            ...(variant.colour ? { colour: variant.colour } : {}),
          },
          stock: variant.stock,
          mrpPrice: variant.mrpPrice / 100,
          sellingPrice: variant.sellingPrice / 100,
        })),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
    expect(variants.some((variant) => variant.colour !== null)).toBe(true);
    // A size sold out beside others in stock, so the picker shows it struck through.
    expect(
      [...byProduct.values()].some(
        (list) => list.some((v) => v.stock === 0) && list.some((v) => v.stock > 0),
      ),
    ).toBe(true);
    // Products sold as one keep their own figures.
    expect(products.filter((p) => p.variantCount === 0).length).toBeGreaterThan(products.length / 2);
    for (const product of products.filter((p) => p.variantCount === 0))
      expect(byProduct.has(product.id)).toBe(false);
  });

  it('gives every product 2–4 WebP pictures on disk, different from product to product', async () => {
    const images = await testDb.db
      .selectFrom('productImages')
      .selectAll()
      .orderBy('productId')
      .orderBy('position')
      .execute();
    const byProduct = groupBy(images, (image) => image.productId);
    const products = await testDb.db.selectFrom('products').select('id').execute();
    expect(byProduct.size).toBe(products.length);
    for (const list of byProduct.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.map((image) => image.position)).toEqual(list.map((_, index) => index));
      for (const image of list) expect(fs.existsSync(fileOf(image.url))).toBe(true);
    }
    // Checking every file's header is quick; decode a sample fully.
    for (const image of images.filter((_, index) => index % 25 === 0)) {
      const meta = await sharp(fileOf(image.url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(TEST_IMAGE_SIZE);
    }
    const [first, second] = [...byProduct.values()].map((list) =>
      fs.readFileSync(fileOf(list[0]?.url ?? '')),
    );
    expect(first && second && first.equals(second)).toBe(false);
  });

  it('keeps product ratings equal to their reviews, skewed positive, by verified reviewers', async () => {
    const { db } = testDb;
    const products = await db.selectFrom('products').select(['id', 'ratingTotal', 'ratingCount']).execute();
    const reviews = await db.selectFrom('reviews').selectAll().execute();
    const byProduct = groupBy(reviews, (review) => review.productId);
    for (const product of products) {
      const list = byProduct.get(product.id) ?? [];
      expect(list.length).toBeLessThanOrEqual(8);
      expect(product.ratingCount).toBe(list.length);
      expect(product.ratingTotal).toBe(list.reduce((sum, review) => sum + review.rating, 0));
      expect(new Set(list.map((review) => review.userId)).size).toBe(list.length);
    }
    expect(products.some((p) => p.ratingCount === 0)).toBe(true);
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => r.message.length > REVIEW_PREVIEW_LENGTH)).toBe(true);

    const authors = await db
      .selectFrom('users')
      .select(['id', 'name', 'userType', 'isVerified'])
      .where('id', 'in', [...new Set(reviews.map((r) => r.userId))])
      .execute();
    expect(authors.length).toBeGreaterThanOrEqual(10);
    for (const author of authors) expect(author).toMatchObject({ userType: 'consumer', isVerified: 1 });
    const names = new Map(authors.map((a) => [a.id, a.name]));
    for (const review of reviews) expect(review.userName).toBe(names.get(review.userId));
  });

  it('creates the demo guest buyer and demo seller with working passwords', async () => {
    const { db } = testDb;
    const guest = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', demoAccounts.guest.email)
      .executeTakeFirstOrThrow();
    expect(guest).toMatchObject({
      userType: 'consumer',
      isVerified: 1,
      isDemo: 1,
      name: demoAccounts.guest.name,
    });
    expect(await verifyPassword(demoAccounts.guest.password, guest.passwordHash)).toBe(true);

    const seller = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', demoAccounts.seller.email)
      .executeTakeFirstOrThrow();
    expect(seller).toMatchObject({
      userType: 'seller',
      isVerified: 1,
      isDemo: 1,
      name: demoAccounts.seller.name,
    });
    expect(await verifyPassword(demoAccounts.seller.password, seller.passwordHash)).toBe(true);
    expect(await verifyPassword(demoAccounts.guest.password, seller.passwordHash)).toBe(false);

    const profile = await db
      .selectFrom('sellerProfiles')
      .selectAll()
      .where('userId', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', country: 'India' });

    const owned = await db
      .selectFrom('products')
      .select(['isHide', 'stock'])
      .where('sellerId', '=', seller.id)
      .execute();
    const total = Number(
      (
        await db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(owned.length).toBeGreaterThan(total / 4);
    expect(owned.some((p) => p.isHide === 1)).toBe(true);
    expect(owned.some((p) => p.isHide === 0)).toBe(true);
  });

  it('gives every seller a profile the registration form would accept, and owns no products by consumers', async () => {
    const { db } = testDb;
    const sellers = await db
      .selectFrom('users')
      .select(['id', 'isDemo'])
      .where('userType', '=', 'seller')
      .execute();
    expect(sellers.length).toBeGreaterThanOrEqual(3);
    const profiles = await db.selectFrom('sellerProfiles').selectAll().execute();
    expect(profiles.map((p) => p.userId).sort()).toEqual(sellers.map((s) => s.id).sort());
    for (const { userId: _userId, createdAt: _createdAt, ...profile } of profiles) {
      const nonNull = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null));
      expect(SellerRegistrationSchema.safeParse(nonNull).success, profile.businessName).toBe(true);
    }
    const owners = await db.selectFrom('products').select('sellerId').distinct().execute();
    const sellerIds = new Set(sellers.map((s) => s.id));
    for (const { sellerId } of owners) expect(sellerIds.has(sellerId)).toBe(true);
    // Seeded accounts other than the two demo ones cannot be signed in to with a demo password.
    const other = await db
      .selectFrom('users')
      .select('passwordHash')
      .where('isDemo', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(demoAccounts.seller.password, other.passwordHash)).toBe(false);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    const media = createDiskMediaStorage(mediaDir);
    const again = await seedDemo({ db: testDb.db, media, now: NOW, imageSize: TEST_IMAGE_SIZE });
    expect(again).toEqual({
      created: false,
      products: 0,
      images: 0,
      users: 0,
      orders: 0,
      pendingPictures: [],
    });
    expect(await counts()).toEqual(before);
  });
});

describe('seedBulk', () => {
  it('appends exactly the asked number of products, each with 2–4 pooled pictures', async () => {
    const before = await counts();
    const media = createDiskMediaStorage(mediaDir);
    const result = await seedBulk({ db: testDb.db, media, products: 500, imageSize: TEST_IMAGE_SIZE });
    expect(result.products).toBe(500);
    const after = await counts();
    expect(after.products - before.products).toBe(500);
    expect(after.images - before.images).toBe(result.images);
    expect(result.images).toBeGreaterThanOrEqual(1000);
    expect(result.images).toBeLessThanOrEqual(2000);
    expect(after.users).toBe(before.users);
    expect(after.reviews).toBe(before.reviews);

    // issue 20: clothing comes in sizes there too, each product's row the aggregate of its variants.
    const sized = await testDb.db
      .selectFrom('products')
      .innerJoin('productVariants', 'productVariants.productId', 'products.id')
      .where('products.category', '=', 'clothing')
      .groupBy(['products.id', 'products.variantCount', 'products.stock'])
      .select((eb) => [
        'products.variantCount',
        'products.stock',
        eb.fn.countAll<number>().as('variants'),
        eb.fn.sum<number>('productVariants.stock').as('variantStock'),
      ])
      .execute();
    expect(sized.length).toBeGreaterThan(10);
    for (const product of sized) {
      expect(Number(product.variants)).toBe(product.variantCount);
      expect(Number(product.variantStock)).toBe(product.stock);
    }
    expect(result.variants).toBeGreaterThan(2 * sized.length);

    const pooled = await testDb.db
      .selectFrom('productImages')
      .select('url')
      .distinct()
      .where('url', 'like', `${MEDIA_URL_PREFIX}bulk/%`)
      .execute();
    expect(pooled.length).toBeLessThanOrEqual(result.pooledImages);
    for (const { url } of pooled) expect(fs.existsSync(fileOf(url))).toBe(true);
  });
});

describe('planDemoCatalogue', () => {
  it('is deterministic for a seed and a date, and differs between seeds', () => {
    const a = planDemoCatalogue(7, NOW);
    const b = planDemoCatalogue(7, NOW);
    const c = planDemoCatalogue(8, NOW);
    expect(a).toEqual(b);
    expect(c.products.map((p) => p.row.name)).not.toEqual(a.products.map((p) => p.row.name));
  });

  it('lists the makers of the demo catalogue as its brands, Others only for books and fresh produce', () => {
    const { products } = planDemoCatalogue(DEMO_SEED, NOW);
    const byBrand = groupBy(products, (p) => p.row.brand);
    // issue 19: 189 of the demo products were 'Others' though their names said Levi's, Amul, Redmi or Bata
    expect(byBrand.size).toBeGreaterThan(100);
    const others = byBrand.get('Others') ?? [];
    expect(others.length).toBeLessThan(products.length / 5);
    for (const { row } of others) expect(['books', 'grocery'], row.name).toContain(row.category);
    for (const [maker, items] of byBrand) {
      if (maker === 'Others') continue;
      for (const { row } of items) expect(row.name.toLowerCase(), maker).toContain(maker.toLowerCase());
    }
  });
});

describe('product pictures', () => {
  it('renders full-size 800×800 WebP pictures of a few kilobytes, different per index', async () => {
    const subject = {
      key: 'abc',
      category: 'electronics' as const,
      subCategory: 'smartphones',
      label: 'Samsung',
    };
    const [first, second] = await Promise.all([
      renderProductImage(subject, 0),
      renderProductImage(subject, 1),
    ]);
    for (const picture of [first, second]) {
      const meta = await sharp(picture).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE });
      expect(picture.length).toBeLessThan(60_000);
    }
    expect(first.equals(second)).toBe(false);
  });
});

describe('seed CLI arguments', () => {
  it('accepts no argument or --products with a whole number from 1 to 2 000 000', () => {
    expect(parseSeedArgs([])).toEqual({ kind: 'run' });
    expect(parseSeedArgs(['--products', '100000'])).toEqual({ kind: 'run', products: 100_000 });
    expect(parseSeedArgs(['--products=2000000'])).toEqual({ kind: 'run', products: 2_000_000 });
    expect(parseSeedArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('rejects zero, negatives, fractions, too many and unknown arguments with a message', () => {
    for (const argv of [
      ['--products', '0'],
      ['--products', '-5'],
      ['--products', '1.5'],
      ['--products', 'lots'],
      ['--products', '2000001'],
      ['--products'],
      ['--frobnicate'],
    ]) {
      const parsed = parseSeedArgs(argv);
      expect(parsed.kind, argv.join(' ')).toBe('error');
    }
  });
});
