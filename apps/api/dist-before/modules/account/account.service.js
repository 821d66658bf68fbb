import { apiMessages } from '@bazaar/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, ForbiddenError } from '../../platform/errors.js';
import { newId, nowIso } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { isOwnUpload } from '../media/media.service.js';
import { cartCount } from '../cart/cart.service.js';
import * as repo from './account.repository.js';
export const findAccountByEmail = (db, email) => repo.findUserByEmail(db, email.trim().toLowerCase());
/** The accounts whose profile picture is this URL, as a subquery (media's sweep keeps such uploads). */
export const profilesShowing = repo.profilesShowing;
export const findAccountById = (db, id) => repo.findUserById(db, id);
/** Creates a consumer account; 400 when the e-mail is taken (verified or not: an unverified owner logs in). */
export async function createAccount(db, input) {
    const email = input.email.trim().toLowerCase();
    if (await repo.findUserByEmail(db, email))
        throw new BadRequestError(apiMessages.alreadyRegistered);
    const now = nowIso();
    const user = {
        id: newId(),
        name: input.name,
        email,
        passwordHash: await hashPassword(input.password),
        phoneNumber: input.phoneNumber,
        address: '',
        profilePic: '',
        userType: 'consumer',
        isVerified: input.isVerified ? 1 : 0,
        isDemo: 0,
        tokenVersion: 0,
        shippingAddress: null,
        createdAt: now,
        updatedAt: now,
    };
    try {
        await repo.insertUser(db, user);
    }
    catch (error) {
        // Two sign-ups racing for one address: the unique index decides, the loser hears the usual answer.
        if (isUniqueViolation(error))
            throw new BadRequestError(apiMessages.alreadyRegistered);
        throw error;
    }
    return user;
}
/** Applies changes and returns the account as stored afterwards. */
export async function updateAccount(db, id, changes) {
    await repo.updateUser(db, id, { ...changes, updatedAt: nowIso() });
    const user = await repo.findUserById(db, id);
    if (!user)
        throw new BadRequestError(apiMessages.notFound);
    return user;
}
/**
 * Holds the account's row until the caller's transaction ends: the changes of one shopper's own records (the
 * address book) queue up behind it.
 */
export async function lockAccount(trx, id) {
    await repo.lockUser(trx, id);
}
/** Signs the account out everywhere (every token signed before now stops working). */
export async function endSessions(db, id) {
    await repo.bumpTokenVersion(db, id, nowIso());
}
function parseAddress(json) {
    if (!json)
        return null;
    try {
        const value = JSON.parse(json);
        return value && typeof value === 'object' ? value : null;
    }
    catch {
        return null;
    }
}
/** The profile the clients read: `cartCount` is the number of distinct products in the cart. */
export async function getUserDetail(db, user) {
    return {
        id: user.id,
        name: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber,
        address: user.address,
        profilePic: user.profilePic,
        userType: user.userType,
        shippingAddress: parseAddress(user.shippingAddress),
        cartCount: await cartCount(db, user.id),
    };
}
/**
 * Changes only name, phone number, address and picture. An e-mail change is refused (it would need the new
 * address verified first); the role, ids, passwords and flags in the body were already stripped by the schema.
 */
export async function updateProfile(db, media, user, input) {
    // The demo accounts are shared by every visitor: one of them must not rename them for the others.
    if (user.isDemo)
        throw new ForbiddenError(apiMessages.demoProfileLocked);
    // A picture is one this user uploaded here (or none): no javascript: URL, no hot-linked tracker.
    if (input.profilePic && input.profilePic !== user.profilePic) {
        if (!(await isOwnUpload(db, media, user.id, input.profilePic))) {
            throw new BadRequestError(apiMessages.foreignProfilePic, { field: 'profilePic' });
        }
    }
    if (input.email !== undefined && input.email !== user.email) {
        throw new BadRequestError(apiMessages.emailChangeRefused, { field: 'email' });
    }
    const changes = {};
    if (input.name !== undefined)
        changes.name = input.name;
    if (input.phoneNumber !== undefined)
        changes.phoneNumber = input.phoneNumber;
    if (input.address !== undefined)
        changes.address = input.address;
    if (input.profilePic !== undefined)
        changes.profilePic = input.profilePic;
    const updated = Object.keys(changes).length > 0 ? await updateAccount(db, user.id, changes) : user;
    return getUserDetail(db, updated);
}
/** Makes a shopper's account a seller's (seller registration, in the caller's transaction). */
const CONTACTS_PER_QUERY = 500;
/** The name and e-mail address of each of these users, by id (for the seller's orders and customers). */
export async function contactsOf(db, ids) {
    const unique = [...new Set(ids)];
    const contacts = new Map();
    for (let start = 0; start < unique.length; start += CONTACTS_PER_QUERY) {
        for (const row of await repo.contactRows(db, unique.slice(start, start + CONTACTS_PER_QUERY)))
            contacts.set(row.id, { name: row.name, email: row.email, phoneNumber: row.phoneNumber });
    }
    return contacts;
}
export async function makeSeller(db, userId) {
    await repo.updateUser(db, userId, { userType: 'seller', updatedAt: nowIso() });
}
//# sourceMappingURL=account.service.js.map