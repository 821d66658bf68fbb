import { shellMessages } from '@bazaar/domain';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ForgetPasswordPage() {
  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <PlaceholderPage title={shellMessages.screens.forgetPassword} />
    </div>
  );
}
