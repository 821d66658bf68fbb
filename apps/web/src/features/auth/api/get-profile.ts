import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@bazaar/domain';
import { http } from '../../../lib/http';

export type { UserDetail } from '@bazaar/domain';

interface ProfileResponse {
  userDetail: UserDetail;
}

/** POST /api/user/profile, sent with no body; the stored token names the user. */
export async function getProfile(): Promise<UserDetail> {
  const { userDetail } = await http.post<ProfileResponse>('/api/user/profile');
  return userDetail;
}

/** The key names the token, so signing in as someone else never shows the previous user. */
export function profileQueryKey(token: string | undefined) {
  return ['profile', token ?? null] as const;
}

export function profileQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: profileQueryKey(token),
    queryFn: getProfile,
    enabled: Boolean(token),
  });
}

export function useProfile(token: string | undefined) {
  return useQuery(profileQueryOptions(token));
}
