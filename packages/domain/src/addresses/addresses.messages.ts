// The address book (issue 21): its screens' texts and the API's answers of /api/user/addresses.
import { ADDRESS_BOOK_MAX, ADDRESS_PHONE_DIGITS_MAX, ADDRESS_PHONE_DIGITS_MIN } from './addresses.limits.js';

/** The address book's forms and lists. */
export const addressMessages = {
  labels: {
    fullName: 'Full Name',
    phoneNumber: 'Phone Number',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    state: 'State',
    pinCode: 'Pin Code',
    country: 'Country',
    isDefault: 'Default address',
  },
  /** '{label} is required.', as checkout's shipping fields say it */
  required: (label: string) => `${label} is required.`,
  invalidPinCode: 'Pin Code must be 6 digits.',
  invalidPhone: `Phone Number must be ${ADDRESS_PHONE_DIGITS_MIN} to ${ADDRESS_PHONE_DIGITS_MAX} digits, with an optional leading + and spaces or hyphens between.`,
  defaultBadge: 'Default',
  savedAddresses: 'Saved addresses',
  newAddress: 'A new address',
  deliverHere: (name: string) => `Deliver to ${name}`,
  saveToBook: 'Save this address to my address book',
  /** The profile's address book (/profile#addresses) */
  book: {
    listLabel: 'Your saved addresses',
    count: (count: number) => `${count} of ${ADDRESS_BOOK_MAX} saved`,
    empty: 'No address saved yet. Add one here, or save one at checkout.',
    loadFailed: 'Your addresses could not be loaded. Please try again later.',
    add: 'Add a new address',
    addTitle: 'New address',
    editTitle: 'Edit address',
    edit: 'Edit',
    delete: 'Delete',
    setDefault: 'Set as default',
    makeDefault: 'Make this my default address',
    save: 'Save address',
    saving: 'Saving…',
    cancel: 'Cancel',
    deleteTitle: 'Delete this address?',
    /** the newest address left takes the default's place (docs/product.md §3) */
    deleteDefaultText: 'It is your default address: the newest of your other addresses becomes the default.',
    deleteConfirm: 'Delete',
    deleteCancel: 'Keep it',
    defaultChanged: (name: string) => `${name} is now your default address`,
    failedTitle: (status: number | string) => `Oops! Error ${status}`,
  },
} as const;

/** The API's answers of the address calls. */
export const addressesApiMessages = {
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  addressNotFound: 'Address not found',
  addressBookFull: `You can keep at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`,
  /** checkout's "save as default" or "save to my address book" with no phone typed and none valid on the account */
  phoneToSaveAddress: 'Phone Number is required to save this address.',
} as const;
