import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function OrderPage() {
  return <PlaceholderPage title={shellMessages.screens.order} />;
}
