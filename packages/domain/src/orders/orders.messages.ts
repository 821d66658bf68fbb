// Order history and detail, the checkout forms (spec §2, §5, §8), and the API's answers of /api/order/*.
import { EXPIRY_YEARS_AHEAD } from '../payments/payments.limits.js';

/** Order history and order detail (spec §2, §8). */
export const orderMessages = {
  historyHeading: 'Order History',
  orderNumber: 'Order Number',
  orderDate: 'Order Date',
  totalAmount: 'Total Amount',
  viewOrder: 'View Order',
  viewInvoice: 'View Invoice',
  orderStatus: 'Order Status',
  viewProduct: 'View Product',
  buyAgain: 'Buy Again',
  moreProducts: (count: number) => `${count} More products`,
  lessProducts: 'Less products',
  noOrders: 'No order Available',
  noOrderFound: 'No Order Found',
} as const;

/** Checkout: shipping address form and payment choices (spec §2, §5). */
export const checkoutMessages = {
  /** '{label} is required.' for each required shipping field */
  required: (label: string) => `${label} is required.`,
  /** Bazaar: the shipping labels are not shown in the spec */
  labels: {
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    country: 'Country',
    state: 'State',
    city: 'City',
    pinCode: 'Pin Code',
  },
  paymentMethods: { debitcard: 'Debit / Credit Card', upi: 'UPI', cod: 'Cash On Delivery' },
  selectPaymentMethod: 'Please select a payment method.',
  cardNumberRequired: 'Card number is required.',
  cardHolderNameRequired: 'Cardholder name is required.',
  expiryMonthRequired: 'Expiry month is required.',
  expiryYearRequired: 'Expiry year is required.',
  cvvRequired: 'CVV is required.',
  upiIdRequired: 'UPI ID is required.',
  /** Bazaar: format rules behind the spec's input caps (card 16, CVV 3, pin code 6) */
  invalidPinCode: 'Pin Code must be 6 digits.',
  invalidCardNumber: 'Card number must be 16 digits.',
  invalidCvv: 'CVV must be 3 digits.',
  invalidExpiryMonth: 'Expiry month must be between 1 and 12.',
  invalidExpiryYear: (from: number, to: number = from + EXPIRY_YEARS_AHEAD) =>
    `Expiry year must be between ${from} and ${to}.`,
  invalidUpiId: 'UPI ID is not valid.',
  emptyCart: 'Your cart is empty.',
  /** order submit 404 popup title (text: the server message) */
  failedTitle: 'Oops!',
} as const;

/** The API's answers of the order calls. */
export const ordersApiMessages = {
  orderNotFound: 'Order not found',
  orderPlaced: 'Order placed successfully',
  orderCancelled: 'Order cancelled',
  notCancellable: 'This order has shipped and can no longer be cancelled',
} as const;
