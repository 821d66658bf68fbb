import { productFormMessages, sellerMessages } from '@bazaar/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ProductUploadForm } from '../components/product-upload-form';

/** A product form screen's frame: the way back to the list, the heading, then the form. */
export function ProductFormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.seller.products.getHref()}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {sellerMessages.editProduct.backToProducts}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** docs/product.md §2 Add New Product: the product form; once saved (draft or published) the seller sees the list. */
export function AddProductPage() {
  const navigate = useNavigate();
  return (
    <ProductFormScreen title={productFormMessages.title}>
      <ProductUploadForm variant="page" onSaved={() => void navigate(paths.seller.products.getHref())} />
    </ProductFormScreen>
  );
}
