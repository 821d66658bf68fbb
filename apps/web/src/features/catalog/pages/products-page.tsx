import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProductsPage() {
  return <PlaceholderPage title={shellMessages.screens.products} />;
}
