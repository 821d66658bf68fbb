import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../api/account/get-profile';
import { useAuth } from '../../../lib/auth/session';
import { useNavigationSettled } from '../../../lib/router/navigation-router';
import { safeRedirect } from '../../../lib/safe-redirect';

/**
 * Signs in with the token (the session fetches the user), shows the success toast and leaves the auth
 * screen: to `to` when given, else to the safe `redirect` parameter, else to the seller area for a seller
 * (issue 9: a seller's sign-in lands on /seller) and home for everyone else.
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigationSettled = useNavigationSettled();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return useCallback(
    (token: string, successMessage: string, to?: string) => {
      signIn(token);
      // The toast greets the user where they land, so it is not spent while the profile is being read.
      const land = async (target: string) => {
        void navigate(target, { replace: true });
        await navigationSettled();
        void showToast('success', successMessage);
      };
      if (to || redirect) {
        void land(to ?? safeRedirect(redirect));
        return;
      }
      // The session fetches this same profile; waiting for it tells a seller from a shopper. Should it fail,
      // the user goes home as before (the session then signs them out or keeps them, as it decides).
      void queryClient
        .fetchQuery(profileQueryOptions(token))
        .then((user) => (user.userType === 'seller' ? paths.seller.root.getHref() : paths.home.getHref()))
        .catch(() => paths.home.getHref())
        .then(land);
    },
    [navigate, navigationSettled, queryClient, redirect, signIn],
  );
}
