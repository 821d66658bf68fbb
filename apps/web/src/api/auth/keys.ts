// The auth TanStack keys. Its calls are all mutations (the signed-in user is the account profile query, keyed
// in api/account/keys.ts); keyed, a screen can ask `useIsMutating({ mutationKey: authKeys.all })`.
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  register: () => [...authKeys.all, 'register'] as const,
  verifyEmail: () => [...authKeys.all, 'verify-email'] as const,
  resendOtp: () => [...authKeys.all, 'resend-otp'] as const,
  forgetPassword: () => [...authKeys.all, 'forget-password'] as const,
  verifyOtp: () => [...authKeys.all, 'verify-otp'] as const,
  setPassword: () => [...authKeys.all, 'set-password'] as const,
};
