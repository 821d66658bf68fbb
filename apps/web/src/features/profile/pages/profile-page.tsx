import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ProfilePage() {
  return <PlaceholderPage title={shellMessages.screens.profile} />;
}
