import { apiMessages, rupeesToPaise, type AddProduct } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import type { User } from '../../db/schema.js';
import { BadRequestError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import type { MediaStorage } from '../../platform/media-storage.js';
import * as repo from './catalog.repository.js';

export interface CreatedProduct {
  _id: string;
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  image: string[];
  stock: number;
  mrpPrice: number;
  sellingPrice: number;
  price: number;
  isHide: boolean;
  isDraft: boolean;
  sellerId: string;
}

/**
 * A seller lists a product: prices arrive in rupees and are stored in paise; every image must be a file this
 * Bazaar's media store holds (uploaded first), so listings never hot-link or smuggle foreign URLs.
 */
export async function createProduct(
  db: Db,
  media: MediaStorage,
  seller: User,
  input: AddProduct,
): Promise<CreatedProduct> {
  for (const [index, url] of input.image.entries()) {
    if (!(await media.keyOf(url))) {
      throw new BadRequestError(apiMessages.foreignImage(index + 1), { field: `image.${index}` });
    }
  }
  const now = nowIso();
  const id = newId();
  const product = {
    id,
    sellerId: seller.id,
    name: input.name,
    description: input.description,
    brand: input.brand,
    category: input.category,
    subCategory: input.subCategory ?? '',
    mrpPrice: rupeesToPaise(input.mrpPrice),
    sellingPrice: rupeesToPaise(input.sellingPrice),
    stock: input.stock,
    isHide: 0 as const,
    isDraft: input.isDraft ? (1 as const) : (0 as const),
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction().execute(async (trx) => {
    await repo.insertProduct(trx, product);
    await repo.insertProductImages(
      trx,
      input.image.map((url, index) => ({
        id: newId(),
        productId: id,
        position: index + 1,
        url,
        width: null,
        height: null,
      })),
    );
  });
  return {
    _id: id,
    id,
    name: product.name,
    description: product.description,
    brand: product.brand,
    category: product.category,
    subCategory: product.subCategory,
    image: input.image,
    stock: product.stock,
    mrpPrice: input.mrpPrice,
    sellingPrice: input.sellingPrice,
    price: input.sellingPrice,
    isHide: false,
    isDraft: input.isDraft,
    sellerId: seller.id,
  };
}
