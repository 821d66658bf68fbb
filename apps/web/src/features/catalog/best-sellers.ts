import type { Category, Paise } from '@bazaar/domain';

export interface PlaceholderProduct {
  id: string;
  name: string;
  category: Category;
  price: Paise;
  mrp: Paise;
}

/** spec §2: the Best Sellers grid shows ten fixed placeholder products (prices in paise). */
export const bestSellers: readonly PlaceholderProduct[] = [
  {
    id: 'bs-1',
    name: 'Wireless Noise-Cancelling Headphones',
    category: 'electronics',
    price: 499_900,
    mrp: 999_900,
  },
  { id: 'bs-2', name: '5G Smartphone, 128 GB', category: 'electronics', price: 1_799_900, mrp: 2_199_900 },
  { id: 'bs-3', name: 'Classic Cotton Shirt', category: 'clothing', price: 79_900, mrp: 149_900 },
  { id: 'bs-4', name: 'Non-Stick Cookware Set', category: 'home & kitchen', price: 249_900, mrp: 399_900 },
  { id: 'bs-5', name: 'The Midnight Mystery (Paperback)', category: 'books', price: 34_900, mrp: 49_900 },
  { id: 'bs-6', name: 'Premium Dry Fruits Combo, 1 kg', category: 'grocery', price: 89_900, mrp: 119_900 },
  {
    id: 'bs-7',
    name: 'Creative Building Blocks, 500 Pieces',
    category: 'toys',
    price: 129_900,
    mrp: 199_900,
  },
  { id: 'bs-8', name: 'Pro Match Football, Size 5', category: 'sports', price: 99_900, mrp: 149_900 },
  { id: 'bs-9', name: 'Vitamin C Face Serum', category: 'health & beauty', price: 54_900, mrp: 89_900 },
  { id: 'bs-10', name: 'Everyday Running Shoes', category: 'fashion', price: 299_900, mrp: 499_900 },
];
