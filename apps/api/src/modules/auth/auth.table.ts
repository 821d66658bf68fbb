// The auth module's tables: one-time codes and password reset tokens.
import type { Generated } from 'kysely';

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

export interface ResetTokensTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** One wrong password for an account from an address (kept for the counting window). */
export interface SignInFailuresTable {
  id: string;
  email: string;
  address: string; // the client address, IPv6 grouped by /64
  failedAt: string;
}
