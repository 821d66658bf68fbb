import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Portable across SQLite and PostgreSQL: text ids, ISO-8601 text timestamps (sortable), 0/1 integer flags,
// money as integer paise.
type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  email: string; // trimmed, lower-case
  passwordHash: string;
  phoneNumber: string;
  address: string;
  profilePic: string;
  userType: 'consumer' | 'seller';
  isVerified: Flag;
  isDemo: Flag;
  tokenVersion: Generated<number>;
  shippingAddress: string | null; // JSON of the last default shipping address
  createdAt: string;
  updatedAt: string;
}

export interface SellerProfilesTable {
  userId: string;
  businessName: string;
  panNumber: string;
  gstNumber: string;
  phoneNumber: string;
  emailAddress: string;
  addressLine1: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  businessType: string;
  websiteUrl: string | null;
  companyRegistrationNumber: string | null;
  tradeLicenseNumber: string | null;
  bankAccountNumber: string;
  bankName: string;
  ifscCode: string;
  socialMediaLinks: string | null;
  createdAt: string;
}

export interface ProductsTable {
  id: string;
  sellerId: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  mrpPrice: number;
  sellingPrice: number;
  stock: number;
  isHide: Flag;
  isDraft: Flag;
  ratingTotal: Generated<number>;
  ratingCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** set when the seller deleted it (the row stays for past orders; it is hidden too) */
  deletedAt: string | null;
}

export interface ProductImagesTable {
  id: string;
  productId: string;
  position: number;
  url: string;
  width: number | null;
  height: number | null;
}

export interface ReviewsTable {
  id: string;
  productId: string;
  userId: string;
  userName: string;
  rating: number;
  title: string;
  message: string;
  createdAt: string;
}

export interface CartLinesTable {
  userId: string;
  productId: string;
  quantity: number;
  addedAt: string;
}

export interface WishlistItemsTable {
  userId: string;
  productId: string;
  addedAt: string;
}

export interface CheckoutsTable {
  id: string;
  userId: string;
  idempotencyKey: string;
  createdAt: string;
}

export interface OrdersTable {
  id: string;
  checkoutId: string;
  buyerId: string;
  sellerId: string;
  status: string;
  totalMrp: number; // Σ mrpPrice × quantity
  totalAmount: number; // the goods: Σ sellingPrice × quantity
  discount: number; // totalMrp − totalAmount
  shippingCharge: number; // this order's share of the checkout's shipping
  grandTotal: number; // what the buyer pays for this order: totalAmount + shippingCharge
  shippingAddress: string; // JSON
  deliveryDate: string | null;
  isInvoiceUploaded: Flag;
  /** set when the buyer cancelled (status 'cancelled') */
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderLinesTable {
  id: string;
  orderId: string;
  productId: string;
  productName: string;
  productImage: string;
  productDescription: string;
  mrpPrice: number;
  sellingPrice: number;
  quantity: number;
}

export interface PaymentsTable {
  id: string;
  checkoutId: string;
  userId: string;
  methodName: 'debitcard' | 'upi' | 'cod';
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  maskedDetail: string | null; // e.g. "•••• 4242" or "ra•••@okbank"; never a full card number or CVV
  amount: number;
  createdAt: string;
}

export interface OtpsTable {
  id: string;
  userId: string;
  purpose: 'registration' | 'reset';
  codeHash: string;
  attempts: Generated<number>;
  lastTriedAt: string | null;
  expiresAt: string;
  consumedAt: string | null;
  createdAt: string;
}

/** One wrong password for an account from an address (kept for the counting window). */
export interface SignInFailuresTable {
  id: string;
  email: string;
  address: string; // the client address, IPv6 grouped by /64
  failedAt: string;
}

export interface ResetTokensTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A delivery queue: the body is sealed (see platform/sealing.ts) and dropped once sent or given up. */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string; // never holds a code
  sealedBody: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
  error: string | null;
}

/** A file a user uploaded (the seller's product images): who, how large, when. */
export interface MediaUploadsTable {
  key: string;
  url: string;
  uploaderId: string;
  bytes: number;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sellerProfiles: SellerProfilesTable;
  products: ProductsTable;
  productImages: ProductImagesTable;
  reviews: ReviewsTable;
  cartLines: CartLinesTable;
  wishlistItems: WishlistItemsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  payments: PaymentsTable;
  otps: OtpsTable;
  resetTokens: ResetTokensTable;
  mailOutbox: MailOutboxTable;
  signInFailures: SignInFailuresTable;
  mediaUploads: MediaUploadsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type NewProductImage = Insertable<ProductImagesTable>;
export type NewReview = Insertable<ReviewsTable>;
export type NewSellerProfile = Insertable<SellerProfilesTable>;
