import { SubmitOrderSchema, type SubmitOrder } from '@bazaar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** What the inputs hold: text everywhere (the schema turns month, year and pin code into their types). */
export interface CheckoutFormValues {
  shippingAddress: {
    addressLine1: string;
    addressLine2: string;
    country: string;
    state: string;
    city: string;
    pinCode: string;
    isDefaultShippingAddress: boolean;
  };
  paymentData: {
    methodName: '' | 'debitcard' | 'upi' | 'cod';
    methodDetail: {
      cardNumber: string;
      cardHolderName: string;
      expiryMonth: string;
      expiryYear: string;
      cvv: string;
      upiId: string;
    };
  };
}

export type CheckoutFormOutput = Pick<SubmitOrder, 'shippingAddress' | 'paymentData'>;

export const emptyAddress: CheckoutFormValues['shippingAddress'] = {
  addressLine1: '',
  addressLine2: '',
  country: '',
  state: '',
  city: '',
  pinCode: '',
  isDefaultShippingAddress: false,
};

export const emptyCheckoutForm: CheckoutFormValues = {
  shippingAddress: emptyAddress,
  paymentData: {
    methodName: '',
    methodDetail: { cardNumber: '', cardHolderName: '', expiryMonth: '', expiryYear: '', cvv: '', upiId: '' },
  },
};

// The API's own schema for these two parts of submit-order, so the form shows exactly the messages the server
// would answer with (docs/product.md §5). It parses unknown input, so its resolver is typed for the form's values here.
export const checkoutResolver = zodResolver(
  SubmitOrderSchema.pick({ shippingAddress: true, paymentData: true }),
) as unknown as Resolver<CheckoutFormValues, unknown, CheckoutFormOutput>;
