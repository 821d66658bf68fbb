import { contract, endpointPath } from '@bazaar/domain';
import { requestFile } from '../../lib/http';

const endpoint = contract.sellers.packingSlip;

/** GET /api/seller/order/{orderId}/packing-slip (issue 20): the PDF, fetched with the seller's token. */
export function getPackingSlip(orderId: string): Promise<Blob> {
  return requestFile(endpointPath(endpoint, { orderId }));
}
