// The inventory's tables: products (prices in paise, stock, visibility, the rating sum) and their images, in
// order. Only this module queries them; every other module goes through inventory.service.ts.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from '../../db/column-types.js';

export interface ProductsTable {
  id: string;
  sellerId: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  mrpPrice: number;
  sellingPrice: number;
  stock: number;
  isHide: Flag;
  isDraft: Flag;
  ratingTotal: Generated<number>;
  ratingCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** set when the seller deleted it (the row stays for past orders; it is hidden too) */
  deletedAt: string | null;
  /** issue 20: how many variants it has; with any, its prices and stock are their aggregate (0017) */
  variantCount: Generated<number>;
}

/** issue 20: a product's variants, in the seller's order (`position`), prices in paise. */
export interface ProductVariantsTable {
  id: string;
  productId: string;
  sellerId: string;
  position: number;
  sku: string;
  /** the SKU in lower case, unique per seller; null once the product is deleted (its SKUs are free again) */
  skuKey: string | null;
  size: string | null;
  colour: string | null;
  storage: string | null;
  stock: number;
  mrpPrice: number;
  sellingPrice: number;
  image: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProductImagesTable {
  id: string;
  productId: string;
  position: number;
  url: string;
  width: number | null;
  height: number | null;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type NewProductImage = Insertable<ProductImagesTable>;
export type ProductVariantRow = Selectable<ProductVariantsTable>;
export type NewProductVariant = Insertable<ProductVariantsTable>;
