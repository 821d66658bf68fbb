import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Loader } from '../../../components/loader';
import { useAuth } from '../auth-context';

/** '/login?redirect=<path and query>', the way back after signing in (spec §2, §6). */
export function loginPathFor(pathAndSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndSearch)}`;
}

/**
 * Guards signed-in screens (spec §2, §4): without a token → /login with the way back; while the profile
 * loads → a loader; no user (the profile failed) → /login as well. Renders `children` or the child routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token, user } = useAuth();
  const location = useLocation();
  if (!token || user === null) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (user === undefined) return <Loader />;
  return children ?? <Outlet />;
}

export type Role = 'consumer' | 'seller';

// spec §2/§6: a consumer opening /seller goes to /seller-registration; a seller opening it goes to /seller.
const elsewhere: Record<Role, string> = {
  seller: '/seller-registration',
  consumer: '/seller',
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

/** Only a path on this site: '/orders' yes; '//evil.example', 'https://…' or 'orders' no. */
function safeRedirect(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}

/**
 * Keeps signed-in users off login and register (spec §2: they are sent to /). A `redirect` query on the
 * screen is honoured, so a sign-in that lands here just before its own navigation still ends where it meant.
 * While the profile of a fresh token loads, the screen stays as it is.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeRedirect(searchParams.get('redirect')) ?? '/'} replace />;
  return children ?? <Outlet />;
}
