import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as mailOutboxQueue from './0002-mail-outbox-queue.js';
import * as search from './0003-search.js';
import * as reviewsPerBuyer from './0004-reviews-per-buyer.js';
import * as signInFailures from './0005-sign-in-failures.js';
import * as sellerProducts from './0006-seller-products.js';
import * as catalogueRatingOrder from './0007-catalogue-rating-order.js';
import * as mediaUploads from './0008-media-uploads.js';
import * as orders from './0009-orders.js';
import * as catalogueVersion from './0010-catalogue-version.js';
import * as deletedProductsLeaveCarts from './0011-deleted-products-leave-carts.js';
import { sealBankAccounts, type DataMigrationContext } from './0012-seal-bank-accounts.js';
import * as checkoutRequestFingerprint from './0013-checkout-request-fingerprint.js';
import * as catalogueVersionFollowsChanges from './0014-1-catalogue-version-follows-changes.js';
import * as cataloguePageIndexes from './0014-2-catalogue-page-indexes.js';
import * as searchFacets from './0015-search-facets.js';
import * as backgroundJobs from './0016-background-jobs.js';
import * as productVariants from './0017-product-variants.js';
import * as fulfilmentDetails from './0018-fulfilment-details.js';
import * as orderStatusDates from './0019-order-status-dates.js';
import * as addressBook from './0019-2-address-book.js';
import * as searchRowsPostgres from './0021-search-rows-postgres.js';
import * as invoices from './0025-invoices.js';
import * as returns from './0026-returns.js';
import * as searchMatchCost from './0027-search-match-cost.js';
import * as searchPriceIndex from './0028-search-price-index.js';
import * as searchPendingList from './0029-search-pending-list.js';
import * as ratingPagesFromTheIndex from './0034-rating-pages-from-the-index.js';
import * as eitherScopeIndex from './0035-either-scope-index.js';
import * as stockAlone from './0036-stock-alone.js';
import * as searchIndexVisibleOnly from './0037-search-index-visible-only.js';

export type { DataMigrationContext } from './0012-seal-bank-accounts.js';

// Listed explicitly (not read from disk) so the compiled server carries them; names sort in run order. Data
// migrations that need the server's data key get it from the context.
export const migrations = (context: DataMigrationContext = {}): Record<string, Migration> => ({
  '0001-initial': initial,
  '0002-mail-outbox-queue': mailOutboxQueue,
  '0003-search': search,
  '0004-reviews-per-buyer': reviewsPerBuyer,
  '0005-sign-in-failures': signInFailures,
  '0006-seller-products': sellerProducts,
  '0007-catalogue-rating-order': catalogueRatingOrder,
  '0008-media-uploads': mediaUploads,
  '0009-orders': orders,
  '0010-catalogue-version': catalogueVersion,
  '0011-deleted-products-leave-carts': deletedProductsLeaveCarts,
  '0012-seal-bank-accounts': sealBankAccounts(context),
  '0013-checkout-request-fingerprint': checkoutRequestFingerprint,
  '0014-1-catalogue-version-follows-changes': catalogueVersionFollowsChanges,
  '0014-2-catalogue-page-indexes': cataloguePageIndexes,
  '0015-search-facets': searchFacets,
  '0016-background-jobs': backgroundJobs,
  '0017-product-variants': productVariants,
  '0018-fulfilment-details': fulfilmentDetails,
  '0019-order-status-dates': orderStatusDates,
  '0019-2-address-book': addressBook,
  '0021-search-rows-postgres': searchRowsPostgres,
  '0025-invoices': invoices,
  '0026-returns': returns,
  '0027-search-match-cost': searchMatchCost,
  '0028-search-price-index': searchPriceIndex,
  '0029-search-pending-list': searchPendingList,
  '0034-rating-pages-from-the-index': ratingPagesFromTheIndex,
  '0035-either-scope-index': eitherScopeIndex,
  '0036-stock-alone': stockAlone,
  '0037-search-index-visible-only': searchIndexVisibleOnly,
});
