import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import '../index.css';
import { preloadScreens } from '../lib/router/lazy-screen';
import { App } from './app';
import { carryOverInput } from './first-paint-takeover';
import { routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// v5Compat: the history tells the router about its own pushes too (what <BrowserRouter> sets up).
const history = createBrowserHistory({ v5Compat: true });
const render = () => {
  const restoreInput = carryOverInput(root);
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(<App history={history} />));
  // The app is on screen: the first paint's mark (set by index.html) no longer applies.
  document.documentElement.removeAttribute('data-first-paint');
  restoreInput();
};

/**
 * Resolves once the browser has had a frame to paint the first paint in (at most 100 ms: a tab opened in the
 * background gets no frames), so taking over never holds it back when the app's code is already cached.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

// The server sends a first paint inside #root (app/first-paint.tsx): it stays on screen until it has been
// painted and this page's screens are loaded, then React replaces it with the same screen in one commit,
// with no loader between. Without one (the dev server) the router shows its loader meanwhile.
if (root.hasChildNodes()) {
  void Promise.all([preloadScreens(routes, history.location), afterFirstPaint()]).then(render, render);
} else {
  render();
}
