// The account's TanStack keys. The profile's key names the token, so a new sign-in never shows the last user;
// the session (lib/auth/session.tsx) reads and refreshes it, and the profile panel saves it.
export const accountKeys = {
  all: ['account'] as const,
  profile: (token: string | undefined) => [...accountKeys.all, 'profile', token ?? null] as const,
  update: () => [...accountKeys.all, 'update'] as const,
};
