import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../components/popup';
import { useAuth } from '../../../lib/auth/session';
import { safeRedirect } from '../../../lib/safe-redirect';

/**
 * Signs in with the token (the session fetches the user), shows the success toast and leaves the auth
 * screen: to `to` when given, else to the safe `redirect` parameter, else home.
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return useCallback(
    (token: string, successMessage: string, to?: string) => {
      signIn(token);
      void showToast('success', successMessage);
      void navigate(to ?? safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect, signIn],
  );
}
