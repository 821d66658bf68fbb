import {
  BUY_QUANTITY_MAX,
  cartMessages,
  catalogMessages,
  checkoutMessages,
  productQuery,
  variantMessages,
} from '@bazaar/domain';
import { PackageX, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useProduct } from '../../../api/catalog/get-product';
import { CheckoutForm, type CheckoutLine } from '../components/checkout-form';
import { savedAddressOf } from '../components/shipping-address-fields';
import { buttonStyles } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { useCart } from '../../../api/cart/get-cart';
import { isHttpError } from '../../../lib/http';

const t = checkoutMessages;

/**
 * docs/product.md §2 /checkout (the whole cart) and /product/buy/{id} (Buy Now: that one product, the cart left as it
 * is; issue 20, 21: `?variant=<id>&quantity=<n>` name the variant and how many). A placed order goes to /order-success with the new order ids in the navigation state.
 */
export function CheckoutPage() {
  const { productId } = useParams();
  const [search] = useSearchParams();
  return productId ? (
    <BuyNowCheckout
      productId={productId}
      variantId={search.get(productQuery.variant)}
      quantity={Number(search.get(productQuery.quantity) ?? 1)}
    />
  ) : (
    <CartCheckout />
  );
}

function usePlaceOrder() {
  const navigate = useNavigate();
  const { user } = useAuth();
  return {
    savedAddress: savedAddressOf(user?.shippingAddress),
    onPlaced: (orderIds: string[]) =>
      void navigate(paths.orderSuccess.getHref(), { state: { orderIds }, replace: true }),
  };
}

function CartCheckout() {
  const cart = useCart();
  const placeOrder = usePlaceOrder();
  if (cart.isPending) return <Loader className="min-h-[60dvh]" />;
  if (cart.isError && !isHttpError(cart.error, 404)) return <ServerError />;
  const lines = cart.data?.cartProduct ?? [];
  if (lines.length === 0) {
    return (
      <Unavailable icon={<ShoppingCart aria-hidden="true" className="size-10" />} title={cartMessages.empty}>
        <Link to={paths.home.getHref()} className={buttonStyles({ size: 'lg' })}>
          {cartMessages.shopNow}
        </Link>
      </Unavailable>
    );
  }
  return (
    <CheckoutLayout>
      <CheckoutForm lines={lines} source="cart" {...placeOrder} />
    </CheckoutLayout>
  );
}

function BuyNowCheckout({
  productId,
  variantId,
  quantity,
}: {
  productId: string;
  /** issue 20: the variant chosen on the product page (`?variant=`) */
  variantId: string | null;
  /** issue 21: the quantity chosen there (`?quantity=`), at most the stock and BUY_QUANTITY_MAX */
  quantity: number;
}) {
  const product = useProduct(productId);
  const placeOrder = usePlaceOrder();
  if (product.isPending) return <Loader className="min-h-[60dvh]" />;
  if (product.isError) {
    if (!isHttpError(product.error, 404)) return <ServerError />;
    return (
      <Unavailable icon={<PackageX aria-hidden="true" className="size-10" />} title={product.error.message}>
        <Link to={paths.products.getHref()} className={buttonStyles({ size: 'lg' })}>
          {catalogMessages.backToProducts}
        </Link>
      </Unavailable>
    );
  }
  const item = product.data.product;
  const variants = item.variants ?? [];
  const variant = variants.find((each) => each.id === variantId);
  if (variants.length > 0 && !variant) {
    return (
      <Unavailable
        icon={<PackageX aria-hidden="true" className="size-10" />}
        title={variantMessages.chooseFirst}
      >
        <Link to={paths.product.getHref(item.id)} className={buttonStyles({ size: 'lg' })}>
          {checkoutMessages.backToProduct}
        </Link>
      </Unavailable>
    );
  }
  const stock = variant?.stock ?? item.stock;
  if (!stock) {
    return (
      <Unavailable
        icon={<PackageX aria-hidden="true" className="size-10" />}
        title={catalogMessages.outOfStock}
      >
        <p className="text-zinc-600 dark:text-zinc-400">{checkoutMessages.buyNowOutOfStock(item.name)}</p>
        <Link to={paths.product.getHref(item.id, variant?.id)} className={buttonStyles({ size: 'lg' })}>
          {checkoutMessages.backToProduct}
        </Link>
      </Unavailable>
    );
  }
  // docs/product.md §2 Buy Now: one product (issue 20: one variant of it), as many as the product page's
  // quantity picker chose (issue 21), never more than the stock.
  const wanted = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const line: CheckoutLine = {
    id: item.id,
    name: item.name,
    image: variant?.image ?? item.image[0] ?? '',
    mrpPrice: variant?.mrpPrice ?? item.mrpPrice,
    sellingPrice: variant?.sellingPrice ?? item.sellingPrice,
    quantity: Math.min(wanted, stock, BUY_QUANTITY_MAX),
    ...(variant ? { variantId: variant.id, sku: variant.sku, options: variant.options } : {}),
  };
  return (
    <CheckoutLayout>
      <CheckoutForm lines={[line]} source="buyNow" {...placeOrder} />
    </CheckoutLayout>
  );
}

function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 lg:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{t.heading}</h1>
      {children}
    </div>
  );
}

function Unavailable({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="grid size-20 place-items-center rounded-3xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
