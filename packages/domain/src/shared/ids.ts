// Ids on the wire: products, orders and users are named by opaque text ids (a JSON number is read as its
// digits), at most ID_MAX_LENGTH characters.
import { idText } from './common.js';
import { validationMessages } from './shared.messages.js';

export { ID_MAX_LENGTH } from './common.js';

/** A product id in a body or a query. */
export const productIdField = () =>
  idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID'));

/**
 * issue 21: order ids are read in any case (screens show them in capitals, and shoppers type or paste them so);
 * the stored ids are lower-case.
 */
export const canonicalOrderId = (id: string): string => id.trim().toLowerCase();

/** An order id in a body, in any case. */
export const orderIdField = () =>
  idText(validationMessages.orderIdRequired, validationMessages.notValid('Order ID')).transform(
    canonicalOrderId,
  );
