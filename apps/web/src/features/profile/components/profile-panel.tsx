import { shellMessages } from '@bazaar/domain';
import { Heart, Upload, UserRound, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Loader } from '../../../components/loader';
import { isPopupOpen } from '../../../components/popup';
import { useAuth, type SessionUser } from '../../../lib/auth/session';
import { LogoutButton } from './logout-button';
import { ProfileDetails } from './profile-details';
import { UploadTab } from './upload-tab';
import { WishListTab } from './wish-list-tab';

const t = shellMessages.profilePanel;

type TabId = 'profile' | 'upload' | 'wishList';
const tabs: readonly { id: TabId; label: string; icon: LucideIcon }[] = [
  { id: 'profile', label: t.tabs.profile, icon: UserRound },
  { id: 'upload', label: t.tabs.upload, icon: Upload },
  { id: 'wishList', label: t.tabs.wishList, icon: Heart },
];

export interface ProfilePanelProps {
  open: boolean;
  onClose: () => void;
  /** Runs after the user confirmed the logout question. */
  onLogout: () => void | Promise<void>;
  /**
   * What a seller's upload tab shows (the seller feature's product form). The app shell passes it in:
   * features never import each other.
   */
  uploadForm: ReactNode;
}

/**
 * The right-hand slide-in panel of docs/product.md §2, opened by the header's profile icon: tabs profile, upload and
 * wishList, and the logout icon. A modal dialog: Escape or the backdrop closes it and focus returns.
 */
export function ProfilePanel({ open, onClose, onLogout, uploadForm }: ProfilePanelProps) {
  // The signed-in user from the session; undefined while the profile loads.
  const { user } = useAuth();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement;
    closeRef.current?.focus();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      // A popup above the panel (the logout question, an error) takes its own Escape.
      if (event.key === 'Escape' && !isPopupOpen()) onClose();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  // Portalled to <body>: the sticky header's backdrop blur would otherwise be the containing block of this
  // `fixed` layer and clip it to the header's height.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 animate-fade-in bg-zinc-950/50" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 right-0 flex w-[min(26rem,92vw)] flex-col overflow-y-auto bg-white shadow-2xl dark:bg-zinc-900"
      >
        <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-5 py-3 dark:border-zinc-800">
          <h2 id={titleId} className="text-lg font-bold">
            {shellMessages.header.profilePanelTitle}
          </h2>
          <div className="flex items-center gap-1">
            <LogoutButton onLogout={onLogout} />
            <button
              ref={closeRef}
              type="button"
              aria-label={shellMessages.header.closeProfile}
              onClick={onClose}
              className="grid size-10 place-items-center rounded-full hover:bg-zinc-100 dark:hover:bg-zinc-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        {user ? (
          <PanelBody user={user} uploadForm={uploadForm} onNavigate={onClose} />
        ) : (
          <Loader label={t.loading} />
        )}
      </div>
    </div>,
    document.body,
  );
}

function PanelBody({
  user,
  uploadForm,
  onNavigate,
}: {
  user: SessionUser;
  uploadForm: ReactNode;
  onNavigate: () => void;
}) {
  const [active, setActive] = useState<TabId>('profile');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  // WAI-ARIA tabs: arrows, Home and End move between tabs and select them.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.id);
    tabRefs.current[next.id]?.focus();
  }

  return (
    <div className="flex flex-col gap-5 p-5">
      <UserSummary user={user} />
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800/70"
      >
        {tabs.map(({ id, label, icon: Icon }) => {
          const selected = id === active;
          return (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(id)}
              onKeyDown={onTabKeyDown}
              className={[
                'flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition-colors',
                selected
                  ? 'bg-white text-brand-700 shadow-sm dark:bg-zinc-950 dark:text-brand-300'
                  : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
              ].join(' ')}
            >
              <Icon aria-hidden="true" className="hidden size-4 min-[400px]:block" />
              {label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`}>
        {active === 'profile' && <ProfileDetails user={user} />}
        {active === 'upload' && (
          <UploadTab isSeller={user.userType === 'seller'} uploadForm={uploadForm} onNavigate={onNavigate} />
        )}
        {active === 'wishList' && <WishListTab onNavigate={onNavigate} />}
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

function UserSummary({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-4">
      {user.profilePic ? (
        <img src={user.profilePic} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
        >
          {initialsOf(user.name)}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-base font-semibold">{user.name}</p>
        <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">{user.email}</p>
        <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          {user.userType === 'seller' ? t.seller : t.consumer}
        </span>
      </div>
    </div>
  );
}
