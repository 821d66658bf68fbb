// The address book (issue 21): at most ADDRESS_BOOK_MAX addresses per shopper, one of them the default. Every
// change runs in one transaction holding the shopper's account row (account.service's lockAccount), so two
// changes at once (two tabs, two API processes) queue up: the 21st address is refused and one default stays.
// The default is also the profile's `shippingAddress`, which the older calls read and checkout's "save as
// default" writes, so both agree.
import { ADDRESS_BOOK_MAX, AddressInputSchema, apiMessages, } from '@bazaar/domain';
import { retryingTransaction } from '../../db/transactions.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { lockAccount, updateAccount } from '../account/account.service.js';
import * as repo from './addresses.repository.js';
const toAddress = (row) => ({ ...row, isDefault: Number(row.isDefault) === 1 });
/** The profile's `shippingAddress` (docs/product.md §3) follows the book's default. */
async function syncProfileDefault(trx, userId) {
    const rows = await repo.addressesOf(trx, userId);
    const fallback = rows.find((row) => Number(row.isDefault) === 1);
    const shippingAddress = fallback
        ? {
            addressLine1: fallback.addressLine1,
            addressLine2: fallback.addressLine2,
            country: fallback.country,
            state: fallback.state,
            city: fallback.city,
            pinCode: fallback.pinCode,
            isDefaultShippingAddress: true,
        }
        : null;
    await updateAccount(trx, userId, { shippingAddress: shippingAddress && JSON.stringify(shippingAddress) });
}
async function book(db, userId) {
    return (await repo.addressesOf(db, userId)).map(toAddress);
}
/** GET /api/user/addresses: the default first, then the newest. */
export const listAddresses = (db, userId) => book(db, userId);
/** POST /api/user/addresses: a 21st address is refused (400) and nothing changes. */
export async function addAddress(db, userId, input) {
    return retryingTransaction(db, async (trx) => {
        await lockAccount(trx, userId);
        const count = await repo.countOf(trx, userId);
        if (count >= ADDRESS_BOOK_MAX)
            throw new BadRequestError(apiMessages.addressBookFull, { field: 'addresses' });
        const { isDefault, ...parts } = input;
        const id = await addToBook(trx, userId, parts);
        if (isDefault || count === 0) {
            await repo.makeDefault(trx, userId, id);
            await syncProfileDefault(trx, userId);
        }
        const addresses = await book(trx, userId);
        return { address: addresses.find((address) => address.id === id), addresses };
    });
}
/** PUT /api/user/addresses/{id}: replaces it; `isDefault` moves the default here (the default stays one). */
export async function updateAddress(db, userId, id, input) {
    return retryingTransaction(db, async (trx) => {
        await lockAccount(trx, userId);
        const current = await repo.addressOf(trx, userId, id);
        if (!current)
            throw new NotFoundError(apiMessages.addressNotFound);
        const { isDefault, ...parts } = input;
        await repo.replaceAddress(trx, userId, id, { ...parts, updatedAt: nowIso() });
        if (isDefault)
            await repo.makeDefault(trx, userId, id);
        if (isDefault || Number(current.isDefault) === 1)
            await syncProfileDefault(trx, userId);
        const addresses = await book(trx, userId);
        return { address: addresses.find((address) => address.id === id), addresses };
    });
}
/** DELETE /api/user/addresses/{id}: when it was the default, the newest left becomes the default. */
export async function deleteAddress(db, userId, id) {
    return retryingTransaction(db, async (trx) => {
        await lockAccount(trx, userId);
        const current = await repo.addressOf(trx, userId, id);
        if (!current || !(await repo.deleteAddress(trx, userId, id))) {
            throw new NotFoundError(apiMessages.addressNotFound);
        }
        if (Number(current.isDefault) === 1) {
            const newest = await repo.newestOf(trx, userId);
            if (newest)
                await repo.makeDefault(trx, userId, newest.id);
            await syncProfileDefault(trx, userId);
        }
        return book(trx, userId);
    });
}
/** Files an address in the user's book, not as the default; answers its id. */
async function addToBook(trx, userId, parts) {
    const now = nowIso();
    const id = newId();
    await repo.insertAddress(trx, { id, userId, ...parts, isDefault: 0, createdAt: now, updatedAt: now });
    return id;
}
/**
 * A checkout's address as the book would keep it: the buyer's own name and phone when none were typed. It must
 * be one the book's own form takes (AddressInputSchema): a blank or malformed phone (an account signed up
 * without one) answers 400 on the checkout's phone field, so the shopper types one, rather than a book entry the
 * book could not edit.
 */
export function checkoutBookEntry(buyer, address) {
    const parts = {
        fullName: address.fullName ?? buyer.name,
        phoneNumber: address.phoneNumber ?? buyer.phoneNumber,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        state: address.state,
        pinCode: address.pinCode,
        country: address.country,
    };
    const checked = AddressInputSchema.safeParse(parts);
    if (!checked.success) {
        const [issue] = checked.error.issues;
        const field = String(issue?.path[0] ?? 'phoneNumber');
        const message = field === 'phoneNumber' ? apiMessages.phoneToSaveAddress : (issue?.message ?? '');
        throw new BadRequestError(message, { field: `shippingAddress.${field}` });
    }
    return parts;
}
/**
 * Checkout's "save as default address" (in the checkout's transaction): the address goes into the book as its
 * default (the one already there when it is the same, to the letter), with the buyer's name and phone; the
 * profile's `shippingAddress` follows. A full book keeps its addresses: the profile's default is still saved.
 */
export async function saveCheckoutAddress(trx, buyer, address) {
    await lockAccount(trx, buyer.id);
    const parts = checkoutBookEntry(buyer, address);
    const same = await repo.sameAddress(trx, buyer.id, parts);
    if (same) {
        await repo.makeDefault(trx, buyer.id, same.id);
    }
    else if ((await repo.countOf(trx, buyer.id)) < ADDRESS_BOOK_MAX) {
        const id = await addToBook(trx, buyer.id, parts);
        await repo.makeDefault(trx, buyer.id, id);
    }
    else {
        await updateAccount(trx, buyer.id, {
            shippingAddress: JSON.stringify({ ...address, isDefaultShippingAddress: true }),
        });
        return;
    }
    await syncProfileDefault(trx, buyer.id);
}
/**
 * Checkout's "save this address to my address book" (issue 21), in the checkout's transaction so a refused
 * order saves nothing: the address joins the book (the default only when the book was empty), with the buyer's
 * name and phone when none were typed. The same address already there, or a full book, leaves the book as it is:
 * the order is not refused for it.
 */
export async function keepCheckoutAddress(trx, buyer, address) {
    await lockAccount(trx, buyer.id);
    const parts = checkoutBookEntry(buyer, address);
    if (await repo.sameAddress(trx, buyer.id, parts))
        return;
    const count = await repo.countOf(trx, buyer.id);
    if (count >= ADDRESS_BOOK_MAX)
        return;
    const id = await addToBook(trx, buyer.id, parts);
    if (count === 0) {
        await repo.makeDefault(trx, buyer.id, id);
        await syncProfileDefault(trx, buyer.id);
    }
}
//# sourceMappingURL=addresses.service.js.map