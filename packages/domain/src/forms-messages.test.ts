import { describe, expect, it } from 'vitest';
import {
  authMessages,
  checkoutMessages,
  formMessages,
  otpMessages,
  passwordMessages,
  productFormMessages,
  profileMessages,
  registerMessages,
  reviewMessages,
  sellerRegistrationMessages,
  validationMessages,
} from './index.js';

describe('generic form messages (docs/product.md §5)', () => {
  it('keep the spec wording, typos included', () => {
    expect(formMessages.required('Email')).toBe('Email is required!');
    expect(formMessages.invalidEmail).toBe('Invalid email format');
    expect(formMessages.passwordTooShort).toBe('Password must be minimun six charactors');
    expect(formMessages.invalidEmailAddress).toBe('Invalid email address');
    expect(formMessages.invalidUrl).toBe('Invalid URL');
  });
});

describe('sign-in messages', () => {
  it('keep the simple login form texts', () => {
    expect(authMessages.allFieldsRequired).toBe('All field are required');
    expect(authMessages.required('Email')).toBe('Email is required');
    expect(authMessages.required('Password')).toBe('Password is required');
    expect(authMessages.continueWithSeller).toBe('Continue with Seller');
  });

  it('keep the popups and the success text', () => {
    expect(authMessages.failedTitle).toBe('Oops!');
    expect(authMessages.failed).toBe('Something went wrong');
    expect(authMessages.success).toBe('User Login Successfully !');
  });
});

describe('sign-up messages', () => {
  it('keep the page form texts', () => {
    expect(registerMessages).toMatchObject({
      emailRequired: 'Email is required!',
      passwordRequired: 'Password is required!',
      nameRequired: 'Name is required!',
      phoneRequired: 'Mobile No is required!',
      confirmPasswordRequired: 'Confirm Password is required!',
      invalidEmail: 'Email is Not Valid!',
      invalidPhone: 'Mobile No Must be 10 digit',
      passwordTooShort: 'Password must be at least 6 characters long!',
      confirmPasswordTooShort: 'Confirm Password must be at least 6 characters long!',
      passwordMismatch: 'Password and Confirm Password must be the same!',
    });
  });

  it('keep the panel form texts, with the double space and the misspelt title', () => {
    expect(registerMessages.allFieldsRequired).toBe('All fields  are required!');
    expect(registerMessages.failedTitle).toBe('Resgistration Failed!');
    expect(registerMessages.alreadyRegistered).toBe('You are already registered with us');
    expect(registerMessages.errorTitle).toBe('Oops!');
    expect(registerMessages.error).toBe('Something went wrong');
    expect(registerMessages.success).toBe('Registered Successfully!');
  });
});

describe('OTP and password reset messages', () => {
  it('keep the two OTP length texts', () => {
    expect(otpMessages.sixDigits).toBe('OTP must be Six Digit');
    expect(otpMessages.resetSixDigits).toBe('OTP must be a 6-digit number. Please enter a valid OTP.');
  });

  it('count down the resend in seconds', () => {
    expect(otpMessages.resendIn(60)).toBe('Resend OTP in 60s');
    expect(otpMessages.resendIn(7)).toBe('Resend OTP in 7s');
    expect(otpMessages.verifying).toBe('Verifying');
  });

  it('keep the trailing space of the forgot-password e-mail text and the new password rule', () => {
    expect(passwordMessages.invalidEmail).toBe('Email is Not Valid! ');
    expect(passwordMessages.newPasswordRule).toBe(
      'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).',
    );
  });
});

describe('profile messages', () => {
  it('title an update failure with the status', () => {
    expect(profileMessages.updateFailedTitle(400)).toBe('Oops! Error 400');
    expect(profileMessages.updateFailedTitle(500)).toBe('Oops! Error 500');
  });

  it('keep the logout dialog and the account page sidebar', () => {
    expect(profileMessages.logoutTitle).toBe('Are you Leaving?');
    expect(profileMessages.logoutText).toBe('Are you sure want to logout?');
    expect(profileMessages.logoutConfirm).toBe('Logout');
    expect(profileMessages.logoutCancel).toBe('Cancel');
    expect(profileMessages.sidebar).toEqual(['Profile Overview', 'Orders', 'Wishlist', 'Addresses']);
  });
});

