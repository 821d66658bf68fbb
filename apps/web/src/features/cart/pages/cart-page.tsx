import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CartPage() {
  return <PlaceholderPage title={shellMessages.screens.cart} />;
}
