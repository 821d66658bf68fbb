/** The session's query keys. The profile's key names the token, so a new sign-in never shows the last user. */
export const sessionKeys = {
  all: ['session'] as const,
  profile: (token: string | undefined) => [...sessionKeys.all, 'profile', token ?? null] as const,
};
