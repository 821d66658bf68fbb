import type { UpdateProfile, UserDetail } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileKeys } from './keys';

/** Only these fields change (api-contract "Account"); the panel sends nothing else. */
export type ProfileChanges = Required<Pick<UpdateProfile, 'name' | 'phoneNumber' | 'address'>>;

export interface UpdateProfileResponse {
  message: string;
  updatedUser: UserDetail;
}

/** POST /api/user/update-profile. */
export function updateProfile(changes: ProfileChanges): Promise<UpdateProfileResponse> {
  return http.post<UpdateProfileResponse>('/api/user/update-profile', changes);
}

export function useUpdateProfile() {
  return useMutation({ mutationKey: profileKeys.update(), mutationFn: updateProfile });
}
