import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { paths } from '../../config/paths';
import { usePendingLocation } from '../router/navigation-router';
import { safeRedirect } from '../safe-redirect';
import { useAuth, type SessionUser } from './session';

/**
 * Guards signed-in screens (docs/product.md §2, §4): without a token → /login with the way back; while the profile
 * loads → a loader; no user (the profile failed) → /login as well. Renders `children` or the child routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token, user } = useAuth();
  const location = useLocation();
  if (!token || user === null) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  if (user === undefined) return <Loader />;
  return children ?? <Outlet />;
}

export type Role = SessionUser['userType'];

// docs/product.md §2/§6: a consumer opening /seller goes to /seller-registration; a seller opening it goes to /seller.
const elsewhere: Record<Role, string> = {
  seller: paths.sellerRegistration.getHref(),
  consumer: paths.seller.root.getHref(),
};

/** RequireAuth plus a role: a user of the other role is sent to that role's screen. */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck role={role}>{children}</RoleCheck>
    </RequireAuth>
  );
}

function RoleCheck({ role, children }: { role: Role; children?: ReactNode }) {
  const { user } = useAuth();
  if (user?.userType !== role) return <Navigate to={elsewhere[role]} replace />;
  return children ?? <Outlet />;
}

/**
 * Keeps signed-in users off login and register (docs/product.md §2: they are sent to /; a seller to /seller). A `redirect` query on the
 * screen is honoured, so a sign-in that lands here just before its own navigation still ends where it meant.
 * While the profile of a fresh token loads, the screen stays as it is; so it does while the sign-in's own
 * navigation is under way (a lazy screen such as /seller is still loading when the profile arrives).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const pendingLocation = usePendingLocation();
  const [searchParams] = useSearchParams();
  if (user && !pendingLocation) {
    // issue 9: with nowhere to return to, a seller's sign-in lands in the seller area.
    const fallback = user.userType === 'seller' ? paths.seller.root.getHref() : paths.home.getHref();
    return <Navigate to={safeRedirect(searchParams.get('redirect'), fallback)} replace />;
  }
  return children ?? <Outlet />;
}
