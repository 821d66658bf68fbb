import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function OrderDetailPage() {
  return <PlaceholderPage title={shellMessages.screens.orderDetail} />;
}
