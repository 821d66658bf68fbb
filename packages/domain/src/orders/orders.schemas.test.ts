import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expiryYearOptions,
  expiryYearRange,
  GetOrderDetailsByIdSchema,
  cardBrand,
  orderPaymentStatus,
  PaymentDataSchema,
  paymentMethodOptions,
  ShippingAddressSchema,
  SubmitOrderSchema,
} from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

const address = {
  addressLine1: ' 12 mg road ',
  addressLine2: 'near park',
  country: 'india',
  state: 'karnataka',
  city: 'bengaluru',
  pinCode: '560001',
  isDefaultShippingAddress: true,
};

const card = {
  methodName: 'debitcard',
  methodDetail: {
    cardNumber: '4111 1111 1111 1111',
    cardHolderName: 'Asha Rao',
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: '123',
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 5, 15));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ShippingAddressSchema', () => {
  it('accepts an address, trimmed, and outputs only known fields', () => {
    expect(parsed(ShippingAddressSchema, { ...address, extra: 'x' })).toEqual({
      addressLine1: '12 mg road',
      addressLine2: 'near park',
      country: 'india',
      state: 'karnataka',
      city: 'bengaluru',
      pinCode: '560001',
      isDefaultShippingAddress: true,
    });
  });

  it('reads the misspelt adressLine2 and defaults the optional parts', () => {
    const { addressLine2: _, isDefaultShippingAddress: __, ...rest } = address;
    expect(parsed(ShippingAddressSchema, { ...rest, adressLine2: 'flat 4' })).toMatchObject({
      addressLine2: 'flat 4',
      isDefaultShippingAddress: false,
    });
    expect(parsed(ShippingAddressSchema, rest).addressLine2).toBe('');
  });

  it("says '{label} is required.' for each required field", () => {
    const empty = { addressLine1: '', country: ' ', state: '', city: '', pinCode: '' };
    expect(messageAt(ShippingAddressSchema, empty, 'addressLine1')).toBe('Address Line 1 is required.');
    expect(messageAt(ShippingAddressSchema, empty, 'country')).toBe('Country is required.');
    expect(messageAt(ShippingAddressSchema, empty, 'state')).toBe('State is required.');
    expect(messageAt(ShippingAddressSchema, empty, 'city')).toBe('City is required.');
    expect(messageAt(ShippingAddressSchema, empty, 'pinCode')).toBe('Pin Code is required.');
    expect(messagesOf(ShippingAddressSchema, empty)).toHaveLength(5);
  });

  it('wants a six-digit pin code', () => {
    expect(messageAt(ShippingAddressSchema, { ...address, pinCode: '56001' }, 'pinCode')).toBe(
      'Pin Code must be 6 digits.',
    );
    expect(messageAt(ShippingAddressSchema, { ...address, pinCode: '5600011' }, 'pinCode')).toBe(
      'Pin Code must be 6 digits.',
    );
    expect(parsed(ShippingAddressSchema, { ...address, pinCode: 560001 }).pinCode).toBe('560001');
  });
});

describe('cardBrand', () => {
  it('names the card from its first digits as the shopper types', () => {
    expect(cardBrand('4539 5787')).toBe('visa');
    expect(cardBrand('37')).toBe('amex');
    expect(cardBrand('3411')).toBe('amex');
    expect(cardBrand('5555-5555')).toBe('mastercard');
    expect(cardBrand('2221 00')).toBe('mastercard');
    expect(cardBrand('6080 0123')).toBe('rupay');
    expect(cardBrand('6521 5000')).toBe('rupay');
    expect(cardBrand('3056 9309')).toBe('diners');
    expect(cardBrand('6759 6498')).toBe('maestro');
    expect(cardBrand('3')).toBeUndefined();
    expect(cardBrand('')).toBeUndefined();
    expect(cardBrand('9999')).toBeUndefined();
  });
});

