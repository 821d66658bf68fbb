import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import '../index.css';
import { Providers } from './providers';
import { AppRouter, routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// v5Compat: the history tells the router about its own pushes too (what <BrowserRouter> sets up).
const history = createBrowserHistory({ v5Compat: true });

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter history={history} routes={routes} />
    </Providers>
  </StrictMode>,
);