describe('checkout messages', () => {
  it("end the shipping field message with a full stop: '{label} is required.'", () => {
    expect(checkoutMessages.required('City')).toBe('City is required.');
    expect(checkoutMessages.required(checkoutMessages.labels.pinCode)).toBe('Pin Code is required.');
  });

  it('keep the payment texts', () => {
    expect(checkoutMessages).toMatchObject({
      selectPaymentMethod: 'Please select a payment method.',
      cardNumberRequired: 'Card number is required.',
      cardHolderNameRequired: 'Cardholder name is required.',
      expiryMonthRequired: 'Expiry month is required.',
      expiryYearRequired: 'Expiry year is required.',
      cvvRequired: 'CVV is required.',
      upiIdRequired: 'UPI ID is required.',
      failedTitle: 'Oops!',
    });
    expect(checkoutMessages.paymentMethods).toEqual({
      debitcard: 'Debit / Credit Card',
      upi: 'UPI',
      cod: 'Cash On Delivery',
    });
  });

  it('name the allowed expiry years', () => {
    expect(checkoutMessages.invalidExpiryYear(2030)).toBe('Expiry year must be between 2030 and 2050.');
    expect(checkoutMessages.invalidExpiryYear(2030, 2031)).toBe('Expiry year must be between 2030 and 2031.');
  });
});

describe('review messages', () => {
  it("keep '{field} is required' without an exclamation mark", () => {
    expect(reviewMessages.required('Title')).toBe('Title is required');
    expect(reviewMessages.required('Message')).toBe('Message is required');
  });

  it('keep the review texts', () => {
    expect(reviewMessages.writeReview).toBe('Write a Review');
    expect(reviewMessages.readMore).toBe('Read More');
    expect(reviewMessages.failed).toBe('Failed to submit review!');
    expect(reviewMessages.success).toBe('Thankyou for your Review!');
  });
});

describe('seller registration messages', () => {
  it('keep the tab titles and buttons', () => {
    expect(sellerRegistrationMessages.tabs).toEqual({
      businessInformation: 'Business Information',
      legalInformation: 'Legal Information',
      financialInformation: 'Financial Information',
    });
    expect([sellerRegistrationMessages.previous, sellerRegistrationMessages.next]).toEqual([
      'Previous',
      'Next',
    ]);
    expect(sellerRegistrationMessages.submit).toBe('Submit');
  });

  it("keep the validation texts: '<Label> is required' and the format messages", () => {
    expect(sellerRegistrationMessages.required('Business Name')).toBe('Business Name is required');
    expect(sellerRegistrationMessages.invalidPan).toBe('Invalid PAN Number format');
    expect(sellerRegistrationMessages.invalidGst).toBe('Invalid GST Number format');
    expect(sellerRegistrationMessages.invalidWebsiteUrl).toBe('Enter a valid Website URL');
    expect(sellerRegistrationMessages.invalidSocialMediaLinks).toBe('Enter valid comma-separated links');
  });

  it('keep the outcome texts', () => {
    expect(sellerRegistrationMessages.failedTitle).toBe('Seller Registration Failed!');
    expect(sellerRegistrationMessages.success).toBe('Seller Registration Successful!');
  });

  it('label all eighteen fields of the business form', () => {
    expect(Object.keys(sellerRegistrationMessages.labels)).toHaveLength(18);
  });
});

describe('product form messages', () => {
  it('keep the Add New Product field names and buttons', () => {
    expect(productFormMessages.title).toBe('Add New Product');
    expect(productFormMessages.labels).toEqual({
      name: 'Product Name',
      brand: 'Brand',
      media: 'Product Media',
      mrpPrice: 'MRP Price',
      sellingPrice: 'Selling Price',
      stock: 'Stock Quantity',
      description: 'Description',
      category: 'Category',
      subCategory: 'Sub Category',
    });
    expect(productFormMessages.saveDraft).toBe('Save as Draft');
    expect(productFormMessages.publish).toBe('Publish Product');
  });

  it('keep the price rule and upload outcomes', () => {
    expect(productFormMessages.mrpBelowSelling).toBe('MRP Price should be greater than Selling Price');
    expect(productFormMessages.uploadFailedTitle).toBe('Error uploading!');
    expect(productFormMessages.uploaded).toBe('Product successfully uploaded');
  });
});

describe("Bazaar's own validation messages", () => {
  it('name the field and the rule', () => {
    expect(validationMessages.tooLong('Phone Number', 11)).toBe('Phone Number must be at most 11 characters');
    expect(validationMessages.notANumber('MRP Price')).toBe('MRP Price must be a number');
    expect(validationMessages.quantityFrom(1)).toBe('Quantity must be a whole number of at least 1');
    expect(validationMessages.booleanExpected('state')).toBe('state must be true or false');
  });
});
