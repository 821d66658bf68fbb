import type { SetPassword } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { authKeys } from './keys';
import { http } from '../../../lib/http';
import { clearResetToken } from '../../../lib/storage';

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
