// Texts of the spec's screens, popups and alerts (outside the page shell, which lives in shell.ts), and the
// API's own messages. Verbatim, typos included. Templated texts are functions.

/** Popup titles (spec §8). */
export const popupTitles = {
  oops: 'Oops!',
  unauthorized: 'Unauthorized!',
  notFound: 'Not Found!',
  serverError: 'Server Error!',
  error: 'Error!',
  registrationFailed: 'Resgistration Failed!',
  sellerRegistrationFailed: 'Seller Registration Failed!',
  uploadFailed: 'Error uploading!',
  somethingWentWrong: 'Something went wrong!',
  productAdded: 'Product Added!',
} as const;

/** spec §8 add to cart: 'Unauthorized!' (401), 'Not Found!' (404), 'Server Error!' (500), otherwise 'Error!'. */
export function popupTitleForStatus(status: number | undefined): string {
  switch (status) {
    case 401:
      return popupTitles.unauthorized;
    case 404:
      return popupTitles.notFound;
    case 500:
      return popupTitles.serverError;
    default:
      return popupTitles.error;
  }
}

/** Error texts shown by clients (spec §8). */
export const errorMessages = {
  somethingWentWrong: 'Something went wrong',
  /** add to cart failure without a server message (with a full stop) */
  somethingWentWrongFullStop: 'Something went wrong.',
  checkInternet: 'Please check your Internet Connection',
  loginFirst: 'Please login first!',
} as const;

/** Success texts (spec §8). */
export const successMessages = {
  login: 'User Login Successfully !',
  registered: 'Registered Successfully!',
  productUploaded: 'Product successfully uploaded',
  productAdded: 'Product Added!',
  review: 'Thankyou for your Review!',
  wishlistSaved: 'Item saved to Shopping List',
  sellerRegistered: 'Seller Registration Successful!',
} as const;

/** Product list and product detail (spec §2, §4, §6). */
export const catalogMessages = {
  noResultTitle: 'No Result Found!',
  noResultText: "We can't find any items matching your Search",
  loginToBuy: 'Login to Buy',
  /** button names of spec §2/§4 (not quoted there) */
  buyNow: 'Buy Now',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  outOfStock: 'Out of Stock',
  share: { whatsapp: 'Whatsapp', linkedIn: 'LinkedIn', email: 'Email' },
  readMore: 'Read More',
  /** the badge suffix of spec §9, as in '23% OFF' */
  off: '% OFF',
} as const;

/** Cart screen (spec §2, §8). */
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
  loginFirst: 'Please login first!',
  checkInternet: 'Please check your Internet Connection',
} as const;

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

/** Wishlist (spec §8). */
export const wishlistMessages = {
  saved: 'Item saved to Shopping List',
} as const;

/** Seller back-office: side tabs, dashboard, product list (spec §2). */
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
  },
} as const;

/**
 * The API's `message` texts. The first group is fixed by the contract (clients key on some of them, e.g.
 * 'Token expired'); the rest are Bazaar's own, reusing the spec's texts where the client shows them.
 */
export const apiMessages = {
  noToken: 'Access denied. No token provided.',
  tokenExpired: 'Token expired',
  invalidCredentials: 'Invalid Credentials',
  alreadyRegistered: "You're already registered. Try logging in.",
  productNotFound: 'Product not found',
  sellerExists: 'Seller with this user ID or email address already exists.',
  productAdded: 'Product Added!',
  /** the generic 500 body: details go to the server log only */
  internal: 'Something went wrong',

  // Bazaar
  loginSuccess: 'User Login Successfully !',
  verificationRequired: 'Please verify your email. We have sent you an OTP.',
  registered: 'Registered Successfully!',
  otpSent: 'We have sent an OTP to your email.',
  resetOtpSent: 'If an account exists for this email, we have sent an OTP to it.',
  invalidOtp: 'Invalid or expired OTP',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpTooSoon: 'Please wait before requesting another OTP.',
  emailVerified: 'Email verified successfully',
  otpVerified: 'OTP verified successfully',
  invalidResetToken: 'Invalid or expired reset token',
  passwordUpdated: 'Password updated successfully',
  forbidden: 'You are not allowed to do this',
  sellerOnly: 'Only sellers can do this',
  consumerOnly: 'Only a consumer account can register as a seller',
  notFound: 'Not found',
  orderNotFound: 'Order not found',
  notInCart: 'Product is not in your cart',
  notEnoughStock: (productName: string) => `Not enough stock for ${productName}`,
  profileUpdated: 'Profile updated successfully',
  emailChangeRefused: 'Email cannot be changed until the new address is verified',
  wishlistSaved: 'Item saved to Shopping List',
  wishlistRemoved: 'Item removed from Shopping List',
  cartUpdated: 'Cart updated',
  orderPlaced: 'Order placed successfully',
  reviewSubmitted: 'Thankyou for your Review!',
  productUploaded: 'Product successfully uploaded',
  draftSaved: 'Draft saved',
  sellerRegistered: 'Seller Registration Successful!',
  visibilityUpdated: 'Product visibility updated',
  tooManyRequests: 'Too many requests. Please try again later.',
  payloadTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  routeNotFound: 'Route not found',
  demoAccountLocked: 'The e-mail and password of a demo account cannot be changed.',
} as const;
