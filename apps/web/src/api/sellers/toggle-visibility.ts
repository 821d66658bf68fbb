import { sellersContract, type SuccessReply } from '@bazaar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http';
import { sellerKeys } from './keys';
import type { SellerProductsReply } from './get-seller-products';

const endpoint = sellersContract.visibilityToggle;

export interface VisibilityChange {
  id: string;
  /** true = shown in the shop (isHide false) */
  visible: boolean;
}

/** PATCH /api/seller/product/visibilty-toggle/{id} `{state}` (the path's spelling is the contract's). */
export function toggleVisibility({ id, visible }: VisibilityChange): Promise<SuccessReply<typeof endpoint>> {
  return callApi(endpoint, { params: { id }, body: { state: visible } });
}

/**
 * docs/product.md §4: the switch moves at once; a failure is only logged. The list is read again afterwards either
 * way, so the switch ends on what the server holds.
 */
export function useToggleVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sellerKeys.toggleVisibility(),
    mutationFn: toggleVisibility,
    onMutate: async ({ id, visible }) => {
      await queryClient.cancelQueries({ queryKey: sellerKeys.productLists() });
      queryClient.setQueriesData<SellerProductsReply>(
        { queryKey: sellerKeys.productLists() },
        (page) =>
          page && {
            ...page,
            allProduct: page.allProduct.map((row) => (row._id === id ? { ...row, isHide: !visible } : row)),
          },
      );
    },
    onError: (error) => console.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.products() }),
  });
}
