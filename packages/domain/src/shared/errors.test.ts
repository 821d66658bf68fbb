import { describe, expect, it } from 'vitest';
import { LoginFormSchema } from '../index.js';
import { SubmitOrderSchema } from '../index.js';
import { firstIssueMessage, formErrors } from './errors.js';

function errorOf(schema: { safeParse: (input: unknown) => { error?: unknown } }, input: unknown) {
  const { error } = schema.safeParse(input);
  if (!error) throw new Error('expected a refusal');
  return error as Parameters<typeof formErrors>[0];
}

describe('firstIssueMessage', () => {
  it('gives the message the API answers with', () => {
    expect(firstIssueMessage(errorOf(LoginFormSchema, { email: '', password: '' }))).toBe(
      'All field are required',
    );
  });
});

describe('formErrors', () => {
  it('splits form-level messages from the first message of each field', () => {
    expect(formErrors(errorOf(LoginFormSchema, { email: '', password: '' }))).toEqual({
      form: ['All field are required'],
      fields: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('keys nested fields by their dotted path', () => {
    const { fields } = formErrors(
      errorOf(SubmitOrderSchema, {
        cartProduct: [{ id: 'p1', quantity: 1 }],
        shippingAddress: { addressLine1: 'a', country: 'b', state: 'c', city: 'd', pinCode: '1' },
        paymentData: { methodName: 'upi', methodDetail: {} },
      }),
    );
    expect(fields).toEqual({
      'shippingAddress.pinCode': 'Pin Code must be 6 digits.',
      'paymentData.methodDetail.upiId': 'UPI ID is required.',
    });
  });
});
