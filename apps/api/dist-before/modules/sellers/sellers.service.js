import { apiMessages, DASHBOARD_LIST_SIZE, DASHBOARD_PERIOD_DAYS, paiseToRupees, sellerProfileMessages, } from '@bazaar/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { nowIso } from '../../platform/ids.js';
import { findAccountById, makeSeller } from '../account/account.service.js';
import { confirmPassword } from '../auth/auth.service.js';
import { escapeHtml } from '../../platform/mailer.js';
import { countSellerProducts } from '../listings/listings.service.js';
import { recentSellerOrders, sellerSalesFigures, sellerSalesPerDay, topSellerProducts, } from '../orders/orders.service.js';
import { recentReviewsOfSeller } from '../reviews/reviews.service.js';
import * as repo from './sellers.repository.js';
/** contract: the bank account number is never returned beyond its last four digits (`XXXXXXXX9012`). */
export const maskAccountNumber = (number) => 'X'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
export const BANK_ACCOUNT_SEAL_PURPOSE = 'seller bank account';
function toSeller(row, sealer) {
    const optional = (value) => value ?? undefined;
    return {
        id: row.userId,
        userId: row.userId,
        businessName: row.businessName,
        businessType: row.businessType,
        phoneNumber: row.phoneNumber,
        emailAddress: row.emailAddress,
        addressLine1: row.addressLine1,
        city: row.city,
        state: row.state,
        pinCode: row.pinCode,
        country: row.country,
        ...(row.websiteUrl ? { websiteUrl: row.websiteUrl } : {}),
        ...(row.socialMediaLinks ? { socialMediaLinks: row.socialMediaLinks } : {}),
        panNumber: row.panNumber,
        gstNumber: row.gstNumber,
        companyRegistrationNumber: optional(row.companyRegistrationNumber),
        tradeLicenseNumber: optional(row.tradeLicenseNumber),
        bankAccountNumber: maskAccountNumber(sealer.open(row.bankAccountNumber)),
        bankName: row.bankName,
        ifscCode: row.ifscCode,
    };
}
const sellerExists = () => new BadRequestError(apiMessages.sellerExists);
/** The business details as stored, from the registration form or the profile edit (the same rules). */
const businessColumns = (input) => ({
    businessName: input.businessName,
    businessType: input.businessType,
    phoneNumber: input.phoneNumber,
    emailAddress: input.emailAddress,
    addressLine1: input.addressLine1,
    city: input.city,
    state: input.state,
    pinCode: input.pinCode,
    country: input.country,
    websiteUrl: input.websiteUrl ?? null,
    socialMediaLinks: input.socialMediaLinks ?? null,
    panNumber: input.panNumber,
    gstNumber: input.gstNumber,
    companyRegistrationNumber: input.companyRegistrationNumber ?? null,
    tradeLicenseNumber: input.tradeLicenseNumber ?? null,
});
/**
 * A shopper registers their business (docs/product.md §5 rules checked by the schema) and becomes a seller in the same
 * transaction: one business per user and per business e-mail, racing registrations included (the table's
 * keys decide, and the loser gets the same 400).
 */
export async function registerSeller(db, sealer, user, input) {
    const userId = user.id;
    // docs/product.md §6: a seller cannot register again (demo sellers without a business included).
    if (user.userType === 'seller')
        throw sellerExists();
    try {
        await db.transaction().execute(async (trx) => {
            if (await repo.findProfileByUserOrEmail(trx, userId, input.emailAddress))
                throw sellerExists();
            await repo.insertProfile(trx, {
                userId,
                ...businessColumns(input),
                bankAccountNumber: sealer.seal(input.bankAccountNumber),
                bankName: input.bankName,
                ifscCode: input.ifscCode,
                createdAt: nowIso(),
            });
            await makeSeller(trx, userId);
        });
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw sellerExists();
        throw error;
    }
    return sellerProfile(db, sealer, userId);
}
function bankChangedMail(to, name, seller) {
    const t = sellerProfileMessages;
    const paragraphs = [
        t.bankChangedIntro(name),
        t.bankChangedTo(seller.bankAccountNumber, seller.bankName, seller.ifscCode),
        t.bankChangedWarning,
        t.signature,
    ];
    return {
        to,
        subject: t.bankChangedSubject,
        text: paragraphs.join('\n\n'),
        html: '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">' +
            paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
            '</div>',
    };
}
/**
 * issue 20: the seller changes their business details (the schema holds the registration's rules). A new bank
 * account needs the seller's current password (a wrong one is 400, and counts as a failed sign-in); it is sealed
 * like the first, and the seller is e-mailed in the same transaction, the number masked. The business e-mail
 * stays unique among sellers (400 as at registration).
 */
