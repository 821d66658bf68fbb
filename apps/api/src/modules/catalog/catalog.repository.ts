import type { Db } from '../../db/database.js';
import type { NewProduct, NewProductImage } from '../../db/schema.js';

export const insertProduct = (db: Db, product: NewProduct) =>
  db.insertInto('products').values(product).execute();

export const insertProductImages = (db: Db, images: NewProductImage[]) =>
  images.length === 0 ? Promise.resolve() : db.insertInto('productImages').values(images).execute();
