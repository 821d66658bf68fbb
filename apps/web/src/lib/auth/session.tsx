import type { UserDetail } from '@bazaar/domain';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { clearAuthToken, setAuthToken } from '../storage';
import { useAuthToken } from './use-auth-token';

/** The signed-in user as the profile call returns it; every feature reads this type, none copies it. */
export type SessionUser = UserDetail;

export interface AuthState {
  /** The stored AuthToken (docs/product.md §6), or undefined when signed out. */
  token: string | undefined;
  /** undefined while unknown (the profile is loading), null when signed out or the profile failed. */
  user: SessionUser | null | undefined;
  isSeller: boolean;
  /** Stores the token of a successful sign-in; the profile of that user is fetched at once. */
  signIn: (token: string) => void;
  /** Removes the stored token and forgets every cached answer of the previous user. */
  signOut: () => void;
  /** Shows a just-saved profile at once, then refetches it. */
  refreshUser: (updated?: Partial<SessionUser>) => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The profile query of a token: api/account's `profileQueryOptions`, passed in by app/ (lib/ imports no api/). */
export type ProfileQuery<Key extends QueryKey> = (
  token: string | undefined,
) => UseQueryOptions<SessionUser, Error, SessionUser, Key>;

/**
 * docs/product.md §4 auth: the token lives in local storage and in app state. With a token the profile is fetched;
 * without one the user is null. A 'Token expired' answer to any call clears the token centrally
 * (see `createQueryClient`), which lands here as "signed out".
 */
export function AuthProvider<Key extends QueryKey>({
  children,
  profileQuery,
}: {
  children: ReactNode;
  profileQuery: ProfileQuery<Key>;
}) {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(token));

  // docs/product.md §8: profile errors other than 'Token expired' are only logged; the user then counts as absent.
  let user: SessionUser | null | undefined = null;
  if (token) user = profile.data ?? (profile.isError ? null : undefined);

  const signIn = useCallback((newToken: string) => setAuthToken(newToken), []);

  const signOut = useCallback(() => {
    clearAuthToken();
    queryClient.clear();
  }, [queryClient]);

  const refreshUser = useCallback(
    async (updated?: Partial<SessionUser>) => {
      const key = profileQuery(token).queryKey;
      if (updated)
        queryClient.setQueryData<SessionUser>(key, (current) => current && { ...current, ...updated });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, token, profileQuery],
  );

  const value = useMemo<AuthState>(
    () => ({ token, user, isSeller: user?.userType === 'seller', signIn, signOut, refreshUser }),
    [token, user, signIn, signOut, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The session: token, current user and sign-in/out. Any feature may read it; it needs <AuthProvider>. */
export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
