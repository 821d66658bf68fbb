import { ordersContract } from '@bazaar/domain';
import { callApi } from '../../lib/http';

const endpoint = ordersContract.getInvoice;

/**
 * GET /api/order/:orderId/invoice (issue 21): the order's GST invoice, a PDF. `request` hands a PDF body over as
 * a Blob; the contract documents it as binary text, hence the check.
 */
export async function getInvoice(orderId: string): Promise<Blob> {
  const file: unknown = await callApi(endpoint, { params: { orderId } });
  if (!(file instanceof Blob)) throw new TypeError('The invoice did not arrive as a PDF');
  return file;
}
