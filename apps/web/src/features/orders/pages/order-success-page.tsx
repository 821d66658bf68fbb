import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function OrderSuccessPage() {
  return <PlaceholderPage title={shellMessages.screens.orderSuccess} />;
}