describe('PaymentDataSchema', () => {
  it('accepts a card, dropping spaces from its number', () => {
    expect(parsed(PaymentDataSchema, card)).toEqual({
      methodName: 'debitcard',
      methodDetail: {
        cardNumber: '4111111111111111',
        cardHolderName: 'Asha Rao',
        expiryMonth: 12,
        expiryYear: 2030,
        cvv: '123',
      },
    });
  });

  it("says 'Please select a payment method.' for no or an unknown method", () => {
    expect(messagesOf(PaymentDataSchema, {})).toEqual(['Please select a payment method.']);
    expect(messagesOf(PaymentDataSchema, { methodName: '' })).toEqual(['Please select a payment method.']);
    expect(messagesOf(PaymentDataSchema, { methodName: 'paypal' })).toEqual([
      'Please select a payment method.',
    ]);
    expect(messagesOf(PaymentDataSchema, undefined)).toEqual(['Please select a payment method.']);
  });

  it('gives each missing card field its spec message', () => {
    const missing = {
      methodName: 'debitcard',
      methodDetail: { cardNumber: '', cardHolderName: '', cvv: '' },
    };
    expect(messageAt(PaymentDataSchema, missing, 'methodDetail.cardNumber')).toBe('Card number is required.');
    expect(messageAt(PaymentDataSchema, missing, 'methodDetail.cardHolderName')).toBe(
      'Cardholder name is required.',
    );
    expect(messageAt(PaymentDataSchema, missing, 'methodDetail.expiryMonth')).toBe(
      'Expiry month is required.',
    );
    expect(messageAt(PaymentDataSchema, missing, 'methodDetail.expiryYear')).toBe('Expiry year is required.');
    expect(messageAt(PaymentDataSchema, missing, 'methodDetail.cvv')).toBe('CVV is required.');
    expect(messagesOf(PaymentDataSchema, { methodName: 'debitcard' })).toEqual([
      'Card number is required.',
      'Cardholder name is required.',
      'Expiry month is required.',
      'Expiry year is required.',
      'CVV is required.',
    ]);
  });

  it('wants 13 to 19 card digits and 3 CVV digits on a Visa', () => {
    const detail = card.methodDetail;
    expect(
      messageAt(
        PaymentDataSchema,
        { ...card, methodDetail: { ...detail, cardNumber: '4111' } },
        'methodDetail.cardNumber',
      ),
    ).toBe('Card number must be 13 to 19 digits.');
    expect(
      messageAt(
        PaymentDataSchema,
        { ...card, methodDetail: { ...detail, cardNumber: '4111 1111 1111 1111 1111' } },
        'methodDetail.cardNumber',
      ),
    ).toBe('Card number must be 13 to 19 digits.');
    expect(
      messageAt(PaymentDataSchema, { ...card, methodDetail: { ...detail, cvv: '12a' } }, 'methodDetail.cvv'),
    ).toBe('CVV must be 3 or 4 digits.');
    expect(
      messageAt(PaymentDataSchema, { ...card, methodDetail: { ...detail, cvv: '1234' } }, 'methodDetail.cvv'),
    ).toBe('CVV must be 3 digits.');
  });

  it('accepts a 15-digit American Express card with a 4-digit CVV and refuses it with 3', () => {
    const amex = (cardNumber: string, cvv: string) => ({
      ...card,
      methodDetail: { ...card.methodDetail, cardNumber, cvv },
    });
    expect(parsed(PaymentDataSchema, amex('3782 822463 10005', '1234'))).toMatchObject({
      methodDetail: { cardNumber: '378282246310005', cvv: '1234' },
    });
    expect(messageAt(PaymentDataSchema, amex('378282246310005', '123'), 'methodDetail.cvv')).toBe(
      'CVV must be 4 digits.',
    );
    expect(messageAt(PaymentDataSchema, amex('37828224631000500', '1234'), 'methodDetail.cardNumber')).toBe(
      'An American Express card number is 15 digits.',
    );
  });

  it('accepts a valid 19-digit card number typed in groups', () => {
    expect(
      parsed(PaymentDataSchema, {
        ...card,
        methodDetail: { ...card.methodDetail, cardNumber: '4539 5787 6362 1487 006' },
      }),
    ).toMatchObject({ methodDetail: { cardNumber: '4539578763621487006' } });
  });

  it('refuses a card whose expiry month has passed, and accepts the current month', () => {
    const expiring = (expiryMonth: number, expiryYear: number) => ({
      ...card,
      methodDetail: { ...card.methodDetail, expiryMonth, expiryYear },
    });
    expect(messageAt(PaymentDataSchema, expiring(5, 2026), 'methodDetail.expiryMonth')).toBe(
      'The card has expired.',
    );
    expect(parsed(PaymentDataSchema, expiring(6, 2026))).toMatchObject({ methodDetail: { expiryMonth: 6 } });
  });

  it('reads the expiry month as 1–12, from a number, text or month name', () => {
    const withMonth = (expiryMonth: unknown) => ({
      ...card,
      methodDetail: { ...card.methodDetail, expiryMonth },
    });
    expect(parsed(PaymentDataSchema, withMonth('03'))).toMatchObject({ methodDetail: { expiryMonth: 3 } });
    expect(parsed(PaymentDataSchema, withMonth('March'))).toMatchObject({ methodDetail: { expiryMonth: 3 } });
    expect(parsed(PaymentDataSchema, withMonth(1))).toMatchObject({ methodDetail: { expiryMonth: 1 } });
    for (const month of [0, 13, 1.5, 'Smarch']) {
      expect(messageAt(PaymentDataSchema, withMonth(month), 'methodDetail.expiryMonth')).toBe(
        'Expiry month must be between 1 and 12.',
      );
    }
  });

  it('accepts expiry years from the current year to the current year plus 20', () => {
    const withYear = (expiryYear: unknown) => ({
      ...card,
      methodDetail: { ...card.methodDetail, expiryYear },
    });
    expect(parsed(PaymentDataSchema, withYear(2026))).toMatchObject({ methodDetail: { expiryYear: 2026 } });
    expect(parsed(PaymentDataSchema, withYear('2046'))).toMatchObject({ methodDetail: { expiryYear: 2046 } });
    for (const year of [2025, 2047, 'soon']) {
      expect(messageAt(PaymentDataSchema, withYear(year), 'methodDetail.expiryYear')).toBe(
        'Expiry year must be between 2026 and 2046.',
      );
    }
  });

  it('follows the calendar for the year range', () => {
    vi.setSystemTime(new Date(2031, 0, 1));
    const old = { ...card, methodDetail: { ...card.methodDetail, expiryYear: 2030 } };
    expect(messageAt(PaymentDataSchema, old, 'methodDetail.expiryYear')).toBe(
      'Expiry year must be between 2031 and 2051.',
    );
  });

  it('accepts a UPI id and requires it', () => {
    expect(
      parsed(PaymentDataSchema, { methodName: 'upi', methodDetail: { upiId: ' asha@okbank ' } }),
    ).toEqual({
      methodName: 'upi',
      methodDetail: { upiId: 'asha@okbank' },
    });
    expect(messagesOf(PaymentDataSchema, { methodName: 'upi', methodDetail: { upiId: '' } })).toEqual([
      'UPI ID is required.',
    ]);
    expect(messagesOf(PaymentDataSchema, { methodName: 'upi' })).toEqual(['UPI ID is required.']);
    expect(messagesOf(PaymentDataSchema, { methodName: 'upi', methodDetail: { upiId: 'asha' } })).toEqual([
      'UPI ID is not valid.',
    ]);
  });

  it('accepts cash on delivery and drops any detail', () => {
    expect(parsed(PaymentDataSchema, { methodName: 'cod', methodDetail: { note: 'x' } })).toEqual({
      methodName: 'cod',
    });
  });

  it('offers the three payment methods with their labels', () => {
    expect(paymentMethodOptions).toEqual([
      { id: 'debitcard', value: 'Debit / Credit Card' },
      { id: 'upi', value: 'UPI' },
      { id: 'cod', value: 'Cash On Delivery' },
    ]);
  });
});

