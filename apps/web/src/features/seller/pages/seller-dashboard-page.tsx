import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function SellerDashboardPage() {
  return <PlaceholderPage title={shellMessages.screens.sellerDashboard} />;
}
