// The profile panel, the /profile mock page and the API's answers of /api/user/profile and update-profile.

/** Profile panel (view/edit, logout) and the /profile mock page. */
export const profileMessages = {
  labels: { name: 'Name', email: 'Email', phoneNumber: 'Phone Number', address: 'Address' },
  /** Bazaar: the profile's phone number is a number, however it is grouped */
  invalidPhone: 'Phone Number may contain only digits, spaces, hyphens and a leading +',
  /** profile update failure popup title, the server message below it */
  updateFailedTitle: (status: number | string) => `Oops! Error ${status}`,
  logoutTitle: 'Are you Leaving?',
  logoutText: 'Are you sure want to logout?',
  logoutConfirm: 'Logout',
  logoutCancel: 'Cancel',
  /** /profile sidebar entries (the spec's mock had a fifth, Settings, that did nothing: editing is under Profile Overview) */
  sidebar: ['Profile Overview', 'Orders', 'Wishlist', 'Addresses'],
} as const;

/** The API's answers of the account calls. */
export const accountApiMessages = {
  profileUpdated: 'Profile updated successfully',
  emailChangeRefused: 'Email cannot be changed until the new address is verified',
  demoAccountLocked: 'The e-mail and password of a demo account cannot be changed.',
  demoProfileLocked: 'The profile of a demo account cannot be changed.',
  foreignProfilePic: 'Profile picture must be an image you uploaded to Bazaar.',
} as const;
