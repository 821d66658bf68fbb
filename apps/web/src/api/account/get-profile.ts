import { contract, type UserDetail } from '@bazaar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { accountKeys } from './keys';

/** POST /api/user/profile, sent with no body; the stored token names the user. */
export async function getProfile(): Promise<UserDetail> {
  const { userDetail } = await callApi(contract.account.profile);
  return userDetail;
}

export function profileQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: accountKeys.profile(token),
    queryFn: getProfile,
    enabled: Boolean(token),
  });
}

export function useProfile(token: string | undefined) {
  return useQuery(profileQueryOptions(token));
}
