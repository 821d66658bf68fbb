// Order history and detail, the checkout forms (docs/product.md §2, §5, §8), and the API's answers of /api/order/*.
import { EXPIRY_YEARS_AHEAD } from '../payments/payments.limits.js';

/** Order history and order detail (docs/product.md §2, §8). */
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
  /** Bazaar: the texts of the screens the spec does not spell out */
  noOrdersText: 'Orders you place will be listed here.',
  shopNow: 'Shop Now',
  orderedOn: (date: string) => `Placed on ${date}`,
  deliveredOn: (date: string) => `Delivered on ${date}`,
  quantity: (quantity: number) => `Qty: ${quantity}`,
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  invoiceUnavailable: 'The invoice is ready once the order ships',
  openingInvoice: 'Opening invoice...',
  invoiceFailed: 'Could not open the invoice',
  detailHeading: 'Order Details',
  backToOrders: 'Back to Order History',
  progress: 'Order progress',
  stepDone: 'done',
  stepCurrent: 'current status',
  stepPending: 'to come',
  /** issue 20: the carrier and tracking number the seller gave when shipping */
  shippedWith: (carrier: string, trackingNumber: string) =>
    `Shipped with ${carrier}, tracking number ${trackingNumber}`,
  cancelledTitle: 'This order is cancelled',
  cancelledText: 'Its items went back to stock.',
  /** issue 21: the tracker's dates */
  cancelledOn: (date: string) => `Cancelled on ${date}`,
  items: 'Items',
  customer: 'Customer Detail',
  shippingAddress: 'Shipping Address',
  payment: 'Payment',
  totals: 'Order Summary',
  totalMrp: 'Total MRP',
  discount: 'Discount',
  shipping: 'Shipping',
  freeShipping: 'Free',
  grandTotal: 'Grand Total',
  cardEnding: (last4: string) => `card ending ${last4}`,
  /** the order statuses as the screens show them (the API sends them lower-case, docs/product.md §3) */
  statusLabels: {
    'order placed': 'Order Placed',
    'order confirmed': 'Order Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    'out for delivery': 'Out for Delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  } as Readonly<Record<string, string>>,
  paymentStatusLabels: {
    pending: 'To pay on delivery',
    paid: 'Paid',
    failed: 'Failed',
    refunded: 'Refunded',
    cancelled: 'Nothing to pay',
  } as Readonly<Record<string, string>>,
  cancelOrder: 'Cancel Order',
  cancelling: 'Cancelling...',
  cancelQuestion: 'Cancel this order?',
  cancelQuestionText: 'Its items go back to stock and a card or UPI payment is refunded.',
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'Keep order',
  cancelFailed: 'Oops!',
  cancelDone: 'Order cancelled',
  /** issue 21: the cancel dialog asks why */
  cancelReasonLabel: 'Why are you cancelling?',
  cancelWordsLabel: 'Anything to add? (optional)',
  cancelReasonRequired: 'Please choose a reason for cancelling.',
  cancelReasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
  /** the reason as stored: the choice, and the shopper's words after it */
  cancelReasonText: (choice: string, words: string) => (words ? `${choice}: ${words}` : choice),
  cancelReasonShown: (reason: string) => `Reason: ${reason}`,
} as const;

