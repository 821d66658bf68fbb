// Cart answers for component tests, parsed by the contract's schema so a fixture the API could never send
// fails here.
import { CartLineSchema, type CartLine } from '@bazaar/domain';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return CartLineSchema.parse({
    id: 'p1',
    name: 'Aurora Wireless Headphones',
    description: 'Over-ear headphones with noise cancelling.',
    image: '/media/products/p1-1.webp',
    category: 'electronics',
    sellerId: 's1',
    price: 500,
    mrpPrice: 600,
    sellingPrice: 500,
    stock: 10,
    quantity: 1,
    ...overrides,
  });
}

/** The get-cart-items body for `lines` (cartCount = distinct products). */
export function cartReply(lines: CartLine[]) {
  return { cartProduct: lines, cartCount: lines.length };
}
