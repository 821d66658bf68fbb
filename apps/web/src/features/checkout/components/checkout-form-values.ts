import {
  SubmitOrderSchema,
  type PaymentData,
  type PaymentMethod,
  type SubmitOrder,
  type VariantOptions,
} from '@bazaar/domain';
import { formResolver, type TextFields } from '../../../lib/form-resolver';

/**
 * A line to order: the product id, variant, quantity and (issue 21) the selling price shown are sent; the
 * rest is only shown.
 */
export interface CheckoutLine {
  id: string;
  name: string;
  image: string;
  mrpPrice: number;
  sellingPrice: number;
  quantity: number;
  /** issue 20: the variant bought (a product sold as one has none) */
  variantId?: string;
  sku?: string;
  options?: VariantOptions;
}

export type CheckoutFormOutput = Pick<SubmitOrder, 'shippingAddress' | 'paymentData'>;

type PaymentDetail<M extends PaymentMethod> =
  Extract<PaymentData, { methodName: M }> extends {
    methodDetail: infer D;
  }
    ? D
    : never;

/**
 * What the inputs hold: the address and the payment as submit-order takes them, as text (the schema turns month,
 * year and pin code into their types). One method is picked at a time ('' before any), and the card's and the
 * UPI's fields are all kept, so switching back finds them as typed.
 */
export interface CheckoutFormValues {
  shippingAddress: TextFields<Required<CheckoutFormOutput['shippingAddress']>>;
  /** issue 21: file a new address in the address book too */
  saveToBook: boolean;
  paymentData: {
    methodName: '' | PaymentMethod;
    methodDetail: TextFields<PaymentDetail<'debitcard'> & PaymentDetail<'upi'>>;
  };
}

export const emptyAddress: CheckoutFormValues['shippingAddress'] = {
  fullName: '',
  phoneNumber: '',
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
  saveToBook: false,
  paymentData: {
    methodName: '',
    methodDetail: { cardNumber: '', cardHolderName: '', expiryMonth: '', expiryYear: '', cvv: '', upiId: '' },
  },
};

// The API's own schema for these two parts of submit-order, so the form shows exactly the messages the server
// would answer with (docs/product.md §5).
export const checkoutResolver = formResolver<CheckoutFormOutput, CheckoutFormValues>(
  SubmitOrderSchema.pick({ shippingAddress: true, paymentData: true }),
);
