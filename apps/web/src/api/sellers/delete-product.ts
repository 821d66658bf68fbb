import { sellersContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';

const endpoint = sellersContract.deleteProduct;

/** DELETE /api/seller/product/{id}: one of the seller's own products (past orders keep their lines). */
export function deleteProduct(id: string): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sellerKeys.deleteProduct(),
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
  });
}
