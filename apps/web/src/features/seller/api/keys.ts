// The seller feature's TanStack keys: the product form's two mutations today, the seller's product and
// order lists (queries) as they arrive.
export const sellerKeys = {
  all: ['seller'] as const,
  uploadImages: () => [...sellerKeys.all, 'upload-images'] as const,
  addProduct: () => [...sellerKeys.all, 'add-product'] as const,
};
