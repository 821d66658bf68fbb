// The seller feature's TanStack keys: the seller's product pages by their filters, one product for the edit
// form, and the product form's mutations. Saving, deleting or toggling a product invalidates `products()`.
import type { SellerProductFilters } from './get-seller-products';

export const sellerKeys = {
  all: ['seller'] as const,
  products: () => [...sellerKeys.all, 'products'] as const,
  productList: (filters: SellerProductFilters) => [...sellerKeys.products(), 'list', filters] as const,
  product: (id: string) => [...sellerKeys.products(), 'one', id] as const,
  uploadImages: () => [...sellerKeys.all, 'upload-images'] as const,
  addProduct: () => [...sellerKeys.all, 'add-product'] as const,
  editProduct: () => [...sellerKeys.all, 'edit-product'] as const,
  deleteProduct: () => [...sellerKeys.all, 'delete-product'] as const,
  toggleVisibility: () => [...sellerKeys.all, 'toggle-visibility'] as const,
};
