import { describe, expect, it } from 'vitest';
import {
  GST_PATTERN,
  PAN_PATTERN,
  SellerProductQuerySchema,
  SellerProfileUpdateSchema,
  SellerRegisterSchema,
  SellerRegistrationSchema,
  sellerRegistrationTabs,
  sellerRegistrationTabSchemas,
  VisibilityToggleSchema,
} from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

const seller = {
  businessName: 'Rao Traders',
  businessType: 'Retail',
  phoneNumber: '9876543210',
  emailAddress: ' Sales@RaoTraders.in ',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
  websiteUrl: 'https://raotraders.in',
  socialMediaLinks: 'instagram raotraders, twitter raotraders',
  panNumber: 'ABCDE1234F',
  gstNumber: '29ABCDE1234F1ZW',
  companyRegistrationNumber: 'U12345KA2020PTC123456',
  tradeLicenseNumber: '',
  bankAccountNumber: '123456789012',
  bankName: 'State Bank',
  ifscCode: 'SBIN0001234',
};

const requiredFields = {
  businessName: 'Business Name is required',
  panNumber: 'PAN Number is required',
  gstNumber: 'GST Number is required',
  phoneNumber: 'Phone Number is required',
  emailAddress: 'Email Address is required',
  addressLine1: 'Address Line 1 is required',
  city: 'City is required',
  state: 'State is required',
  pinCode: 'Pin Code is required',
  country: 'Country is required',
  businessType: 'Business Type is required',
  bankAccountNumber: 'Bank Account Number is required',
  bankName: 'Bank Name is required',
  ifscCode: 'IFSC Code is required',
};

