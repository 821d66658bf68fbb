// The addresses module's table (issue 21): a shopper's address book, at most one default per shopper.
import type { Insertable } from 'kysely';
import type { Flag } from '../../db/column-types.js';

export interface AddressesTable {
  id: string;
  userId: string;
  fullName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
  isDefault: Flag;
  createdAt: string;
  updatedAt: string;
}

export type NewAddress = Insertable<AddressesTable>;
