// The profile feature's TanStack keys. The profile it shows is the session's query (lib/auth/keys.ts);
// saving it is this feature's mutation.
export const profileKeys = {
  all: ['profile'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
};
