// The seller back-office and the seller registration form (docs/product.md §2, §5, §8), and the API's answers of
// /api/seller/*.
import { successMessages } from '../shared/shared.messages.js';

/** Seller back-office: side tabs, dashboard, product list (docs/product.md §2). */
export const sellerMessages = {
  tabs: {
    dashboard: 'Dashboard',
    products: 'Products',
    orders: 'Orders',
    customers: 'Customers',
    setting: 'Setting',
  },
  dashboard: {
    title: 'Dashboard Overview',
    totalSales: 'Total Sales',
    totalOrders: 'Total Orders',
    totalProducts: 'Total Products',
    totalCustomers: 'Total Customers',
    fromLastMonth: 'from last month',
    recentOrders: 'Recent Orders',
    columns: { orderId: 'Order ID', customer: 'Customer', amount: 'Amount', status: 'Status' },
    noRecentOrders: 'No recent orders found.',
    topProducts: 'Top Products',
    recentReviews: 'Recent Reviews',
    error: 'Something went wrong',
    /** Bazaar (issue 9): the comparison with the previous 30 days */
    change: (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`,
    noTopProducts: 'No products sold yet.',
    unitsSold: (units: number) => `${units} sold`,
    noRecentReviews: 'No reviews yet.',
    /** the sales chart of the last 30 days */
    salesChart: 'Sales in the last 30 days',
    salesChartAxis: 'Sales (₹)',
    salesChartDays: 'Day',
    salesChartSummary: (total: string, orders: number, best: string | null) =>
      `${total} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last 30 days.` +
      (best ? ` Best day: ${best}.` : ''),
    salesChartTable: 'Sales by day',
    salesChartEmpty: 'No sales in the last 30 days.',
    dayColumn: 'Date',
    salesColumn: 'Sales',
    ordersColumn: 'Orders',
  },
  /** Bazaar (issue 9): the fulfilment list */
  orders: {
    title: 'Orders',
    intro: 'Move each order along: confirmed, processing, shipped, out for delivery, delivered.',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    columns: {
      order: 'Order',
      date: 'Date',
      customer: 'Customer',
      items: 'Items',
      shipTo: 'Ship to',
      amount: 'Amount',
      status: 'Status',
      action: 'Next step',
    },
    advanceTo: (status: string) => `Mark as ${status}`,
    confirmTitle: 'Update this order?',
    confirmText: (orderNumber: string, status: string) => `Order ${orderNumber} will be marked as ${status}.`,
    confirm: 'Yes, update it',
    cancel: 'Cancel',
    updated: (status: string) => `Order marked as ${status}`,
    failedTitle: 'Could not update the order',
    done: 'Nothing left to do',
    deliveredOn: (date: string) => `Delivered on ${date}`,
    empty: 'No orders yet.',
    emptyFiltered: 'No orders with this status.',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous',
    next: 'Next',
    /** issue 20: what a packer needs */
    phone: (phoneNumber: string) => `Phone ${phoneNumber}`,
    payment: 'Payment',
    cashOnDelivery: 'Cash on delivery',
    collect: (amount: string) => `Collect ${amount}`,
    prepaid: (method: string) => `Prepaid (${method})`,
    shipment: 'Shipment',
    shippedWith: (carrier: string, trackingNumber: string) => `${carrier}, tracking ${trackingNumber}`,
    cancelledBySeller: (reason: string) => `Cancelled by you: ${reason}`,
    cancelledByBuyer: 'Cancelled by the buyer',
    /** issue 21: with the buyer's reason */
    cancelledByBuyerBecause: (reason: string) => `Cancelled by the buyer: ${reason}`,
    packingSlip: 'Packing slip',
    /** issue 20: the order's GST invoice (issue 21), once shipped */
    invoice: 'Invoice',
    packingSlipOf: (orderNumber: string) => `Packing slip of order ${orderNumber}`,
    packingSlipFailed: 'Could not open the packing slip',
    /** the ship dialog */
    shipTitle: (orderNumber: string) => `Ship order ${orderNumber}`,
    shipText: 'The buyer sees the carrier and tracking number on their order.',
    shipConfirm: 'Mark as shipped',
    carrierSuggestions: [
      'Delhivery',
      'Blue Dart',
      'Ekart',
      'DTDC',
      'India Post',
      'Xpressbees',
      'Ecom Express',
      'Shadowfax',
    ],
    /** several orders at once */
    select: (orderNumber: string) => `Select order ${orderNumber}`,
    selectAll: 'Select all on this page',
    selected: (count: number) => `${count} selected`,
    moveSelected: (status: string) => `Mark selected as ${status}`,
    moveSelectedHint: 'Selected orders at the same step move together; shipping is one order at a time.',
    clearSelection: 'Clear selection',
    bulkMoved: (moved: number, status: string) =>
      `${moved} ${moved === 1 ? 'order' : 'orders'} marked as ${status}`,
    bulkNotMovedTitle: (count: number) => `${count} ${count === 1 ? 'order was' : 'orders were'} not moved`,
    bulkNotMovedLine: (orderNumber: string, reason: string) => `${orderNumber}: ${reason}`,
    /** cancelling */
    cancelOrder: 'Cancel order',
    cancelTitle: (orderNumber: string) => `Cancel order ${orderNumber}?`,
    cancelText: 'The buyer is e-mailed with your reason, the stock goes back and any payment is refunded.',
    keepOrder: 'Keep order',
    cancelConfirm: 'Cancel order',
    cancelDone: 'Order cancelled',
    cancelFailedTitle: 'Could not cancel the order',
  },
  /** Bazaar (issue 9): the buyers of this seller */
  customers: {
    title: 'Customers',
    intro: 'Everyone who has ordered from your shop.',
    columns: { name: 'Name', email: 'E-mail', orders: 'Orders', totalSpent: 'Total spent' },
    empty: 'No customers yet.',
  },
  /** Bazaar (issue 9): the business profile as registered */
  setting: {
    title: 'Setting',
    /** Bazaar has no support channel to send a seller to: the text says what is true */
    intro: 'Your business as registered. These details are read-only.',
    business: 'Business',
    legal: 'Legal',
    financial: 'Bank account',
    notGiven: 'Not given',
  },
  products: {
    title: 'Products',
    addNew: 'Add New Product',
    allCategory: 'all category',
    statusFilter: { 'in-stock': 'in stock', 'low-stock': 'low stock', 'out-of-stock': 'out of stock' },
    columns: {
      product: 'Product',
      category: 'Category',
      stock: 'Stock',
      visibility: 'Visibility',
      price: 'Price',
      status: 'Status',
      actions: 'Actions',
    },
    empty: 'Nothing to Display',
    loading: 'Loading...',
    showing: (start: number, end: number, total: number) => `Showing ${start} to ${end} of ${total} results`,
    previous: 'Previous',
    next: 'Next',
    /** Bazaar: the list's controls and row actions (the spec names none of these texts) */
    searchLabel: 'Search your products',
    searchPlaceholder: 'Search by name, press Enter',
    categoryFilter: 'Category',
    statusFilterLabel: 'Stock status',
    allStatus: 'all status',
    draft: 'Draft',
    hidden: 'Hidden',
    productId: (id: string) => `ID: ${id}`,
    /** issue 20: under a product's stock, how many variants share it ('3 sizes', or '3 variants' beyond sizes) */
    variantCount: (count: number, sizesOnly: boolean) =>
      `${count} ${sizesOnly ? (count === 1 ? 'size' : 'sizes') : count === 1 ? 'variant' : 'variants'}`,
    visibleInShop: (name: string) => `Show ${name} in the shop`,
    viewInShop: (name: string) => `View ${name} in the shop`,
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteConfirm: {
      title: 'Delete this product?',
      text: (name: string) => `${name} will be removed from your store. Past orders keep their lines.`,
      confirm: 'Delete',
      cancel: 'Cancel',
    },
    deleteFailedTitle: 'Could not delete the product',
    pagination: 'Pages of products',
    page: (page: number) => `Page ${page}`,
  },
  /** Bazaar: the seller's edit screen (the add form, filled in) */
  editProduct: {
    title: 'Edit Product',
    notFound: 'Product not found',
    backToProducts: 'Back to products',
  },
} as const;

/** Seller registration (three tabs, docs/product.md §2, §5, §8). */
export const sellerRegistrationMessages = {
  tabs: {
    businessInformation: 'Business Information',
    legalInformation: 'Legal Information',
    financialInformation: 'Financial Information',
  },
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit',
  /** Bazaar: the spec does not show the field labels */
  labels: {
    businessName: 'Business Name',
    businessType: 'Business Type',
    phoneNumber: 'Phone Number',
    emailAddress: 'Email Address',
    addressLine1: 'Address Line 1',
    city: 'City',
    state: 'State',
    pinCode: 'Pin Code',
    country: 'Country',
    websiteUrl: 'Website URL',
    socialMediaLinks: 'Social Media Links',
    panNumber: 'PAN Number',
    gstNumber: 'GST Number',
    companyRegistrationNumber: 'Company Registration Number',
    tradeLicenseNumber: 'Trade License Number',
    bankAccountNumber: 'Bank Account Number',
    bankName: 'Bank Name',
    ifscCode: 'IFSC Code',
  },
  /** '<Label> is required' (no exclamation mark, unlike the generic form check) */
  required: (label: string) => `${label} is required`,
  invalidPan: 'Invalid PAN Number format',
  invalidGst: 'Invalid GST Number format',
  /** issue 20: the 15th character is not the mod-36 check character of the first 14 (a typo) */
  invalidGstCheckCharacter: 'GST Number is not valid: check it for a typo',
  /** issue 20: characters 3 to 12 of a GSTIN are the business's PAN */
  gstPanMismatch: 'GST Number must contain the PAN Number (characters 3 to 12)',
  /** issue 20: a GSTIN starts with the GST code of the state the business is registered in */
  gstStateMismatch: (code: string, state: string) =>
    `GST Number must start with ${code}, the state code of ${state}`,
  /** issue 20: the state must be one the GST system knows, to check the GSTIN against it */
  unknownState: 'Enter a state or union territory of India',
  invalidWebsiteUrl: 'Enter a valid Website URL',
  invalidSocialMediaLinks: 'Enter valid comma-separated links',
  /** Bazaar */
  invalidPinCode: 'Pin Code must be 6 digits',
  /** Bazaar */
  invalidIfsc: 'Invalid IFSC Code format',
  /** Bazaar: a mobile or a landline with its STD code, optionally with +91, spaces or hyphens */
  invalidPhoneNumber: 'Phone Number must be 10 to 13 digits',
  /** Bazaar: Indian bank account numbers run from 9 to 18 digits */
  invalidBankAccountNumber: 'Bank Account Number must be 9 to 18 digits',
  /** Bazaar */
  intro: 'Tell us about your business. You can start selling as soon as you submit.',
  /** Bazaar: the step indicator, e.g. 'Step 2 of 3' */
  step: (step: number, steps: number) => `Step ${step} of ${steps}`,
  /** Bazaar: placeholders that show the expected format */
  placeholders: {
    panNumber: 'ABCDE1234F',
    gstNumber: '22ABCDE1234F1ZA',
    ifscCode: 'SBIN0001234',
    websiteUrl: 'https://example.com',
    socialMediaLinks: 'instagram_shop, facebook_shop',
  },
  failedTitle: 'Seller Registration Failed!',
  success: 'Seller Registration Successful!',
} as const;

/** issue 20: editing the business profile (Setting), and changing the bank account. */
export const sellerProfileMessages = {
  labels: {
    confirmBankAccountNumber: 'Confirm Bank Account Number',
    currentPassword: 'Current Password',
  },
  bankAccountMismatch: 'Bank account numbers do not match',
  bankFieldRequired: (label: string) => `${label} is required to change the bank account`,
  wrongPassword: 'Current password is incorrect',
  /** the Setting page */
  intro: 'Your business as buyers and invoices see it. Changes apply at once.',
  save: 'Save changes',
  saved: 'Business profile updated',
  failedTitle: 'Could not save the profile',
  changeBank: 'Change bank account',
  keepBank: 'Keep current bank account',
  bankHint: 'Type the new account number twice and your password. We e-mail you when it changes.',
  currentAccount: (masked: string, bank: string, ifsc: string) => `${masked} · ${bank} · ${ifsc}`,
  /** the e-mail to the seller */
  bankChangedSubject: 'The bank account of your Bazaar shop was changed',
  bankChangedIntro: (name: string) =>
    `Hello ${name}, the bank account your Bazaar payouts go to was changed.`,
  bankChangedTo: (masked: string, bank: string, ifsc: string) =>
    `New account: ${masked}, ${bank} (IFSC ${ifsc}).`,
  bankChangedWarning:
    'If you did not make this change, reset your password at once and change the bank account back.',
  signature: '— Bazaar',
} as const;

/** issue 20: the fields of the ship and cancel forms, and their rules' messages. */
export const fulfilmentFormMessages = {
  labels: { carrier: 'Carrier', trackingNumber: 'Tracking Number', reason: 'Reason' },
  carrierRequired: 'Carrier is required to mark an order shipped',
  trackingNumberRequired: 'Tracking Number is required to mark an order shipped',
  invalidCarrier: 'Carrier must be at most 60 characters',
  invalidTrackingNumber: 'Tracking Number must be 4 to 40 letters, digits or hyphens',
  shipmentOnlyWhenShipped: 'Carrier and Tracking Number are given only when marking an order shipped',
  orderIdOrOrderIds: 'Send either orderId or orderIds',
  tooManyOrders: (max: number) => `At most ${max} orders can be moved at once`,
  orderNamedTwice: 'Each order may be named only once in orderIds',
  shipOneAtATime: 'Orders are marked shipped one at a time, each with its own tracking number',
  reasonRequired: 'Reason is required',
  reasonTooLong: (max: number) => `Reason must be at most ${max} characters`,
} as const;

/** issue 20: the packing slip (a PDF the packer prints and puts in the parcel). */
export const packingSlipMessages = {
  title: 'Packing slip',
  order: (orderNumber: string) => `Order ${orderNumber}`,
  placedOn: (date: string) => `Placed on ${date}`,
  shipTo: 'Ship to',
  phone: (phoneNumber: string) => `Phone: ${phoneNumber}`,
  from: 'From',
  item: 'Item',
  sku: 'SKU',
  /** issue 20: the line of a variant, under its name: 'SKU TEE-M · Size: M' */
  variantLine: (sku: string, options: string) => `SKU ${sku} · ${options}`,
  quantity: 'Qty',
  totalUnits: (units: number) => `${units} ${units === 1 ? 'unit' : 'units'} in this parcel`,
  collect: (amount: string) => `CASH ON DELIVERY: collect ${amount}`,
  prepaid: 'Prepaid: nothing to collect',
  shipment: (carrier: string, trackingNumber: string) =>
    `Shipped with ${carrier}, tracking ${trackingNumber}`,
  cancelled: 'CANCELLED: do not ship',
} as const;

/** The API's answers of the seller calls. */
export const sellersApiMessages = {
  sellerExists: 'Seller with this user ID or email address already exists.',
  sellerRegistered: successMessages.sellerRegistered,
  visibilityUpdated: 'Product visibility updated',
  sellerNotFound: 'Seller not found',
  productUpdated: 'Product updated',
  productDeleted: 'Product deleted',
  orderStatusUpdated: (status: string) => `Order status updated to ${status}`,
  /** an order moves one step along the sequence, never back and never skipping */
  statusOutOfOrder: (current: string, next: string | null) =>
    next === null
      ? `This order is ${current}; its status can no longer change.`
      : `This order is ${current}; it can only move to ${next}.`,
  orderCancelled: 'This order was cancelled; its status can no longer change.',
  /** issue 20: several orders moved at once */
  ordersMoved: (moved: number, asked: number, status: string) =>
    `${moved} of ${asked} ${asked === 1 ? 'order' : 'orders'} moved to ${status}`,
  /** issue 20: the business profile saved */
  sellerProfileUpdated: 'Business profile updated',
  /** issue 20: the seller cancelled an order */
  orderCancelledBySeller: 'Order cancelled; the buyer has been e-mailed',
  /** the order changed while the seller looked at it (another tab, the buyer cancelling) */
  orderChanged: 'This order has just changed; reload it and try again.',
  /** a stock edit sent with the stock the seller saw, which orders (or another tab) have changed since */
  stockMoved: (productName: string, stock: number) =>
    `The stock of ${productName} changed to ${stock} while you were editing. Nothing was saved: check the ` +
    'stock and save again.',
} as const;

/** The e-mail a buyer receives when a seller moves an order along (Bazaar). */
export const fulfilmentMails = {
  statusSubject: (orderNumber: string, status: string) => `Your Bazaar order ${orderNumber} is now ${status}`,
  statusIntro: (name: string, orderNumber: string, status: string) =>
    `Hello ${name}, your order ${orderNumber} is now ${status}.`,
  deliveredOn: (date: string) => `Delivered on ${date}.`,
  /** issue 20 */
  shippedWith: (carrier: string, trackingNumber: string) =>
    `It is on its way with ${carrier}; the tracking number is ${trackingNumber}.`,
  cancelledSubject: (orderNumber: string) => `Your Bazaar order ${orderNumber} is cancelled by the seller`,
  cancelledIntro: (name: string, orderNumber: string) =>
    `Hello ${name}, the seller has cancelled your order ${orderNumber}.`,
  cancelledReason: (reason: string) => `The seller's reason: ${reason}`,
  cancelledRefund:
    'Its items go back to the shop. A card or UPI payment is refunded; nothing is due on delivery.',
  total: (amount: string) => `Order total: ${amount}`,
  track: 'You can follow it on your orders page.',
  signature: '— Bazaar',
} as const;
