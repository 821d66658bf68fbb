import { authMessages, shellMessages } from '@bazaar/domain';
import { ShieldCheck, Truck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { AuthPanel } from '../components/auth-panel';

/** /login-1: the second sign-in screen, the combined sign-in and sign-up panel with the demo accounts. */
export function LoginAlternatePage() {
  return (
    <AuthLayout
      bare
      redirectSignedIn
      title={shellMessages.screens.loginAlternate}
      subtitle={authMessages.panelSubtitle}
      footer={
        <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
          {authMessages.otherSignIn}
        </Link>
      }
      aside={
        <ul className="flex flex-col gap-4 text-sm">
          {[
            { icon: Truck, text: authMessages.perks.delivery },
            { icon: ShieldCheck, text: authMessages.perks.secure },
            { icon: Store, text: authMessages.perks.sell },
          ].map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/15">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      }
    >
      <AuthPanel />
    </AuthLayout>
  );
}
