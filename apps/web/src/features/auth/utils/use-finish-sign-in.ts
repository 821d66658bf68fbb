import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../components/popup';
import { setAuthToken } from '../../../lib/storage';
import { safeRedirect } from './safe-redirect';

/**
 * Stores the token (the auth provider reacts to it), shows the success toast and leaves the auth screen:
 * to `to` when given, else to the safe `redirect` parameter, else home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return useCallback(
    (token: string, successMessage: string, to?: string) => {
      setAuthToken(token);
      void showToast('success', successMessage);
      void navigate(to ?? safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}
