// The database type, assembled from the tables each module owns (Kysely's example app layout). Only table
// types are imported here; db/ reaches no module's code.
import type { UsersTable } from '../modules/account/account.table.js';
import type { AddressesTable } from '../modules/addresses/addresses.table.js';
import type { OtpsTable, ResetTokensTable, SignInFailuresTable } from '../modules/auth/auth.table.js';
import type { CartLinesTable } from '../modules/cart/cart.table.js';
import type { CatalogueVersionTable } from '../modules/catalog/catalog.table.js';
import type {
  ProductImagesTable,
  ProductsTable,
  ProductVariantsTable,
} from '../modules/inventory/inventory.table.js';
import type {
  CheckoutsTable,
  OrderLinesTable,
  OrderReturnLinesTable,
  OrderReturnsTable,
  OrdersTable,
  OrderStatusEventsTable,
  PaymentsTable,
} from '../modules/orders/orders.table.js';
import type { InvoicesTable, InvoiceSeriesTable } from '../modules/invoices/invoices.table.js';
import type { ReviewsTable } from '../modules/reviews/reviews.table.js';
import type { SellerProfilesTable } from '../modules/sellers/sellers.table.js';
import type { WishlistItemsTable } from '../modules/wishlist/wishlist.table.js';
import type { MediaUploadsTable } from '../modules/media/media.table.js';
import type { MailOutboxTable } from '../platform/mailer.table.js';
import type { BackgroundJobsTable } from '../platform/jobs.table.js';

export interface Database {
  users: UsersTable;
  addresses: AddressesTable;
  sellerProfiles: SellerProfilesTable;
  products: ProductsTable;
  productImages: ProductImagesTable;
  productVariants: ProductVariantsTable;
  reviews: ReviewsTable;
  cartLines: CartLinesTable;
  wishlistItems: WishlistItemsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderStatusEvents: OrderStatusEventsTable;
  payments: PaymentsTable;
  otps: OtpsTable;
  resetTokens: ResetTokensTable;
  mailOutbox: MailOutboxTable;
  backgroundJobs: BackgroundJobsTable;
  signInFailures: SignInFailuresTable;
  mediaUploads: MediaUploadsTable;
  catalogueVersion: CatalogueVersionTable;
  invoiceSeries: InvoiceSeriesTable;
  invoices: InvoicesTable;
  orderReturns: OrderReturnsTable;
  orderReturnLines: OrderReturnLinesTable;
}
