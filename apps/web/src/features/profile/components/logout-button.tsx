import { profileMessages, shellMessages } from '@bazaar/domain';
import { LogOut } from 'lucide-react';
import { confirmPopup } from '../../../components/popup';

/** docs/product.md §2: the logout icon asks first; `onLogout` runs only when the user confirms. */
export function LogoutButton({ onLogout }: { onLogout: () => void | Promise<void> }) {
  async function onClick() {
    const confirmed = await confirmPopup({
      icon: 'question',
      title: profileMessages.logoutTitle,
      text: profileMessages.logoutText,
      confirmButtonText: profileMessages.logoutConfirm,
      cancelButtonText: profileMessages.logoutCancel,
    });
    if (confirmed) await onLogout();
  }

  return (
    <button
      type="button"
      aria-label={shellMessages.profilePanel.logout}
      title={shellMessages.profilePanel.logout}
      onClick={() => void onClick()}
      className="grid size-10 place-items-center rounded-full text-red-600 transition-colors hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/60"
    >
      <LogOut aria-hidden="true" className="size-5" />
    </button>
  );
}