describe('SellerRegistrationSchema', () => {
  it('accepts a complete form, normalising the e-mail and dropping blank optional fields', () => {
    const result = parsed(SellerRegistrationSchema, { ...seller, userId: 'u1' });
    expect(result.emailAddress).toBe('sales@raotraders.in');
    expect(result.tradeLicenseNumber).toBeUndefined();
    expect(result).not.toHaveProperty('userId');
    expect(Object.keys(result).sort()).toEqual(Object.keys(SellerRegistrationSchema.shape).sort());
  });

  it("says '<Label> is required' for each blank required field", () => {
    for (const [field, message] of Object.entries(requiredFields)) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, [field]: '   ' }, field)).toBe(message);
      expect(messageAt(SellerRegistrationSchema, { ...seller, [field]: undefined }, field)).toBe(message);
    }
  });

  it("checks the PAN format: five capitals, four digits, one capital ('Invalid PAN Number format')", () => {
    expect(PAN_PATTERN.test('ABCDE1234F')).toBe(true);
    for (const panNumber of ['ABCD1234F', 'ABCDE1234FG', 'ABCDE12345', '1BCDE1234F']) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, panNumber }, 'panNumber')).toBe(
        'Invalid PAN Number format',
      );
    }
  });

  it("checks the GST format: two digits, a PAN, one alphanumeric, Z, one alphanumeric ('Invalid GST Number format')", () => {
    expect(GST_PATTERN.test('29ABCDE1234F1Z5')).toBe(true);
    expect(GST_PATTERN.test('07AAACB2230MZZR')).toBe(true);
    for (const gstNumber of ['29ABCDE1234F1X5', '2ABCDE1234F1Z5', '29ABCDE1234F1Z55', '29ABCDE1234F1Z-']) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, gstNumber }, 'gstNumber')).toBe(
        'Invalid GST Number format',
      );
    }
  });

  it('reads PAN and GST Number in any case and keeps them in capitals', () => {
    expect(
      parsed(SellerRegistrationSchema, {
        ...seller,
        panNumber: ' abcde1234f ',
        gstNumber: '29abcde1234f1zw',
      }),
    ).toMatchObject({ panNumber: 'ABCDE1234F', gstNumber: '29ABCDE1234F1ZW' });
  });

  it('refuses a GST Number whose check character does not match (a typo)', () => {
    // 27AAPFU0939F1ZV is a published, valid GSTIN; one character changed anywhere breaks its check character.
    const maharashtra = { ...seller, state: 'Maharashtra', panNumber: 'AAPFU0939F' };
    expect(parsed(SellerRegistrationSchema, { ...maharashtra, gstNumber: '27AAPFU0939F1ZV' }).gstNumber).toBe(
      '27AAPFU0939F1ZV',
    );
    for (const gstNumber of ['27AAPFU0939F1ZW', '27AAPFU0939F2ZV', '27AAPFU0938F1ZV']) {
      expect(messageAt(SellerRegistrationSchema, { ...maharashtra, gstNumber }, 'gstNumber')).toBe(
        'GST Number is not valid: check it for a typo',
      );
    }
  });

  it('wants the PAN Number inside the GST Number', () => {
    expect(
      messageAt(
        SellerRegistrationSchema,
        { ...seller, panNumber: 'ABCDE1234G', gstNumber: '29ABCDE1234F1ZW' },
        'gstNumber',
      ),
    ).toBe('GST Number must contain the PAN Number (characters 3 to 12)');
  });

  it("wants the GST Number to start with the state's code, and a state India has", () => {
    // 27 is Maharashtra's code: a Karnataka business (29) cannot use it, however valid the GSTIN is.
    expect(
      messageAt(
        SellerRegistrationSchema,
        { ...seller, state: 'Maharashtra', gstNumber: '29ABCDE1234F1ZW' },
        'gstNumber',
      ),
    ).toBe('GST Number must start with 27, the state code of Maharashtra');
    expect(parsed(SellerRegistrationSchema, { ...seller, state: ' karnataka ' }).state).toBe('karnataka');
    expect(messageAt(SellerRegistrationSchema, { ...seller, state: 'Atlantis' }, 'state')).toBe(
      'Enter a state or union territory of India',
    );
  });

  it("wants 10 to 13 digits in the phone number ('Phone Number must be 10 to 13 digits')", () => {
    for (const phoneNumber of ['9876543210', '+91 98765 43210', '022-28212345', '+919876543210']) {
      expect(parsed(SellerRegistrationSchema, { ...seller, phoneNumber }).phoneNumber).toBe(phoneNumber);
    }
    for (const phoneNumber of [
      '12ab',
      '98765',
      'call me',
      '98765432101234',
      '98765--43210',
      '+91 98765 4321x',
    ]) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, phoneNumber }, 'phoneNumber')).toBe(
        'Phone Number must be 10 to 13 digits',
      );
    }
  });

  it("wants 9 to 18 digits in the bank account number, kept without spaces ('Bank Account Number must be 9 to 18 digits')", () => {
    expect(
      parsed(SellerRegistrationSchema, { ...seller, bankAccountNumber: '5010 0234 5678 91' }),
    ).toMatchObject({
      bankAccountNumber: '50100234567891',
    });
    for (const bankAccountNumber of ['12ab', '12345678', '1234567890123456789', 'SBIN0001234']) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, bankAccountNumber }, 'bankAccountNumber')).toBe(
        'Bank Account Number must be 9 to 18 digits',
      );
    }
  });

  it("wants a website URL starting with http:// or https:// and holding a dot ('Enter a valid Website URL')", () => {
    expect(parsed(SellerRegistrationSchema, { ...seller, websiteUrl: 'http://rao.in' }).websiteUrl).toBe(
      'http://rao.in',
    );
    expect(parsed(SellerRegistrationSchema, { ...seller, websiteUrl: '  ' }).websiteUrl).toBeUndefined();
    for (const websiteUrl of ['raotraders.in', 'https://localhost', 'ftp://rao.in']) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, websiteUrl }, 'websiteUrl')).toBe(
        'Enter a valid Website URL',
      );
    }
  });

  it("allows only word characters, spaces and commas in social links ('Enter valid comma-separated links')", () => {
    expect(
      parsed(SellerRegistrationSchema, { ...seller, socialMediaLinks: '' }).socialMediaLinks,
    ).toBeUndefined();
    expect(
      messageAt(
        SellerRegistrationSchema,
        { ...seller, socialMediaLinks: 'https://x.com/rao' },
        'socialMediaLinks',
      ),
    ).toBe('Enter valid comma-separated links');
  });

  it("treats whitespace-only registration and licence numbers as '<Label> is required'", () => {
    expect(
      messageAt(
        SellerRegistrationSchema,
        { ...seller, companyRegistrationNumber: '  ' },
        'companyRegistrationNumber',
      ),
    ).toBe('Company Registration Number is required');
    expect(
      messageAt(SellerRegistrationSchema, { ...seller, tradeLicenseNumber: ' ' }, 'tradeLicenseNumber'),
    ).toBe('Trade License Number is required');
    const { companyRegistrationNumber: _, tradeLicenseNumber: __, ...withoutThem } = seller;
    expect(SellerRegistrationSchema.safeParse(withoutThem).success).toBe(true);
  });

  it('wants a six-digit pin code and a valid e-mail', () => {
    expect(messageAt(SellerRegistrationSchema, { ...seller, pinCode: '5600' }, 'pinCode')).toBe(
      'Pin Code must be 6 digits',
    );
    expect(messageAt(SellerRegistrationSchema, { ...seller, emailAddress: 'sales@' }, 'emailAddress')).toBe(
      'Invalid email format',
    );
  });

  it("checks the IFSC: four letters, a zero, six letters or digits ('Invalid IFSC Code format')", () => {
    expect(parsed(SellerRegistrationSchema, { ...seller, ifscCode: ' sbin0001234 ' }).ifscCode).toBe(
      'SBIN0001234',
    );
    expect(parsed(SellerRegistrationSchema, { ...seller, ifscCode: 'HDFC0ABC123' }).ifscCode).toBe(
      'HDFC0ABC123',
    );
    for (const ifscCode of ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234']) {
      expect(messageAt(SellerRegistrationSchema, { ...seller, ifscCode }, 'ifscCode')).toBe(
        'Invalid IFSC Code format',
      );
    }
  });
});

