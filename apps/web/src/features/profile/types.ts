/**
 * What the profile feature reads of the signed-in user. The app shell passes the auth feature's user in
 * (features do not import each other); any object with these fields fits.
 */
export interface ProfileUser {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  profilePic: string;
  userType: 'consumer' | 'seller';
}
