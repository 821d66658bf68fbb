import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function SellerProductsPage() {
  return <PlaceholderPage title={shellMessages.screens.sellerProducts} />;
}