describe('seller registration tabs', () => {
  it('are the three tabs of the spec, in order, with their titles', () => {
    expect(sellerRegistrationTabs.map((tab) => [tab.key, tab.title])).toEqual([
      ['businessInformation', 'Business Information'],
      ['legalInformation', 'Legal Information'],
      ['financialInformation', 'Financial Information'],
    ]);
  });

  it('place every field of the form on exactly one tab', () => {
    const fields = sellerRegistrationTabs.flatMap((tab) => [...tab.fields]);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(SellerRegistrationSchema.shape).sort());
  });

  it('validate one tab at a time with the same rules', () => {
    for (const tab of sellerRegistrationTabs) {
      expect(Object.keys(sellerRegistrationTabSchemas[tab.key].shape).sort()).toEqual([...tab.fields].sort());
    }
    expect(messagesOf(sellerRegistrationTabSchemas.financialInformation, { bankName: 'SBI' })).toEqual([
      'Bank Account Number is required',
      'IFSC Code is required',
    ]);
    expect(
      messagesOf(sellerRegistrationTabSchemas.legalInformation, {
        panNumber: 'X',
        gstNumber: seller.gstNumber,
      }),
    ).toEqual(['Invalid PAN Number format']);
  });

  it("say a GST Number that does not hold the PAN while the later tabs are still empty (the legal tab's Next)", () => {
    const { bankAccountNumber: _, bankName: __, ifscCode: ___, ...firstTwoTabs } = seller;
    expect(
      messageAt(SellerRegistrationSchema, { ...firstTwoTabs, panNumber: 'ABCDE1234G' }, 'gstNumber'),
    ).toBe('GST Number must contain the PAN Number (characters 3 to 12)');
  });
});

describe('SellerRegisterSchema (POST /api/seller/register)', () => {
  it('accepts the flat form', () => {
    expect(parsed(SellerRegisterSchema, seller).panNumber).toBe('ABCDE1234F');
  });

  it('also accepts the form grouped by tab, flattening it', () => {
    const grouped = {
      businessInformation: {
        businessName: seller.businessName,
        businessType: seller.businessType,
        phoneNumber: 9876543210,
        emailAddress: seller.emailAddress,
        addressLine1: seller.addressLine1,
        city: seller.city,
        state: seller.state,
        pinCode: 560001,
        country: seller.country,
      },
      legalInformation: { panNumber: seller.panNumber, gstNumber: seller.gstNumber },
      financialInformation: {
        bankAccountNumber: seller.bankAccountNumber,
        bankName: 'SBI',
        ifscCode: seller.ifscCode,
      },
    };
    const result = parsed(SellerRegisterSchema, grouped);
    expect(result).toMatchObject({
      businessName: 'Rao Traders',
      phoneNumber: '9876543210',
      pinCode: '560001',
    });
    expect(result).not.toHaveProperty('businessInformation');
  });

  it('names the first invalid field in its message', () => {
    expect(messagesOf(SellerRegisterSchema, { ...seller, gstNumber: 'nope' })).toEqual([
      'Invalid GST Number format',
    ]);
  });
});

