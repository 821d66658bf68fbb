import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function SellerRegistrationPage() {
  return <PlaceholderPage title={shellMessages.screens.sellerRegistration} />;
}