/** Checkout: shipping address form and payment choices (docs/product.md §2, §5). */
export const checkoutMessages = {
  /** Buy Now on a product with no stock left (the heading is catalogue's 'Out of Stock') */
  buyNowOutOfStock: (name: string) => `${name} is sold out for now, so it cannot be bought.`,
  backToProduct: 'Back to the product',
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
  /** Bazaar: format rules behind the spec's input caps (pin code 6); issue 21: cards of 13–19 digits */
  invalidPinCode: 'Pin Code must be 6 digits.',
  invalidCardNumber: 'Card number must be 13 to 19 digits.',
  invalidAmexCardNumber: 'An American Express card number is 15 digits.',
  invalidCardChecksum: 'Card number is not valid.',
  cardExpired: 'The card has expired.',
  /** the CVV's length for the card's brand (3, or 4 for American Express) */
  invalidCvv: (length: number) => `CVV must be ${length} digits.`,
  /** before the card's brand is known: neither 3 nor 4 digits */
  invalidCvvFormat: 'CVV must be 3 or 4 digits.',
  /** the card's brand as the shopper types, beside the number */
  cardBrandLabel: (brand: string) => `Card: ${brand}`,
  invalidExpiryMonth: 'Expiry month must be between 1 and 12.',
  invalidExpiryYear: (from: number, to: number = from + EXPIRY_YEARS_AHEAD) =>
    `Expiry year must be between ${from} and ${to}.`,
  invalidUpiId: 'UPI ID is not valid.',
  emptyCart: 'Your cart is empty.',
  /** order submit 404 popup title (text: the server message) */
  failedTitle: 'Oops!',
  /** Bazaar: the checkout screen's headings, field labels and buttons (not shown in the spec) */
  heading: 'Checkout',
  shippingAddress: 'Shipping Address',
  useDefaultAddress: 'Use default address',
  saveAsDefault: 'Save as default address',
  paymentMethod: 'Payment Method',
  paymentLabels: {
    cardNumber: 'Card Number',
    cardHolderName: 'Cardholder Name',
    expiryMonth: 'Expiry Month',
    expiryYear: 'Expiry Year',
    cvv: 'CVV',
    upiId: 'UPI ID',
  },
  selectMonth: 'Month',
  selectYear: 'Year',
  codNote: 'Pay in cash when the order is delivered.',
  orderSummary: 'Order Summary',
  placeOrder: 'Place Order',
  placingOrder: 'Placing order...',
  quantity: (count: number) => `Qty ${count}`,
  productUnavailable: 'This product cannot be bought right now.',
  /** issue 21: Place Order answered 409 — what changed since the shopper saw the cart, and the new total */
  changesTitle: 'Your order changed',
  changesText: 'Prices or stock changed since you opened checkout. Check the new total, then confirm.',
  changedPrice: (oldPrice: string, newPrice: string) => `${oldPrice} → ${newPrice}`,
  onlyLeft: (count: number) =>
    `Only ${count} left: ${count === 1 ? '1 unit' : `${count} units`} will be ordered`,
  soldOut: 'Sold out: removed from this order',
  newTotal: 'New total',
  confirmChanges: 'Confirm and Place Order',
  nothingLeft: 'Nothing in this order can be bought now.',
  backToCart: 'Back to Cart',
} as const;

/** Bazaar: the /order-success screen (docs/product.md §2 names only its redirect). */
export const orderSuccessMessages = {
  text: (count: number) =>
    count === 1
      ? 'Thank you! Your order is confirmed and on its way to being packed.'
      : `Thank you! Your cart was placed as ${count} orders, one per seller.`,
  orderNumbers: (count: number) => (count === 1 ? 'Order Number' : 'Order Numbers'),
  viewOrder: 'View Order',
  viewOrders: 'View Orders',
  continueShopping: 'Continue Shopping',
} as const;

/** The API's answers of the order calls. */
export const ordersApiMessages = {
  orderNotFound: 'Order not found',
  orderPlaced: 'Order placed successfully',
  cancelledByBuyer: 'Order cancelled',
  notCancellable: 'This order has shipped and can no longer be cancelled',
  alreadyCancelled: 'This order is already cancelled',
  /** issue 21: a seller's own product in their checkout */
  cannotBuyOwnProduct: (name: string) => `${name} is your own product: sellers cannot buy their own products`,
  /** issue 21: a line sent with a price that is no longer the price (409, with `changes`) */
  pricesChanged: 'Prices changed since you opened checkout. Check the new total and place the order again.',
  /** the same Idempotency-Key (or timeStamp) sent again with another cart, address or payment */
  idempotencyKeyReused:
    'This checkout was already placed with a different cart. Reload your cart and place the order again.',
  /** issue 20: a problem with one line of submit-order, as in 'cartProduct[1].variantId: ...' */
  lineField: (index: number, field: string, text: string) => `cartProduct[${index}].${field}: ${text}`,
  /** issue 21: the GST invoice is issued when the order ships; a cancelled order never gets one */
  invoiceNotYet: 'The invoice is issued when the order ships',
  invoiceOfCancelledOrder: 'A cancelled order has no invoice',
  returnNotFound: 'This order has no return waiting for a decision.',
} as const;

/** issue 21: what the GST tax invoice (a PDF) prints; its amount column is headed in ₹. */
export const invoiceTexts = {
  title: 'Tax Invoice',
  original: 'Original for recipient',
  soldBy: 'Sold by',
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  noGstin: 'GSTIN: not registered',
  billTo: 'Bill to / Ship to',
  phone: (phone: string) => `Phone: ${phone}`,
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  placeOfSupply: 'Place of supply',
  columns: {
    item: 'Item',
    quantity: 'Qty',
    taxable: 'Taxable value',
    rate: 'GST',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    amount: 'Amount',
  },
  shipping: 'Shipping charges',
  lineWithVariant: (name: string, options: string, sku: string) =>
    sku ? `${name} (${options}), SKU ${sku}` : `${name} (${options})`,
  totals: 'Total',
  amountInWords: 'Amount in words',
  payment: (method: string) => `Paid by: ${method}`,
  pricesInclude: 'Prices include GST. Tax is not payable on reverse charge.',
  signature: (business: string) => `For ${business}: authorised signatory (computer-generated invoice)`,
  fileName: (invoiceNumber: string) => `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`,
} as const;

