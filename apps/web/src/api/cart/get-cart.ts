import { cartContract, type CartLine, type ProductDetail, type Reply } from '@bazaar/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../lib/auth/session';
import { callApi } from '../../lib/http';
import { useVisitorCart, type VisitorLine } from '../../lib/visitor-cart';
import { getCurrentProducts } from '../catalog/get-current-products';
import { cartKeys } from './keys';

const endpoint = cartContract.getCartItems;
export type CartReply = Reply<typeof endpoint, 200>;

/** POST /api/user/get-cart-items: the signed-in shopper's lines at today's prices and the cart count. */
export function getCart(signal?: AbortSignal): Promise<CartReply> {
  return callApi(endpoint, { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.items(), queryFn: ({ signal }) => getCart(signal) });
}

/**
 * A visitor's lines as the cart screen shows the account's: today's prices, stock and image of the product (of
 * its variant, issue 20), at most the stock. Lines of products no longer for sale, or of variants the product no
 * longer has, are left out (sign-in reports them).
 */
export function visitorCartReply(
  lines: readonly VisitorLine[],
  products: ReadonlyMap<string, ProductDetail>,
): CartReply {
  const cartProduct = lines.flatMap((line): CartLine[] => {
    const product = products.get(line.productId);
    if (!product) return [];
    const variants = product.variants ?? [];
    const variant = line.variantId ? variants.find((each) => each.id === line.variantId) : undefined;
    if (variants.length > 0 !== (variant !== undefined)) return [];
    const priced = variant ?? product;
    const cartLine: CartLine = {
      id: product.id,
      name: product.name,
      description: product.description,
      image: variant?.image ?? product.image[0] ?? '',
      category: product.category,
      sellerId: product.sellerId,
      price: priced.sellingPrice,
      mrpPrice: priced.mrpPrice,
      sellingPrice: priced.sellingPrice,
      stock: priced.stock,
      // The stock may have fallen since the visitor's add: the line shows (and totals) what can be bought now, as
      // the merge at sign-in will hold.
      quantity: priced.stock > 0 ? Math.min(line.quantity, priced.stock) : line.quantity,
    };
    if (variant)
      Object.assign(cartLine, { variantId: variant.id, sku: variant.sku, options: variant.options });
    return [cartLine];
  });
  return { cartProduct, cartCount: cartProduct.length };
}

/**
 * The cart of whoever is looking (issue 21): the account's from the server when signed in; a visitor's from the
 * browser, priced from the catalogue. Both answer as get-cart-items does, so the cart screen reads one shape.
 */
export function useCart() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const lines = useVisitorCart();
  const productIds = useMemo(() => [...new Set(lines.map((line) => line.productId))].sort(), [lines]);
  const account = useQuery({ ...cartQueryOptions(), enabled: Boolean(token) });
  const toReply = useCallback(
    (products: ReadonlyMap<string, ProductDetail>) => visitorCartReply(lines, products),
    [lines],
  );
  const visitor = useQuery({
    queryKey: cartKeys.visitorProducts(productIds),
    // issue 21: read through the catalogue's own product answers; a product gone or hidden is left out
    queryFn: () => getCurrentProducts(queryClient, productIds),
    enabled: !token,
    // a line removed changes the key: the cart keeps showing the other lines while the new key loads
    placeholderData: keepPreviousData,
    select: toReply,
  });
  return token ? account : visitor;
}
