// The sellers module's table: the business behind a seller account.
import type { Insertable, Updateable } from 'kysely';

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

export type NewSellerProfile = Insertable<SellerProfilesTable>;
export type SellerProfileUpdate = Updateable<SellerProfilesTable>;