/** The buyer's e-mails about orders (Bazaar: the spec sends none). */
export const orderMails = {
  confirmationSubject: (count: number) =>
    count === 1 ? 'Your Bazaar order is placed' : `Your ${count} Bazaar orders are placed`,
  confirmationIntro: (name: string) => `Hello ${name}, thank you for your order. Here is what you bought.`,
  cancellationSubject: (orderNumber: string) => `Your Bazaar order ${orderNumber} is cancelled`,
  cancellationIntro: (name: string, orderNumber: string) =>
    `Hello ${name}, your order ${orderNumber} is cancelled. Nothing more will be charged for it.`,
  order: (orderNumber: string) => `Order ${orderNumber}`,
  line: (quantity: number, name: string, amount: string) => `${quantity} × ${name}: ${amount}`,
  goods: 'Items',
  shipping: 'Shipping',
  total: 'Total',
  grandTotal: 'You pay',
  deliverTo: 'Delivering to',
  payment: 'Payment',
  signature: 'The Bazaar team',
} as const;

/** issue 21: returns, for the buyer's form, the seller's decision and the API's answers. */
export const returnMessages = {
  reasonRequired: 'Please tell us why you are returning it.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  noteTooLong: 'The note can be at most 500 characters.',
  noteRequired: 'Please tell the buyer why the return is rejected.',
  approveRequired: 'Say whether the return is approved (approve: true or false).',
  quantityWhole: 'The quantity must be a whole number of at least 1.',
  noLines: 'Choose between 1 and 100 items to return.',
  notDelivered: 'Only a delivered order can be returned.',
  cancelled: 'A cancelled order cannot be returned.',
  windowClosed: (days: number) => `The return window closed ${days} days after delivery.`,
  notInOrder: (index: number) => `lines[${index}].productId: This item is not in the order.`,
  tooMany: (index: number, left: number) =>
    `lines[${index}].quantity: ${left === 0 ? 'Every unit of this item is already being returned.' : `At most ${left} can be returned.`}`,
  nothingLeft: 'Every item of this order is already being returned.',
  alreadyOpen: 'A return of this order is already waiting for the seller.',
  noOpenReturn: 'This order has no return waiting for a decision.',
  requested: 'Return requested',
  approved: 'Return approved',
  rejected: 'Return rejected',
  /** screens */
  returnItems: 'Return items',
  returnHeading: 'Return items',
  returnText: (date: string) => `You can ask for a return until ${date}.`,
  chooseReason: 'Reason',
  reasonDetails: 'Tell us more',
  howMany: (name: string) => `How many ${name} to return`,
  submit: 'Ask for return',
  submitting: 'Sending...',
  cancel: 'Keep items',
  sectionTitle: 'Return',
  statusLabels: { requested: 'Waiting for the seller', approved: 'Approved', rejected: 'Rejected' },
  refund: (amount: string, due: boolean) =>
    due ? `Refund of ${amount} due to your bank account` : `${amount} refunded to your payment method`,
  sellerNote: (note: string) => `Seller's note: ${note}`,
  decide: 'Return request',
  approve: 'Approve return',
  reject: 'Reject return',
  notePlaceholder: 'Note to the buyer',
} as const;

/** issue 21: the buyer's e-mails about a return. */
export const returnMails = {
  requestedSubject: (orderNumber: string) => `Your return request for order ${orderNumber}`,
  requestedIntro: (name: string, orderNumber: string) =>
    `Hello ${name}, we have your request to return items of order ${orderNumber}. The seller will answer it soon.`,
  approvedSubject: (orderNumber: string) => `Your return for order ${orderNumber} is approved`,
  approvedIntro: (name: string, refund: string, due: boolean) =>
    due
      ? `Hello ${name}, your return is approved. ${refund} will be paid to your bank account.`
      : `Hello ${name}, your return is approved and ${refund} is refunded to your payment method.`,
  rejectedSubject: (orderNumber: string) => `Your return for order ${orderNumber} is not approved`,
  rejectedIntro: (name: string) => `Hello ${name}, the seller did not approve your return.`,
  note: (note: string) => `The seller's note: ${note}`,
  line: (quantity: number, name: string) => `${quantity} × ${name}`,
} as const;
