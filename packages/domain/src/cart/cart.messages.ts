// The cart screen (docs/product.md §2, §8) and the API's answers of the cart calls.
import { successMessages } from '../shared/shared.messages.js';

/** Cart screen (docs/product.md §2, §8). */
export const cartMessages = {
  heading: 'Shopping Cart',
  columns: { product: 'Product Details', price: 'Price', quantity: 'Quantity', total: 'Total' },
  orderSummary: 'Order Summary',
  totalAmount: 'Total Amount',
  discount: 'Discount',
  total: 'Total',
  checkOut: 'Check Out',
  empty: 'Ohh... Your cart is empty!',
  shopNow: 'Shop Now',
  updateFailedTitle: 'Something went wrong!',
  updateFailed: 'Cant update cart',
  added: 'Product Added!',
  viewCart: 'View Cart',
  continueShopping: 'Continue Shopping',
  checkInternet: 'Please check your Internet Connection',
  /** Bazaar: the heading's item count, the summary's shipping line and the line controls' names */
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  shipping: 'Shipping',
  freeShipping: 'Free',
  /** docs/product.md §9: free shipping from ₹1,000 */
  freeShippingHint: (amountLeft: string) => `Add ${amountLeft} more for free shipping`,
  increase: (name: string) => `Increase quantity of ${name}`,
  decrease: (name: string) => `Decrease quantity of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeLabel: 'Remove',
  quantityOf: (name: string) => `Quantity of ${name}`,
  inStockOnly: (stock: number) => `Only ${stock} in stock`,
  /** issue 21: a visitor's cart page checks out after signing in */
  loginToCheckOut: 'Login to Check Out',
  /** issue 21: a visitor's cart holds at most 100 lines, as one checkout does */
  visitorCartFull: (max: number) => `Your cart is full: at most ${max} products. Login to add more.`,
  /** issue 21: the toast after a sign-in merged the visitor's cart and something could not be added in full */
  mergeNoteTitle: 'Your cart from before you signed in was added',
  mergeCapped: (name: string, added: number, requested: number) =>
    added === 0
      ? `${name}: none added, no more in stock`
      : `${name}: ${added} of ${requested} added, no more in stock`,
  mergeUnavailable: (name: string | undefined) =>
    name ? `${name}: no longer available, left out` : 'A product no longer available was left out',
  mergeOwnProduct: (name: string | undefined) => `${name ?? 'A product'} is your own product, left out`,
} as const;

/** The API's answers of /api/user/add-to-cart, update-cart and get-cart-items. */
export const cartApiMessages = {
  /** contract: add-to-cart answers `{message: "Product Added!", cartCount}` */
  productAdded: successMessages.productAdded,
  cartUpdated: 'Cart updated',
  notInCart: 'Product is not in your cart',
  notEnoughStock: (productName: string) => `Not enough stock for ${productName}`,
  /** issue 20: a line of a product sold in variants must say which one (400 naming variantId) */
  variantRequired: (productName: string) =>
    `Choose a variant of ${productName}: variantId is required for a product with variants`,
  /** issue 20: a variantId that is not one of the product's variants (400) */
  variantNotOfProduct: (productName: string) => `variantId is not a variant of ${productName}`,
  /** issue 20: a variantId sent for a product without variants (400) */
  productHasNoVariants: (productName: string) => `${productName} has no variants: send no variantId`,
  /** issue 21: merge-cart without its list of lines (400) */
  mergeLinesRequired: 'lines must be a list of cart lines',
} as const;
