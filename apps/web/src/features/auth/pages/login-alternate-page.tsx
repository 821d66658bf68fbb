import { authMessages, shellMessages } from '@bazaar/domain';
import { ShieldCheck, Truck, Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { AuthPanel, type AuthPanelTab } from '../components/auth-panel';

/** /login-1: the second sign-in screen, the combined sign-in and sign-up panel with the demo accounts. */
export function LoginAlternatePage() {
  // The page's heading names the open tab: 'Sign In', or 'Sign Up' once the user switches.
  const [tab, setTab] = useState<AuthPanelTab>('signIn');
  return (
    <AuthLayout
      bare
      redirectSignedIn
      title={tab === 'signUp' ? authMessages.signUp : shellMessages.screens.loginAlternate}
      subtitle={authMessages.panelSubtitle}
      footer={
        <Link
          to={paths.login.getHref()}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          {authMessages.classicSignIn}
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
      <AuthPanel tab={tab} onTabChange={setTab} />
    </AuthLayout>
  );
}
