import { shellMessages } from '@bazaar/domain';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/session';
import { ScrollRestoration } from '../../lib/router/scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';

/** The shared shell of docs/product.md §2: header, page, footer. */
export function AppShell() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellMessages.brand.skipToContent}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer userType={user?.userType} />
      <ScrollRestoration />
    </div>
  );
}
