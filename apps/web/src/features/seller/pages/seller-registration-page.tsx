import { sellerRegistrationMessages, shellMessages } from '@bazaar/domain';
import { Store } from 'lucide-react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/popup';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/session';
import { SellerRegistrationForm } from '../components/seller-registration-form';

/**
 * docs/product.md §2 /seller-registration (consumers only; the router sends sellers to /seller). After the 201 the
 * session's user is a seller at once and the seller goes straight to the dashboard.
 */
export function SellerRegistrationPage() {
  const { refreshUser } = useAuth();
  const navigate = useNavigate();

  async function onRegistered() {
    void showToast('success', sellerRegistrationMessages.success);
    // The role changes in the session before the navigation, so the seller area's guard lets them in.
    const refreshed = refreshUser({ userType: 'seller' });
    await navigate(paths.seller.dashboard.getHref(), { replace: true });
    await refreshed;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mb-6 flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
            <Store aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {shellMessages.screens.sellerRegistration}
            </h1>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {sellerRegistrationMessages.intro}
            </p>
          </div>
        </div>
        <SellerRegistrationForm onRegistered={onRegistered} />
      </div>
    </div>
  );
}
