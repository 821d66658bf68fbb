import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { lazyScreen } from './lazy-screen';
import { useNavigationSettled } from './navigation-router';
import { keepScrollState, ScrollRestoration } from './scroll-restoration';

/** A lazy screen whose chunk arrives when the test says so. */
function slowScreen(heading: string) {
  let arrive: () => void = () => {};
  const Screen = lazyScreen(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve(() => <h1>{heading}</h1>);
      }),
  );
  return { Screen, arrive: () => act(() => arrive()) };
}

describe('NavigationRouter', () => {
  it("keeps the current page on screen while the next screen's code loads, with no loader in between", async () => {
    const products = slowScreen('Products');
    const { user, history } = renderRoutes([
      {
        path: '/',
        element: (
          <>
            <h1>Home</h1>
            <Link to="/products">All products</Link>
          </>
        ),
      },
      { path: '/products', element: <products.Screen /> },
    ]);

    await user.click(await screen.findByRole('link', { name: 'All products' }));
    expect(history.location.pathname).toBe('/products');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    await products.arrive();
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('shows the loader on the first load until the screen and its layout are in', async () => {
    const layout = slowScreen('Seller area');
    const page = slowScreen('Dashboard');
    renderRoutes(
      [
        {
          path: '/seller',
          element: <layout.Screen />,
          children: [{ index: true, element: <page.Screen /> }],
        },
      ],
      { initialPath: '/seller' },
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // Both chunks are asked for at once: the page's arrives first and still waits for its layout.
    await page.arrive();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await layout.arrive();
    expect(await screen.findByRole('heading', { name: 'Seller area' })).toBeInTheDocument();
  });

  it('tells when the screen a navigation went to is on show', async () => {
    const orders = slowScreen('Order History');
    function SignIn() {
      const navigate = useNavigate();
      const settled = useNavigationSettled();
      const [landed, setLanded] = useState('');
      return (
        <button
          type="button"
          onClick={() => {
            void navigate('/orders');
            void settled().then(() => setLanded(document.querySelector('h1')?.textContent ?? ''));
          }}
        >
          Sign in {landed}
        </button>
      );
    }
    const { user } = renderRoutes([
      {
        element: (
          <>
            <SignIn />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Login</h1> },
          { path: '/orders', element: <orders.Screen /> },
        ],
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await orders.arrive();
    // Resolved once the new screen was drawn, not when the navigation started.
    expect(await screen.findByRole('button', { name: 'Sign in Order History' })).toBeInTheDocument();
  });
});

describe('ScrollRestoration', () => {
  const scrollTo = (y: number) =>
    act(() => {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
    });

  it('opens a new screen at the top and returns to where the user was on Back', async () => {
    const { user, history } = renderRoutes([
      {
        element: (
          <>
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/product/p1">Aurora headphones</Link> },
          { path: '/product/p1', element: <h1>Aurora</h1> },
        ],
      },
    ]);

    await scrollTo(1200);
    await user.click(await screen.findByRole('link', { name: 'Aurora headphones' }));
    expect(await screen.findByRole('heading', { name: 'Aurora' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);

    act(() => history.go(-1));
    await screen.findByRole('link', { name: 'Aurora headphones' });
    await waitFor(() => expect(window.scrollY).toBe(1200));
  });

  it('leaves the page the browser loaded where the shopper scrolled it before the app went live', async () => {
    window.scrollTo(0, 0);
    await scrollTo(950); // a phone's Buy Now, scrolled to in the server's HTML
    renderRoutes(
      [
        {
          element: (
            <>
              <ScrollRestoration />
              <Outlet />
            </>
          ),
          children: [{ path: '/product/p1', element: <h1>Aurora</h1> }],
        },
      ],
      { initialPath: '/product/p1' },
    );
    expect(await screen.findByRole('heading', { name: 'Aurora' })).toBeInTheDocument();
    expect(window.scrollY).toBe(950);
  });

  it('stays where the user is when a choice on the screen rewrites its address (a size on a product page)', async () => {
    function SizePage() {
      const [, setSearchParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setSearchParams({ variant: 'v-m' }, { replace: true, state: keepScrollState })}
        >
          M
        </button>
      );
    }
    const { user, history } = renderRoutes(
      [
        {
          element: (
            <>
              <ScrollRestoration />
              <Outlet />
            </>
          ),
          children: [{ path: '/product/p1', element: <SizePage /> }],
        },
      ],
      { initialPath: '/product/p1' },
    );
    const size = await screen.findByRole('button', { name: 'M' });
    await scrollTo(900);
    await user.click(size);
    expect(history.location.search).toBe('?variant=v-m');
    expect(window.scrollY).toBe(900);
  });
});