describe('SellerProductQuerySchema (GET /api/seller/get-all-product)', () => {
  it('starts on page 1 with 10 products and no filters', () => {
    expect(parsed(SellerProductQuerySchema, {})).toEqual({ page: 1, limit: 10 });
  });

  it('trims and normalises the filters', () => {
    expect(
      parsed(SellerProductQuerySchema, {
        page: '3',
        limit: '50',
        category: ' Home & Kitchen ',
        productStockStatus: 'Low Stock',
        search: '  kettle ',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      category: 'home & kitchen',
      productStockStatus: 'low-stock',
      search: 'kettle',
    });
  });

  it('reads blank and "all" filters as none', () => {
    expect(
      parsed(SellerProductQuerySchema, { category: 'all category', productStockStatus: 'all', search: '  ' }),
    ).toEqual({ page: 1, limit: 10 });
    expect(parsed(SellerProductQuerySchema, { category: '', productStockStatus: '' })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it('reads the filters[...] forms', () => {
    expect(
      parsed(SellerProductQuerySchema, {
        'filters[category]': 'books',
        'filters[productStockStatus]': 'out-of-stock',
        'filters[search]': 'novel',
      }),
    ).toEqual({ page: 1, limit: 10, category: 'books', productStockStatus: 'out-of-stock', search: 'novel' });
    expect(parsed(SellerProductQuerySchema, { category: '', filters: { category: 'toys' } })).toMatchObject({
      category: 'toys',
    });
  });

  it('refuses an unknown category or status, a bad page and a limit above 50', () => {
    expect(messagesOf(SellerProductQuerySchema, { category: 'cars' })).toEqual(['Category is not valid']);
    expect(messagesOf(SellerProductQuerySchema, { productStockStatus: 'sold' })).toEqual([
      'Stock status is not valid',
    ]);
    expect(messagesOf(SellerProductQuerySchema, { page: '0' })).toEqual([
      'Page must be a whole number of at least 1',
    ]);
    expect(messagesOf(SellerProductQuerySchema, { page: 'x' })).toEqual([
      'Page must be a whole number of at least 1',
    ]);
    expect(messagesOf(SellerProductQuerySchema, { limit: '51' })).toEqual(['Limit must be at most 50']);
  });
});

describe('VisibilityToggleSchema', () => {
  it('wants a boolean state', () => {
    expect(parsed(VisibilityToggleSchema, { state: false })).toEqual({ state: false });
    for (const state of ['true', 1, null, undefined]) {
      expect(messagesOf(VisibilityToggleSchema, { state })).toEqual(['state must be true or false']);
    }
  });
});

describe('SellerProfileUpdateSchema (PUT /api/seller/profile, issue 20)', () => {
  const { bankAccountNumber: _, bankName: __, ifscCode: ___, ...details } = seller;
  const bank = {
    bankAccountNumber: '50100234567891',
    confirmBankAccountNumber: '5010 0234 5678 91',
    bankName: 'HDFC Bank',
    ifscCode: 'hdfc0000240',
    currentPassword: 'Secret@123',
  };

  it('takes the business details alone, blank bank fields meaning no change', () => {
    const result = parsed(SellerProfileUpdateSchema, {
      ...details,
      bankAccountNumber: '',
      currentPassword: '',
    });
    expect(result.bankAccountNumber).toBeUndefined();
    expect(result.gstNumber).toBe('29ABCDE1234F1ZW');
  });

  it('takes a new bank account with the number twice and the password', () => {
    expect(parsed(SellerProfileUpdateSchema, { ...details, ...bank })).toMatchObject({
      bankAccountNumber: '50100234567891',
      confirmBankAccountNumber: '50100234567891',
      ifscCode: 'HDFC0000240',
    });
  });

  it('wants every bank field and the password once one is given, and the two numbers equal', () => {
    expect(messagesOf(SellerProfileUpdateSchema, { ...details, bankName: 'HDFC Bank' })).toEqual([
      'Bank Account Number is required to change the bank account',
      'Confirm Bank Account Number is required to change the bank account',
      'IFSC Code is required to change the bank account',
      'Current Password is required to change the bank account',
    ]);
    expect(
      messageAt(
        SellerProfileUpdateSchema,
        { ...details, ...bank, confirmBankAccountNumber: '50100234567890' },
        'confirmBankAccountNumber',
      ),
    ).toBe('Bank account numbers do not match');
  });

  it('holds the registration rules', () => {
    expect(messageAt(SellerProfileUpdateSchema, { ...details, state: 'Goa' }, 'gstNumber')).toBe(
      'GST Number must start with 30, the state code of Goa',
    );
  });
});