describe('expiry years', () => {
  it('run from the current year to the current year plus 20', () => {
    expect(expiryYearRange()).toEqual({ from: 2026, to: 2046 });
    const options = expiryYearOptions(new Date(2030, 0, 1));
    expect(options).toHaveLength(21);
    expect(options[0]).toEqual({ id: 2030, value: '2030' });
    expect(options.at(-1)).toEqual({ id: 2050, value: '2050' });
  });
});

describe('SubmitOrderSchema (POST /api/order/submit-order)', () => {
  const order = {
    cartProduct: [
      { id: 'p1', quantity: 2, sellingPrice: 1, name: 'ignored' },
      { _id: 'p2', quantity: '1' },
    ],
    shippingAddress: address,
    paymentData: card,
    timeStamp: 1_750_000_000_000,
  };

  it('keeps only the product id, variant (none here), quantity and the price seen, in paise, of each line', () => {
    const result = parsed(SubmitOrderSchema, order);
    expect(result.cartProduct).toEqual([
      { productId: 'p1', variantId: null, quantity: 2, seenPrice: 100 },
      { productId: 'p2', variantId: null, quantity: 1 },
    ]);
    expect(result.timeStamp).toBe('1750000000000');
    expect(result.shippingAddress.pinCode).toBe('560001');
  });

  it('reads the price seen from sellingPrice, else price (the spec client), as exact paise; null is none (issue 21)', () => {
    const lines = (cartProduct: unknown[]) =>
      parsed(SubmitOrderSchema, { ...order, cartProduct }).cartProduct;
    expect(lines([{ id: 'p1', quantity: 1, sellingPrice: 899.5, price: 1 }])[0]?.seenPrice).toBe(89_950);
    expect(lines([{ id: 'p1', quantity: 1, price: '1.005' }])[0]?.seenPrice).toBe(101);
    expect(lines([{ id: 'p1', quantity: 1, sellingPrice: null }])[0]?.seenPrice).toBeUndefined();
    const refused = SubmitOrderSchema.safeParse({
      ...order,
      cartProduct: [{ id: 'p1', quantity: 1, price: -5 }],
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['cartProduct', 0, 'price'],
      message: 'Price is not valid',
    });
  });

  it('merges lines naming the same product', () => {
    const result = parsed(SubmitOrderSchema, {
      ...order,
      cartProduct: [
        { id: 'p1', quantity: 1 },
        { _id: 'p2', quantity: 1 },
        { _id: 'p1', quantity: 2 },
      ],
    });
    expect(result.cartProduct).toEqual([
      { productId: 'p1', variantId: null, quantity: 3 },
      { productId: 'p2', variantId: null, quantity: 1 },
    ]);
  });

  it('keeps two variants of one product as two lines, merging repeats of each (issue 20)', () => {
    const result = parsed(SubmitOrderSchema, {
      ...order,
      cartProduct: [
        { id: 'p1', variantId: 'v-m', quantity: 1 },
        { id: 'p1', variantId: 'v-l', quantity: 2 },
        { _id: 'p1', variantId: 'v-m', quantity: '3' },
        { id: 'p2', variantId: '', quantity: 1 },
      ],
    });
    expect(result.cartProduct).toEqual([
      { productId: 'p1', variantId: 'v-m', quantity: 4 },
      { productId: 'p1', variantId: 'v-l', quantity: 2 },
      { productId: 'p2', variantId: null, quantity: 1 },
    ]);
    expect(
      messageAt(
        SubmitOrderSchema,
        { ...order, cartProduct: [{ id: 'p1', variantId: { id: 'v' }, quantity: 1 }] },
        'cartProduct.0.variantId',
      ),
    ).toBe('Variant ID is not valid');
  });

  it('refuses an empty cart, a line without an id and a bad quantity', () => {
    expect(messageAt(SubmitOrderSchema, { ...order, cartProduct: [] }, 'cartProduct')).toBe(
      'Your cart is empty.',
    );
    expect(messageAt(SubmitOrderSchema, { ...order, cartProduct: undefined }, 'cartProduct')).toBe(
      'Your cart is empty.',
    );
    expect(
      messageAt(SubmitOrderSchema, { ...order, cartProduct: [{ quantity: 1 }] }, 'cartProduct.0.id'),
    ).toBe('Product ID is required');
    expect(
      messageAt(
        SubmitOrderSchema,
        { ...order, cartProduct: [{ id: 'p1', quantity: 0 }] },
        'cartProduct.0.quantity',
      ),
    ).toBe('Quantity must be a whole number of at least 1');
  });

  it('reports the address and payment messages under their paths', () => {
    expect(
      messageAt(SubmitOrderSchema, { ...order, shippingAddress: undefined }, 'shippingAddress.city'),
    ).toBe('City is required.');
    expect(
      messageAt(
        SubmitOrderSchema,
        { ...order, paymentData: { methodName: 'cash' } },
        'paymentData.methodName',
      ),
    ).toBe('Please select a payment method.');
  });
});

describe('GetOrderDetailsByIdSchema', () => {
  it('wants an order id', () => {
    expect(parsed(GetOrderDetailsByIdSchema, { orderId: ' ab12 ' })).toEqual({ orderId: 'ab12' });
    expect(messagesOf(GetOrderDetailsByIdSchema, {})).toEqual(['Order ID is required']);
  });
});

describe('orderPaymentStatus', () => {
  it('reports the payment as it stands until the order is cancelled', () => {
    expect(orderPaymentStatus('paid', false)).toBe('paid');
    expect(orderPaymentStatus('pending', false)).toBe('pending');
  });

  it('refunds a paid cancelled order and asks nothing more of a cash-on-delivery one', () => {
    expect(orderPaymentStatus('paid', true)).toBe('refunded');
    expect(orderPaymentStatus('refunded', true)).toBe('refunded');
    expect(orderPaymentStatus('pending', true)).toBe('cancelled');
    expect(orderPaymentStatus('failed', true)).toBe('failed');
  });
});
