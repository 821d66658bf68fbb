import { apiMessages, type Seller, type SellerRegister } from '@bazaar/domain';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { nowIso } from '../../platform/ids.js';
import { makeSeller } from '../account/account.service.js';
import * as repo from './sellers.repository.js';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof repo.findProfileByUser>>>;

/** contract: the bank account number is never returned beyond its last four digits (`XXXXXXXX9012`). */
export const maskAccountNumber = (number: string): string =>
  'X'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);

function toSeller(row: ProfileRow): Seller {
  const optional = (value: string | null) => value ?? undefined;
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
    bankAccountNumber: maskAccountNumber(row.bankAccountNumber),
    bankName: row.bankName,
    ifscCode: row.ifscCode,
  };
}

const sellerExists = () => new BadRequestError(apiMessages.sellerExists);

/**
 * A shopper registers their business (spec §5 rules checked by the schema) and becomes a seller in the same
 * transaction: one business per user and per business e-mail, racing registrations included (the table's
 * keys decide, and the loser gets the same 400).
 */
export async function registerSeller(db: Db, userId: string, input: SellerRegister): Promise<Seller> {
  try {
    await db.transaction().execute(async (trx) => {
      if (await repo.findProfileByUserOrEmail(trx, userId, input.emailAddress)) throw sellerExists();
      await repo.insertProfile(trx, {
        userId,
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
        bankAccountNumber: input.bankAccountNumber,
        bankName: input.bankName,
        ifscCode: input.ifscCode,
        createdAt: nowIso(),
      });
      await makeSeller(trx, userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw sellerExists();
    throw error;
  }
  return sellerProfile(db, userId);
}

/** The seller's business as registered (demo and seeded sellers may have none: 404). */
export async function sellerProfile(db: Db, userId: string): Promise<Seller> {
  const row = await repo.findProfileByUser(db, userId);
  if (!row) throw new NotFoundError(apiMessages.sellerNotFound);
  return toSeller(row);
}
