import { sellersContract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { catalogKeys } from '../catalog/keys';
import { sellerKeys } from './keys';

const endpoint = sellersContract.editProduct;

export interface ProductEdit {
  id: string;
  /** the add-product fields; `isDraft` true keeps or makes it a draft, false publishes it */
  product: RequestBody<typeof endpoint>;
}

/** PUT /api/seller/product/{id}: replaces the fields and images of one of the seller's products. */
export function editProduct({ id, product }: ProductEdit): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { params: { id }, body: product });
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sellerKeys.editProduct(),
    mutationFn: editProduct,
    // the product's brand may be a new one, suggested from now on
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.allBrands() }),
      ]),
  });
}
