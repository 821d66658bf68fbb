import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProductDetailPage() {
  return <PlaceholderPage title={shellMessages.screens.productDetail} />;
}
