import { shellMessages } from '@bazaar/domain';
import { Moon, ShoppingCart, Sun, UserRound } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button';
import { Loader } from '../../components/loader';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { SearchBox } from '../../features/search/components/search-box';
import { useAuth } from '../../lib/auth/session';
import { endServerSession } from '../../api/auth/log-out';
import { useTheme } from '../../lib/theme';
import { useVisitorCart } from '../../lib/visitor-cart';

const t = shellMessages.header;

// The panel brings the profile form, its schema and the popups: a chunk of its own, fetched on first open.
const ProfilePanel = lazy(async () => ({
  default: (await import('../../features/profile/components/profile-panel')).ProfilePanel,
}));
// The seller's product form fills the panel's upload tab (a slot: profile never imports seller). Its own
// chunk, fetched only when a seller opens that tab.
const ProductUploadForm = lazy(async () => ({
  default: (await import('../../features/seller/components/product-upload-form')).ProductUploadForm,
}));

const iconButton =
  'relative grid size-10 shrink-0 place-items-center rounded-full text-zinc-700 transition-colors hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800';

/**
 * The shared header: logo, search, theme toggle, the cart icon with its count (issue 21: a visitor's too), and Login
 * or the profile icon (docs/product.md §2).
 */
export function Header() {
  const { token, user, signOut } = useAuth();
  const navigate = useNavigate();
  // The icons show as soon as a token is stored; the count follows once the profile arrives. issue 21: a visitor's
  // badge counts the lines of the cart kept in the browser.
  const signedIn = Boolean(token);
  const visitorLines = useVisitorCart();
  const cartCount = signedIn ? (user?.cartCount ?? 0) : visitorLines.length;
  const [profileOpen, setProfileOpen] = useState(false);
  const closeProfile = useCallback(() => setProfileOpen(false), []);

  // docs/product.md §2: a confirmed logout closes the panel, goes to / and forgets the token and the user. The token
  // goes only once / is on screen: a guarded page still rendering would otherwise send the user to /login.
  const location = useLocation();
  const signOutAtHome = useRef(false);
  useEffect(() => {
    if (signOutAtHome.current && location.pathname === paths.home.path) {
      signOutAtHome.current = false;
      signOut();
    }
  }, [location.pathname, signOut]);
  const logout = useCallback(() => {
    // The request takes the token with it before the token is forgotten below.
    void endServerSession();
    setProfileOpen(false);
    if (location.pathname === paths.home.path) {
      signOut();
      return;
    }
    signOutAtHome.current = true;
    void navigate(paths.home.getHref());
  }, [location.pathname, navigate, signOut]);

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-zinc-800 dark:bg-zinc-950/90 dark:supports-[backdrop-filter]:bg-zinc-950/75">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-3 px-4 py-3 md:grid-cols-[auto_1fr_auto] md:gap-x-6 lg:px-8">
        <Logo />

        <SearchBox className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1 md:mx-auto md:w-full md:max-w-xl" />

        <div className="flex items-center justify-end gap-1 sm:gap-2">
          <ThemeToggle />
          <Link to={paths.cart.getHref()} aria-label={t.cart(cartCount)} className={iconButton}>
            <ShoppingCart aria-hidden="true" className="size-5" />
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white"
            >
              {cartCount}
            </span>
          </Link>
          {signedIn ? (
            <>
              <button
                type="button"
                aria-label={t.profile}
                aria-haspopup="dialog"
                aria-expanded={profileOpen}
                onClick={() => setProfileOpen(true)}
                className={iconButton}
              >
                <UserRound aria-hidden="true" className="size-5" />
              </button>
            </>
          ) : (
            // Hidden in a signed-in user's page (the server renders it for visitors) until the app is live.
            <Link
              to={paths.login.getHref()}
              className={buttonStyles({ size: 'sm', className: 'ml-1 px-4 hydrating-signed-in:invisible' })}
            >
              {t.login}
            </Link>
          )}
        </div>
      </div>
      {signedIn && profileOpen && (
        <Suspense fallback={null}>
          <ProfilePanel
            open
            onClose={closeProfile}
            onLogout={logout}
            uploadForm={
              <Suspense fallback={<Loader />}>
                <ProductUploadForm />
              </Suspense>
            }
          />
        </Suspense>
      )}
    </header>
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t.switchToLight : t.switchToDark;
  return (
    <button
      type="button"
      aria-label={label}
      title={`${label} (${t.themeShortcut})`}
      onClick={toggleTheme}
      className={iconButton}
    >
      {/* The icon follows the theme class, not the state, so the server's HTML shows the right one. */}
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
