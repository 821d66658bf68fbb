import type { SetPassword } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { clearResetToken } from '../../../lib/storage';
import { authKeys } from './keys';

export interface SetPasswordResponse {
  message: string;
}

/** POST /api/auth/set-password; spec §7: the stored reset token is removed afterwards in either case. */
export async function setPassword(body: SetPassword): Promise<SetPasswordResponse> {
  try {
    return await http.post<SetPasswordResponse>('/api/auth/set-password', body);
  } finally {
    clearResetToken();
  }
}

export function useSetPassword() {
  return useMutation({ mutationKey: authKeys.setPassword(), mutationFn: setPassword });
}
