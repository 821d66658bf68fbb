import { sellerMessages } from '@bazaar/domain';
import { PackageX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { paths } from '../../../config/paths';
import { isHttpError } from '../../../lib/http';
import { useSellerProduct } from '../../../api/sellers/get-seller-product';
import { ProductUploadForm } from '../components/product-upload-form';
import { ProductFormScreen } from './add-product-page';

const t = sellerMessages.editProduct;

/**
 * The seller's Edit screen: the Add New Product form filled from GET /api/seller/product/{id}; Save as
 * Draft or Publish Product replaces it (PUT), then the list shows. Someone else's or a deleted product: 404.
 */
export function EditProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const query = useSellerProduct(productId);

  return (
    <ProductFormScreen title={t.title}>
      {query.isPending ? (
        <Loader showText />
      ) : query.isError ? (
        isHttpError(query.error, 404) ? (
          <NotFound message={query.error.message} />
        ) : (
          <ServerError />
        )
      ) : (
        <ProductUploadForm
          // A fresh form for each product (its values and images are read once, when it mounts).
          key={query.data.product._id}
          variant="page"
          product={query.data.product}
          onSaved={() => void navigate(paths.seller.products.getHref())}
        />
      )}
    </ProductFormScreen>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-4 py-14 text-center dark:border-zinc-800 dark:bg-zinc-900">
      <span className="grid size-14 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        <PackageX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold">{message || t.notFound}</h2>
    </section>
  );
}
