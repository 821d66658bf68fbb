// The account module's table: users (shoppers and sellers alike).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from '../../db/column-types.js';

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

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
