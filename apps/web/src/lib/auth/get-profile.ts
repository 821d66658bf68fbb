import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@bazaar/domain';
import { http } from '../http';
import { sessionKeys } from './keys';

interface ProfileResponse {
  userDetail: UserDetail;
}

/** POST /api/user/profile, sent with no body; the stored token names the user. */
export async function getProfile(): Promise<UserDetail> {
  const { userDetail } = await http.post<ProfileResponse>('/api/user/profile');
  return userDetail;
}

export function profileQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: sessionKeys.profile(token),
    queryFn: getProfile,
    enabled: Boolean(token),
  });
}

export function useProfile(token: string | undefined) {
  return useQuery(profileQueryOptions(token));
}
