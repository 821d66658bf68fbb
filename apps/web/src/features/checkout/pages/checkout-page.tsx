import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title={shellMessages.screens.checkout} />;
}
