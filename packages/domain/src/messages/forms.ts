// Texts of the spec's forms: labels, buttons and validation messages, verbatim (typos, double spaces and
// trailing spaces included: clients and tests compare them exactly). Templated texts are functions.
// Texts marked "Bazaar" are not in the spec: they name rules the spec leaves open (a server must still
// answer 400 with a message naming the field).
import { EXPIRY_YEARS_AHEAD, PASSWORD_MAX_LENGTH } from '../limits.js';

/** spec §5 generic form check, and the dialog inputs' messages. */
export const formMessages = {
  /** '<Capitalised name> is required!' */
  required: (label: string) => `${label} is required!`,
  invalidEmail: 'Invalid email format',
  passwordTooShort: 'Password must be minimun six charactors',
  /** dialog inputs */
  invalidEmailAddress: 'Invalid email address',
  invalidUrl: 'Invalid URL',
} as const;

/** Bazaar: messages for rules the spec leaves open. */
export const validationMessages = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string) => `${label} must be a number`,
  positive: (label: string) => `${label} must be greater than 0`,
  wholeNumberFrom: (label: string, min: number) => `${label} must be a whole number of at least ${min}`,
  digits: (label: string, count: number) => `${label} must be ${count} digits`,
  notValid: (label: string) => `${label} is not valid`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  booleanExpected: (label: string) => `${label} must be true or false`,
  productIdRequired: 'Product ID is required',
  orderIdRequired: 'Order ID is required',
  quantityFrom: (min: number) => `Quantity must be a whole number of at least ${min}`,
} as const;

/** Sign-in (spec §5 simple login form, §6, §8). */
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
  otherSignIn: 'Try the other sign-in screen',
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

/** OTP entry (spec §4, §5). */
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

/** Profile panel (view/edit, logout) and the /profile mock page. */
export const profileMessages = {
  labels: { name: 'Name', email: 'Email', phoneNumber: 'Phone Number', address: 'Address' },
  /** profile update failure popup title, the server message below it */
  updateFailedTitle: (status: number | string) => `Oops! Error ${status}`,
  logoutTitle: 'Are you Leaving?',
  logoutText: 'Are you sure want to logout?',
  logoutConfirm: 'Logout',
  logoutCancel: 'Cancel',
  /** /profile mock sidebar entries (they do nothing) */
  sidebar: ['Profile Overview', 'Orders', 'Wishlist', 'Addresses', 'Settings'],
} as const;

/** Checkout: shipping address form and payment choices (spec §2, §5). */
export const checkoutMessages = {
  /** '{label} is required.' for each required shipping field */
  required: (label: string) => `${label} is required.`,
  /** Bazaar: the shipping labels are not shown in the spec */
  labels: {
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    country: 'Country',
    state: 'State',
    city: 'City',
    pinCode: 'Pin Code',
  },
  paymentMethods: { debitcard: 'Debit / Credit Card', upi: 'UPI', cod: 'Cash On Delivery' },
  selectPaymentMethod: 'Please select a payment method.',
  cardNumberRequired: 'Card number is required.',
  cardHolderNameRequired: 'Cardholder name is required.',
  expiryMonthRequired: 'Expiry month is required.',
  expiryYearRequired: 'Expiry year is required.',
  cvvRequired: 'CVV is required.',
  upiIdRequired: 'UPI ID is required.',
  /** Bazaar: format rules behind the spec's input caps (card 16, CVV 3, pin code 6) */
  invalidPinCode: 'Pin Code must be 6 digits.',
  invalidCardNumber: 'Card number must be 16 digits.',
  invalidCvv: 'CVV must be 3 digits.',
  invalidExpiryMonth: 'Expiry month must be between 1 and 12.',
  invalidExpiryYear: (from: number, to: number = from + EXPIRY_YEARS_AHEAD) =>
    `Expiry year must be between ${from} and ${to}.`,
  invalidUpiId: 'UPI ID is not valid.',
  emptyCart: 'Your cart is empty.',
  /** order submit 404 popup title (text: the server message) */
  failedTitle: 'Oops!',
} as const;