export async function updateSellerProfile(db, mailer, sealer, userId, input, ip) {
    const account = await findAccountById(db, userId);
    if (!account || !(await repo.findProfileByUser(db, userId)))
        throw new NotFoundError(apiMessages.sellerNotFound);
    const bankChange = input.bankAccountNumber !== undefined && input.bankName !== undefined && input.ifscCode !== undefined
        ? { bankAccountNumber: input.bankAccountNumber, bankName: input.bankName, ifscCode: input.ifscCode }
        : null;
    if (bankChange && !(await confirmPassword(db, account, input.currentPassword ?? '', ip))) {
        throw new BadRequestError(sellerProfileMessages.wrongPassword, { field: 'currentPassword' });
    }
    try {
        await db.transaction().execute(async (trx) => {
            if (await repo.findOtherProfileWithEmail(trx, userId, input.emailAddress))
                throw sellerExists();
            await repo.updateProfile(trx, userId, {
                ...businessColumns(input),
                ...(bankChange
                    ? {
                        bankAccountNumber: sealer.seal(bankChange.bankAccountNumber),
                        bankName: bankChange.bankName,
                        ifscCode: bankChange.ifscCode,
                    }
                    : {}),
            });
            if (bankChange) {
                const row = await repo.findProfileByUser(trx, userId);
                await mailer.send(bankChangedMail(account.email, account.name, toSeller(row, sealer)), trx);
            }
        });
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw sellerExists();
        throw error;
    }
    return sellerProfile(db, sealer, userId);
}
/** The seller's business as registered (demo and seeded sellers may have none: 404). */
export async function sellerProfile(db, sealer, userId) {
    const row = await repo.findProfileByUser(db, userId);
    if (!row)
        throw new NotFoundError(apiMessages.sellerNotFound);
    return toSeller(row, sealer);
}
/** What documents print about a seller's business (its invoices): undefined for a seller with no profile. */
export async function businessOf(db, userId) {
    const row = await repo.findProfileByUser(db, userId);
    if (!row)
        return undefined;
    const { businessName, gstNumber, addressLine1, city, state, pinCode, country } = row;
    return { businessName, gstNumber, addressLine1, city, state, pinCode, country };
}
/**
 * Start-up check: whether the data key opens the bank account numbers stored (false means DATA_KEY, or
 * `DATA_DIR/data-key`, is not the one they were sealed with). Numbers an older version stored in clear are
 * sealed by migration 0012, not here.
 */
export async function dataKeyOpensBankAccounts(db, sealer) {
    const stored = await repo.findSealedBankAccount(db);
    if (!stored)
        return true;
    try {
        sealer.open(stored.bankAccountNumber);
        return true;
    }
    catch {
        return false;
    }
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** The change from `previous` to `current` in whole percent; null when there was nothing before. */
function change(current, previous) {
    return {
        current,
        previous,
        changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100),
    };
}
/**
 * The seller dashboard from real data: sales (orders not cancelled), orders, distinct customers, live products,
 * the newest orders with their buyer, the best sellers by units, the newest reviews, "from last month" as the
 * last 30 days against the 30 before, and the sales of each of the last 30 days.
 */
export async function sellerDashboard(db, sellerId, now = new Date()) {
    const periodMs = DASHBOARD_PERIOD_DAYS * DAY_MS;
    const to = now.toISOString();
    const mid = new Date(now.getTime() - periodMs).toISOString();
    const from = new Date(now.getTime() - 2 * periodMs).toISOString();
    const [all, current, previous, products, productsNow, productsBefore] = await Promise.all([
        sellerSalesFigures(db, sellerId),
        sellerSalesFigures(db, sellerId, { from: mid, to }),
        sellerSalesFigures(db, sellerId, { from, to: mid }),
        countSellerProducts(db, sellerId),
        countSellerProducts(db, sellerId, mid),
        countSellerProducts(db, sellerId, from),
    ]);
    const [recent, top, reviews] = await Promise.all([
        recentSellerOrders(db, sellerId, DASHBOARD_LIST_SIZE),
        topSellerProducts(db, sellerId, DASHBOARD_LIST_SIZE),
        recentReviewsOfSeller(db, sellerId, DASHBOARD_LIST_SIZE),
    ]);
    // The chart's first day is the one 29 days before today (UTC), so today is its last bar.
    const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - periodMs + DAY_MS);
    const perDay = await sellerSalesPerDay(db, sellerId, firstDay.toISOString());
    const salesByDay = Array.from({ length: DASHBOARD_PERIOD_DAYS }, (_, index) => {
        const date = new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        const day = perDay.get(date);
        return { date, total: paiseToRupees(day?.sales ?? 0), orders: day?.orders ?? 0 };
    });
    return {
        totalSales: [{ total: paiseToRupees(all.sales) }],
        totalOrder: all.orders,
        totalProducts: products,
        totalCustomer: all.customers,
        recentOrders: recent.map((order) => ({
            orderId: order.orderId,
            customerId: order.customer,
            grandTotal: paiseToRupees(order.grandTotal),
            totalAmount: paiseToRupees(order.totalAmount),
            orderStatus: order.orderStatus,
        })),
        topProducts: top,
        recentReviews: reviews,
        comparison: {
            totalSales: change(paiseToRupees(current.sales), paiseToRupees(previous.sales)),
            totalOrder: change(current.orders, previous.orders),
            totalCustomer: change(current.customers, previous.customers),
            // products listed in each period (the products count itself has no history)
            totalProducts: change(productsNow, productsBefore - productsNow),
        },
        salesByDay,
    };
}
//# sourceMappingURL=sellers.service.js.map