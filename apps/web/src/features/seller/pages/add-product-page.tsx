import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddProductPage() {
  return <PlaceholderPage title={shellMessages.screens.sellerAddProduct} />;
}
