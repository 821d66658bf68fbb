import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import '../index.css';
import { getAuthToken } from '../lib/storage';
import { preloadScreens } from '../lib/router/lazy-screen';
import { App } from './app';
import { PAGE_STATE_ID, hydratePageState } from './page-state';
import { createQueryClient } from './providers';
import { routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// v5Compat: the history tells the router about its own pushes too (what <BrowserRouter> sets up).
const history = createBrowserHistory({ v5Compat: true });
/** The app is live: index.html's mark (which keeps a signed-in shopper's Login button hidden) goes. */
const done = () => document.documentElement.removeAttribute('data-hydrating');

// A shop page arrives rendered by the server (app/server.tsx) with the answers it was rendered from: the app
// hydrates that markup from those answers, once the page's screens are loaded, so nothing is fetched again
// and nothing flashes. Any other page (and the dev server) is rendered here over the loader.
const state = document.getElementById(PAGE_STATE_ID);
if (root.hasAttribute('data-server-rendered') && state) {
  const queryClient = createQueryClient();
  hydratePageState(queryClient, state.textContent ?? '');
  const hydrate = () => {
    hydrateRoot(root, <App history={history} queryClient={queryClient} onLive={done} />);
    // The server renders for a visitor; a signed-in shopper's answers also say what is in their wishlist.
    if (getAuthToken()) {
      void queryClient.invalidateQueries({ predicate: (query) => query.meta?.carriesWishlistFlag === true });
    }
  };
  void Promise.resolve(preloadScreens(routes, history.location)).then(hydrate, hydrate);
} else {
  createRoot(root).render(<App history={history} onLive={done} />);
}
