// The mailer's table.
import type { Generated } from 'kysely';

/** A delivery queue: the body is sealed (see platform/sealing.ts) and dropped once sent or given up. */
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
}
