import { contract, type SuccessReply } from '@bazaar/domain';
import { callApi } from '../../lib/http';

const endpoint = contract.auth.logout;

/**
 * POST /api/auth/logout: the server ends every session token of the account, so a copy of the token left
 * behind (another tab, a shared computer's history) stops working too. Signing out here never waits for it
 * and never fails because of it: the stored token goes either way.
 */
export function endServerSession(): Promise<SuccessReply<typeof endpoint> | undefined> {
  return callApi(endpoint).catch(() => undefined);
}
