import { screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderSuccessPage } from './order-success-page';
import { renderRoutes } from '../../../test/render';

/** Opens /order-success the way the checkout does: a navigation carrying `state`. */
function renderWithState(state: unknown) {
  return renderRoutes([
    { path: '/', element: <Navigate to="/order-success" state={state} /> },
    { path: '/order-success', element: <OrderSuccessPage /> },
    { path: '/orders', element: <p>order history</p> },
  ]).history;
}

describe('OrderSuccessPage', () => {
  it('confirms one order, shows its number upper-cased and links to its detail', async () => {
    renderWithState({ orderIds: ['ord_ab12'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ORD_AB12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/order/ord_ab12');
  });

  it('lists several orders and links to the order history', async () => {
    renderWithState({ orderIds: ['o1', 'o2'] });
    const numbers = await screen.findByRole('list', { name: 'Order Numbers' });
    expect(numbers).toHaveTextContent('O1O2');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('link', { name: 'View Order' })).not.toBeInTheDocument();
  });

  it('goes to /orders when it was opened without order ids', async () => {
    const history = renderWithState(null);
    expect(await screen.findByText('order history')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/orders');
  });
});
