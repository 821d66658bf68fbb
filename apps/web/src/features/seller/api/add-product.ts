import type { Category, SubCategory } from '@bazaar/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { sellerKeys } from './keys';

/** The body of add-product: prices in rupees (the API converts them to paise), images as URLs. */
export interface NewProduct {
  name: string;
  brand: string;
  category: Category;
  /** null for a category without subcategories (`others`) */
  subCategory: SubCategory | null;
  description: string;
  stock: number;
  mrpPrice: number;
  sellingPrice: number;
  image: string[];
}

export interface AddProductResponse {
  message: string;
  product: { _id: string; name: string };
}

/** POST /api/product/add-product (seller token): 201 with the stored product. */
export function addProduct(product: NewProduct): Promise<AddProductResponse> {
  return http.post<AddProductResponse>('/api/product/add-product', product);
}

export function useAddProduct() {
  return useMutation({ mutationKey: sellerKeys.addProduct(), mutationFn: addProduct });
}