/** Reviews (spec §5, §6, §8). */
export const reviewMessages = {
  labels: { rating: 'Rating', title: 'Title', message: 'Message' },
  /** '{field} is required' */
  required: (field: string) => `${field} is required`,
  /** Bazaar */
  invalidRating: 'Rating must be a whole number from 1 to 5',
  writeReview: 'Write a Review',
  readMore: 'Read More',
  failed: 'Failed to submit review!',
  success: 'Thankyou for your Review!',
} as const;

/** Seller registration (three tabs, spec §2, §5, §8). */
export const sellerRegistrationMessages = {
  tabs: {
    businessInformation: 'Business Information',
    legalInformation: 'Legal Information',
    financialInformation: 'Financial Information',
  },
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit',
  /** Bazaar: the spec does not show the field labels */
  labels: {
    businessName: 'Business Name',
    businessType: 'Business Type',
    phoneNumber: 'Phone Number',
    emailAddress: 'Email Address',
    addressLine1: 'Address Line 1',
    city: 'City',
    state: 'State',
    pinCode: 'Pin Code',
    country: 'Country',
    websiteUrl: 'Website URL',
    socialMediaLinks: 'Social Media Links',
    panNumber: 'PAN Number',
    gstNumber: 'GST Number',
    companyRegistrationNumber: 'Company Registration Number',
    tradeLicenseNumber: 'Trade License Number',
    bankAccountNumber: 'Bank Account Number',
    bankName: 'Bank Name',
    ifscCode: 'IFSC Code',
  },
  /** '<Label> is required' (no exclamation mark, unlike the generic form check) */
  required: (label: string) => `${label} is required`,
  invalidPan: 'Invalid PAN Number format',
  invalidGst: 'Invalid GST Number format',
  invalidWebsiteUrl: 'Enter a valid Website URL',
  invalidSocialMediaLinks: 'Enter valid comma-separated links',
  /** Bazaar */
  invalidPinCode: 'Pin Code must be 6 digits',
  failedTitle: 'Seller Registration Failed!',
  success: 'Seller Registration Successful!',
} as const;

/** Add New Product (seller screen) and the profile panel's product upload form. */
export const productFormMessages = {
  title: 'Add New Product',
  labels: {
    name: 'Product Name',
    brand: 'Brand',
    media: 'Product Media',
    mrpPrice: 'MRP Price',
    sellingPrice: 'Selling Price',
    stock: 'Stock Quantity',
    description: 'Description',
    category: 'Category',
    subCategory: 'Sub Category',
  },
  mrpBelowSelling: 'MRP Price should be greater than Selling Price',
  saveDraft: 'Save as Draft',
  publish: 'Publish Product',
  /** upload 400/500 popup title (text: the server message) */
  uploadFailedTitle: 'Error uploading!',
  uploaded: 'Product successfully uploaded',
  /** Bazaar */
  unknownCategory: 'Category is not valid',
  unknownSubCategory: 'Sub Category is not valid',
  invalidStock: 'Stock Quantity must be a whole number of 0 or more',
  /** Bazaar: the profile panel's upload form (spec §2, §5) */
  uploadTitle: 'Product upload',
  uploadIntro: 'List a new product in your store. Fields marked * are required.',
  images: 'Images',
  imagesHint: (max: number, megabytes: number) =>
    `Up to ${max} images (JPEG, PNG, WebP, GIF or AVIF), ${megabytes} MB each.`,
  chooseImages: 'Choose images',
  removeImage: (fileName: string) => `Remove ${fileName}`,
  imagesOnly: (fileName: string) => `${fileName} is not an image`,
  imageTooLarge: (fileName: string, megabytes: number) => `${fileName} is larger than ${megabytes} MB`,
  tooManyImages: (max: number) => `At most ${max} images can be uploaded`,
  selectBrand: 'Select a brand',
  selectCategory: 'Select a category',
  selectSubCategory: 'Select a sub category',
  chooseCategoryFirst: 'Choose a category first',
  noSubCategory: 'No sub category',
  upload: 'Upload Product',
  uploading: 'Uploading...',
} as const;
