import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function OrdersPage() {
  return <PlaceholderPage title={shellMessages.screens.orders} />;
}
