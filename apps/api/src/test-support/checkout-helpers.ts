// Building blocks for checkout tests: a valid address and payments, and the submit call.
import type { FastifyInstance } from 'fastify';
import { nextIp } from './auth-helpers.js';

export const address = {
  addressLine1: '12 mg road',
  addressLine2: 'near the park',
  country: 'india',
  state: 'karnataka',
  city: 'bengaluru',
  pinCode: '560001',
  isDefaultShippingAddress: false,
};

/** A Luhn-valid test card no other fixture uses, so finding it anywhere means it leaked. */
export const CARD_NUMBER = '4539578763621486';
export const CVV = '739';

export const cardPayment = (overrides: Record<string, unknown> = {}) => ({
  methodName: 'debitcard',
  methodDetail: {
    cardNumber: '4539 5787 6362 1486',
    cardHolderName: 'Asha Rao',
    expiryMonth: 12,
    expiryYear: new Date().getFullYear() + 2,
    cvv: CVV,
    ...overrides,
  },
});
export const upiPayment = { methodName: 'upi', methodDetail: { upiId: 'asha@okbank' } };
export const codPayment = { methodName: 'cod' };

export interface SubmitOptions {
  lines: { id: string; quantity: number; [key: string]: unknown }[];
  payment?: unknown;
  shippingAddress?: unknown;
  timeStamp?: unknown;
  idempotencyKey?: string;
  source?: string;
  /** issue 21: keep the address in the address book with the order */
  saveToAddressBook?: boolean;
}

export const orderBody = (options: SubmitOptions) => ({
  cartProduct: options.lines,
  shippingAddress: options.shippingAddress ?? address,
  paymentData: options.payment ?? codPayment,
  ...(options.timeStamp === undefined ? {} : { timeStamp: options.timeStamp }),
  ...(options.source === undefined ? {} : { source: options.source }),
  ...(options.saveToAddressBook === undefined ? {} : { saveToAddressBook: options.saveToAddressBook }),
});

export const submitOrder = (app: FastifyInstance, token: string, options: SubmitOptions) =>
  app.inject({
    method: 'POST',
    url: '/api/order/submit-order',
    remoteAddress: nextIp(),
    payload: orderBody(options),
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
