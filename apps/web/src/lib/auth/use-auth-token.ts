import { useSyncExternalStore } from 'react';
import { getAuthToken, storageChangeEvent, storageKeys } from '../storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.authToken) onChange();
  };
  window.addEventListener('storage', onStorage); // other tabs
  window.addEventListener(storageChangeEvent, onChange); // this tab
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(storageChangeEvent, onChange);
  };
}

/**
 * The stored sign-in token, kept current when it is set or cleared (here or in another tab).
 * The session's AuthProvider (lib/auth/session.tsx) builds the user state on it; screens read `useAuth()` instead.
 */
export function useAuthToken(): string | undefined {
  return useSyncExternalStore(subscribe, getAuthToken, () => undefined);
}
