// Catalogue answers for component tests, each parsed by the contract's response schema, so a fixture that
// drifts from what the API sends fails here rather than passing against a shape the server never returns.
import {
  catalogContract,
  ProductCardSchema,
  ProductDetailSchema,
  replySchema,
  type ProductCard,
  type ProductDetail,
  type ProductReview,
} from '@bazaar/domain';

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return ProductCardSchema.parse({
    id: 'p1',
    name: 'Aurora Wireless Headphones',
    description: 'Over-ear headphones with noise cancelling and a 30-hour battery.',
    image: '/media/products/p1-1.webp',
    category: 'electronics',
    subCategory: 'headphones',
    brand: 'Sony',
    stock: 12,
    mrpPrice: 129999,
    sellingPrice: 99999,
    price: 99999,
    rating: 4.4,
    ratingNumber: 18,
    ...overrides,
  });
}

export function productReview(overrides: Partial<ProductReview> = {}): ProductReview {
  return {
    _id: 'r1',
    rating: 5,
    title: 'Great sound',
    message: 'Deep bass, clear highs and the battery really does last a whole week of commuting.',
    userName: 'Meera Iyer',
    createdAt: '2026-10-02T10:00:00.000Z',
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const card = productCard();
  return ProductDetailSchema.parse({
    ...card,
    _id: card.id,
    image: [card.image, '/media/products/p1-2.webp'],
    sellerId: 's1',
    review: [productReview()],
    ratingBreakdown: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? 1 : 0 })),
    ...overrides,
  });
}

/** `{products, total}` as get-all-products answers. */
export function productListReply(products: ProductCard[], total = products.length) {
  return replySchema(catalogContract.getAllProducts, 200).parse({ products, total });
}

/** `{product}` as GET /api/product/{id} answers. */
export function productReply(product: ProductDetail) {
  return replySchema(catalogContract.getProduct, 200).parse({ product });
}

/** issue 20: a T-shirt in sizes S, M, L (L sold out) and two colours of M, as the product page receives it. */
export function productWithVariants(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variant = (
    id: string,
    size: string,
    stock: number,
    sellingPrice: number,
    image: string | null = null,
  ) => ({
    id,
    sku: `TEE-${size}`,
    options: { size },
    stock,
    mrpPrice: 999,
    sellingPrice,
    image,
  });
  return productDetail({
    id: 'p1',
    name: 'Cotton Crew T-shirt',
    category: 'fashion',
    subCategory: 'men',
    mrpPrice: 999,
    sellingPrice: 499,
    price: 499,
    stock: 7,
    variants: [
      variant('v-s', 'S', 5, 499),
      variant('v-m', 'M', 2, 549, '/media/products/tee-m.webp'),
      variant('v-l', 'L', 0, 599),
    ],
    ...overrides,
  });
}
