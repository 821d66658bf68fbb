// Texts used by every area: the spec's generic form check, Bazaar's validation wording, popup titles, and
// the API's cross-cutting answers. Verbatim from the spec, typos included (clients and tests match them
// exactly). Templated texts are functions. Each area keeps its own texts in <area>/<area>.messages.ts.

/** docs/product.md §5 generic form check, and the dialog inputs' messages. */
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
  /** NUL, line breaks in a one-line field, and other invisible control characters */
  controlCharacters:
    'Text must not contain control characters such as NUL or, outside descriptions and messages, line breaks',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string) => `${label} must be a number`,
  positive: (label: string) => `${label} must be greater than 0`,
  wholeNumberFrom: (label: string, min: number) => `${label} must be a whole number of at least ${min}`,
  digits: (label: string, count: number) => `${label} must be ${count} digits`,
  notValid: (label: string) => `${label} is not valid`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  booleanExpected: (label: string) => `${label} must be true or false`,
  productIdRequired: 'Product ID is required',
  orderIdRequired: 'Order ID is required',
  quantityFrom: (min: number) => `Quantity must be a whole number of at least ${min}`,
} as const;

/** Popup titles (docs/product.md §8). */
export const popupTitles = {
  oops: 'Oops!',
  unauthorized: 'Unauthorized!',
  notFound: 'Not Found!',
  serverError: 'Server Error!',
  error: 'Error!',
  registrationFailed: 'Resgistration Failed!',
  sellerRegistrationFailed: 'Seller Registration Failed!',
  uploadFailed: 'Error uploading!',
  somethingWentWrong: 'Something went wrong!',
  productAdded: 'Product Added!',
} as const;

/** docs/product.md §8 add to cart: 'Unauthorized!' (401), 'Not Found!' (404), 'Server Error!' (500), otherwise 'Error!'. */
export function popupTitleForStatus(status: number | undefined): string {
  switch (status) {
    case 401:
      return popupTitles.unauthorized;
    case 404:
      return popupTitles.notFound;
    case 500:
      return popupTitles.serverError;
    default:
      return popupTitles.error;
  }
}

/** Error texts shown by clients (docs/product.md §8). */
export const errorMessages = {
  somethingWentWrong: 'Something went wrong',
  /** add to cart failure without a server message (with a full stop) */
  somethingWentWrongFullStop: 'Something went wrong.',
  checkInternet: 'Please check your Internet Connection',
} as const;

/** Success texts (docs/product.md §8). */
export const successMessages = {
  login: 'User Login Successfully !',
  registered: 'Registered Successfully!',
  productUploaded: 'Product successfully uploaded',
  productAdded: 'Product Added!',
  review: 'Thankyou for your Review!',
  wishlistSaved: 'Item saved to Shopping List',
  sellerRegistered: 'Seller Registration Successful!',
} as const;

/**
 * The API's cross-cutting `message` texts. 'Access denied. No token provided.' and 'Token expired' are fixed
 * by the contract (clients drop their stored token on exactly 'Token expired').
 */
export const sharedApiMessages = {
  noToken: 'Access denied. No token provided.',
  tokenExpired: 'Token expired',
  /** the generic 500 body: details go to the server log only */
  internal: 'Something went wrong. Please try again later.',
  /** a 503 (with Retry-After) while the database does not answer: nothing was done, the request may be repeated */
  /** GET /metrics without METRICS_TOKEN as its bearer token */
  metricsTokenRequired: 'Metrics need the METRICS_TOKEN bearer token.',
  databaseUnavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
  /** the role guards (a consumer calling a seller call, a seller calling a consumer-only call) */
  sellerOnly: 'Only sellers can do this.',
  consumerOnly: 'You are already registered as a seller.',
  notFound: 'Not found',
  /** the rate limits of sign-in, OTP, reset and upload: the wait (also sent as Retry-After) in words */
  tryAgainIn: (seconds: number) => `Too many attempts. Please try again in ${waitInWords(seconds)}.`,
  /** requests the server cannot read (Fastify's own wording names internals) */
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty.',
  /** a JSON body that is an array, a string, a number or null where the call takes an object */
  bodyNotObject: 'The request body must be a JSON object.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type: send application/json.',
  contentLengthMismatch: 'The request body does not match its Content-Length.',
  /** a URL whose path cannot be decoded (`/api/product/%ZZ`: a `%` not followed by a valid escape) */
  malformedUrl: 'The URL is malformed: a % in its path does not start a valid escape such as %20.',
  /** the path as asked, cut at 100 characters: the answer does not echo an arbitrarily long URL back */
  routeNotFound: (method: string, path: string) =>
    `Route ${method} ${path.length > 100 ? `${path.slice(0, 100)}…` : path} not found`,
} as const;

/** '45 seconds', '1 minute', '3 minutes', '2 hours': a wait rounded up to the unit people read. */
export function waitInWords(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}
