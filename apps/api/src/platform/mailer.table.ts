// The mailer's table.
import type { Generated } from 'kysely';

/**
 * A delivery queue: the body is sealed (see platform/sealing.ts) and dropped once sent; a mail given up after
 * days of retries is kept, dead (`failedAt`), body and all, for the operator.
 */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string; // never holds a code
  sealedBody: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
  error: string | null;
  /** The claim of the process delivering it: only that one renews the lease and records the outcome. */
  claimToken: string | null;
}
