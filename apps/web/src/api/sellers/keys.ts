// The seller back office's TanStack keys: the seller's product pages by their filters, one product for the edit
// form, its edit, delete and visibility mutations (adding one is api/catalog/add-product.ts); saving, deleting or
// toggling a product invalidates `products()`. Then the dashboard, orders, customers and business profile, and
// the registration and order-status mutations.
import type { SellerProductFilters } from './get-seller-products';

export const sellerKeys = {
  all: ['seller'] as const,
  products: () => [...sellerKeys.all, 'products'] as const,
  productLists: () => [...sellerKeys.products(), 'list'] as const,
  productList: (filters: SellerProductFilters) => [...sellerKeys.productLists(), filters] as const,
  product: (id: string) => [...sellerKeys.products(), 'one', id] as const,
  editProduct: () => [...sellerKeys.all, 'edit-product'] as const,
  deleteProduct: () => [...sellerKeys.all, 'delete-product'] as const,
  toggleVisibility: () => [...sellerKeys.all, 'toggle-visibility'] as const,
  register: () => [...sellerKeys.all, 'register'] as const,
  profile: () => [...sellerKeys.all, 'profile'] as const,
  updateProfile: () => [...sellerKeys.all, 'update-profile'] as const,
  dashboard: () => [...sellerKeys.all, 'dashboard'] as const,
  orders: () => [...sellerKeys.all, 'orders'] as const,
  orderList: (filters: { status?: string; page: number }) => [...sellerKeys.orders(), filters] as const,
  orderStatus: () => [...sellerKeys.all, 'order-status'] as const,
  cancelOrder: () => [...sellerKeys.all, 'cancel-order'] as const,
  returnDecision: () => [...sellerKeys.all, 'return-decision'] as const,
  customers: () => [...sellerKeys.all, 'customers'] as const,
};
