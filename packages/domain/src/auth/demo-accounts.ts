// The built-in demo accounts behind "guest login" and "Continue with Seller" (docs/product.md §6). The web app signs in
// with these; the API seeds them and refuses changes to their e-mail and password.
export const demoAccounts = {
  guest: { name: 'Guest Buyer', email: 'guest@bazaar.demo', password: 'Guest@1234', userType: 'consumer' },
  seller: { name: 'Demo Seller', email: 'seller@bazaar.demo', password: 'Seller@1234', userType: 'seller' },
} as const;

export type DemoAccountKind = keyof typeof demoAccounts;
