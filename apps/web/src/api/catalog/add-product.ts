import { contract, type RequestBody, type SuccessReply } from '@bazaar/domain';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from '../sellers/keys';
import { catalogKeys } from './keys';

const endpoint = contract.catalog.addProduct;

/** The body of add-product: prices in rupees (the API converts them to paise), images as URLs. */
export type NewProduct = RequestBody<typeof endpoint>;

/** POST /api/product/add-product (seller token): 201 with the stored product. */
export function addProduct(product: NewProduct): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { body: product });
}

export function addProductMutationOptions() {
  return mutationOptions({ mutationKey: catalogKeys.add(), mutationFn: addProduct });
}

/**
 * Adds the product; the seller's product list and the listed brands are read again afterwards, so the product
 * shows there at once and its brand is suggested for the next one.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addProductMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.allBrands() }),
      ]),
  });
}
