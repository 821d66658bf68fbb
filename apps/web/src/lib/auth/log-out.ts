import type { authContract } from '@bazaar/domain';
import type { z } from 'zod';
import { http } from '../http';

type LogoutReply = z.infer<(typeof authContract.logout.responses)[200]>;

/**
 * POST /api/auth/logout: the server ends every session token of the account, so a copy of the token left
 * behind (another tab, a shared computer's history) stops working too. Signing out here never waits for it
 * and never fails because of it: the stored token goes either way.
 */
export function endServerSession(): Promise<LogoutReply | undefined> {
  return http.post<LogoutReply>('/api/auth/logout').catch(() => undefined);
}
