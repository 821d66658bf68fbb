import { cartMessages, NOTE_TOAST_TIMER_MS } from '@bazaar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../api/account/get-profile';
import { mergeNotes, mergeVisitorCart } from '../../../api/cart/merge-cart';
import { useAuth } from '../../../lib/auth/session';
import { useNavigationSettled } from '../../../lib/router/navigation-router';
import { safeRedirect } from '../../../lib/safe-redirect';

/**
 * Signs in with the token (the session fetches the user), shows the success toast and leaves the auth
 * screen: to `to` when given, else to the safe `redirect` parameter, else to the seller area for a seller
 * (issue 9: a seller's sign-in lands on /seller) and home for everyone else. issue 21: first the visitor's cart
 * kept in the browser is merged into the account's, so the header, the cart and a checkout landed on read the
 * merged cart; the toast then says what could not be added in full.
 */
export function useFinishSignIn() {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigationSettled = useNavigationSettled();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return useCallback(
    async (token: string, successMessage: string, to?: string) => {
      const notes = mergeNotes(await mergeVisitorCart(token));
      signIn(token);
      // The toast greets the user where they land, so it is not spent while the profile is being read.
      const land = async (target: string) => {
        void navigate(target, { replace: true });
        await navigationSettled();
        if (notes.length === 0) void showToast('success', successMessage);
        else
          void showToast('warning', successMessage, {
            text: [cartMessages.mergeNoteTitle, ...notes].join('\n'),
            timer: NOTE_TOAST_TIMER_MS,
          });
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
