// Ids on the wire: products, orders and users are named by opaque text ids (a JSON number is read as its
// digits), at most ID_MAX_LENGTH characters.
import { idText } from './common.js';
import { validationMessages } from './shared.messages.js';

export { ID_MAX_LENGTH } from './common.js';

/** A product id in a body or a query. */
export const productIdField = () =>
  idText(validationMessages.productIdRequired, validationMessages.notValid('Product ID'));

/** An order id in a body. */
export const orderIdField = () =>
  idText(validationMessages.orderIdRequired, validationMessages.notValid('Order ID'));
