// Sign-in, sign-up, OTP and password reset: the forms' texts, the API's answers and the e-mails.
// Verbatim from the spec (typos, double and trailing spaces included); texts marked Bazaar are our own.
import { successMessages, waitInWords } from '../shared/shared.messages.js';
import { OTP_VALIDITY_MINUTES, PASSWORD_MAX_LENGTH } from './auth.limits.js';

/** Sign-in (docs/product.md §5 simple login form, §6, §8). */
export const authMessages = {
  labels: { email: 'Email', password: 'Password' },
  /** simple login form: shown when fields are empty */
  allFieldsRequired: 'All field are required',
  /** simple login form, per field: '{field} is required' */
  required: (field: string) => `${field} is required`,
  continueWithSeller: 'Continue with Seller',
  /** login 400/401/404 popup title (its text is the server message) */
  failedTitle: 'Oops!',
  /** login failure other than 400/401/404 */
  failed: 'Something went wrong',
  success: 'User Login Successfully !',
  /** Bazaar: the sign-in screens' labels and links (the spec names the screens, not these texts) */
  loginTitle: 'Welcome back',
  loginSubtitle: 'Sign in to continue shopping on Bazaar',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  createAccount: 'Create one',
  /** /login → /login-1, where the demo accounts' buttons are ('Try the other sign-in screen' told no one why) */
  demoSignIn: 'Sign in as a guest or as the demo seller',
  /** /login-1 → /login */
  classicSignIn: 'Use the classic sign-in page',
  guestLogin: 'Guest Login',
  orDivider: 'or',
  emailPlaceholder: 'you@example.com',
  passwordPlaceholder: 'Your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  verifyTitle: 'Verify your e-mail',
  /** the OTP step of a sign-in or sign-up: where the code went */
  otpSentTo: (email: string) => `Enter the 6-digit code we sent to ${email}`,
  backToLogin: 'Back to login',
  panelSignInTitle: 'Sign in to Bazaar',
  panelSignUpTitle: 'Create your Bazaar account',
  panelSubtitle: 'One account to shop, review and sell on Bazaar.',
  perks: {
    delivery: 'Fast delivery across India',
    secure: 'Secure sign-in with e-mail verification',
    sell: 'Open your own store in minutes',
  },
} as const;

/** Sign-up: the full page form (five fields) and the panel form (three fields and a terms checkbox). */
export const registerMessages = {
  labels: {
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    phoneNumber: 'Mobile No',
  },
  nameRequired: 'Name is required!',
  emailRequired: 'Email is required!',
  passwordRequired: 'Password is required!',
  phoneRequired: 'Mobile No is required!',
  confirmPasswordRequired: 'Confirm Password is required!',
  invalidEmail: 'Email is Not Valid!',
  invalidPhone: 'Mobile No Must be 10 digit',
  passwordTooShort: 'Password must be at least 6 characters long!',
  confirmPasswordTooShort: 'Confirm Password must be at least 6 characters long!',
  passwordMismatch: 'Password and Confirm Password must be the same!',
  /** panel form: name, email or password empty (two spaces before "are", as in the spec) */
  allFieldsRequired: 'All fields  are required!',
  /** panel form 400 popup */
  failedTitle: 'Resgistration Failed!',
  alreadyRegistered: 'You are already registered with us',
  /** panel form other failures: popup 'Oops!' / 'Something went wrong' */
  errorTitle: 'Oops!',
  error: 'Something went wrong',
  success: 'Registered Successfully!',
  /** Bazaar: the sign-up screens' labels */
  title: 'Create your account',
  subtitle: 'Join Bazaar to shop and sell across India',
  submit: 'Create Account',
  submitting: 'Creating account...',
  terms: 'I agree to the Terms and Conditions',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
} as const;

/** OTP entry (docs/product.md §4, §5). */
export const otpMessages = {
  /** registration / login verification */
  sixDigits: 'OTP must be Six Digit',
  /** password reset flow */
  resetSixDigits: 'OTP must be a 6-digit number. Please enter a valid OTP.',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  /** Bazaar: the resend button's label (the spec names the button, not its text) */
  resend: 'Resend OTP',
  verifying: 'Verifying',
  /** Bazaar: the verify button, the group label and each box's label */
  verify: 'Verify',
  groupLabel: 'One-time password',
  digitLabel: (index: number, length: number) => `Digit ${index} of ${length}`,
  changeEmail: 'Use a different e-mail',
} as const;

/** Forgot password: e-mail, then OTP (see otpMessages.resetSixDigits), then the new password. */
export const passwordMessages = {
  /** trailing space as in the spec */
  invalidEmail: 'Email is Not Valid! ',
  newPasswordRule:
    'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).',
  /** Bazaar */
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  resetTokenRequired: 'Reset token is required',
  /** Bazaar: the forgot-password screen's labels */
  title: 'Forgot Password',
  emailStepText: "Enter your account's e-mail and we will send you a code to reset your password.",
  sendOtp: 'Send OTP',
  sending: 'Sending...',
  otpStepTitle: 'Enter the code',
  newPasswordTitle: 'Set a new password',
  newPasswordLabel: 'New Password',
  savePassword: 'Save Password',
  saving: 'Saving...',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;

/** The API's answers of /api/auth/*. */
export const authApiMessages = {
  invalidCredentials: 'Invalid Credentials',
  alreadyRegistered: "You're already registered. Try logging in.",
  loginSuccess: successMessages.login,
  verificationRequired: 'Please verify your email. We have sent you an OTP.',
  registered: successMessages.registered,
  otpSent: 'We have sent an OTP to your email.',
  resetOtpSent: 'If an account exists for this email, we have sent an OTP to it.',
  invalidOtp: 'Invalid or expired OTP',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpTooSoon: (seconds: number) => `Please wait ${waitInWords(seconds)} before requesting another OTP.`,
  loggedOut: 'Logged out',
  emailVerified: 'Email verified successfully',
  otpVerified: 'OTP verified successfully',
  invalidResetToken: 'Invalid or expired reset token',
  passwordUpdated: 'Password updated successfully',
} as const;

/**
 * The e-mails of the auth flows: a subject and paragraphs (the mailer adds the signature and the HTML).
 * Subjects never carry the code: the outbox stores and lists them.
 */
export const authMails = {
  registrationOtp: (name: string, code: string) => ({
    subject: 'Your Bazaar verification code',
    paragraphs: [
      `Hello ${name},`,
      `Your verification code is ${code}. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
      'If you did not sign up for Bazaar, you can ignore this e-mail.',
    ],
  }),
  resetOtp: (name: string, code: string) => ({
    subject: 'Your Bazaar password reset code',
    paragraphs: [
      `Hello ${name},`,
      `Your password reset code is ${code}. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`,
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    ],
  }),
  passwordChanged: (name: string) => ({
    subject: 'Your Bazaar password was changed',
    paragraphs: [
      `Hello ${name},`,
      'The password of your Bazaar account was just changed, and every device was signed out.',
      'If this was not you, reset your password at once with "Forgot password" on the sign-in page.',
    ],
  }),
  signature: '— Bazaar',
} as const;
