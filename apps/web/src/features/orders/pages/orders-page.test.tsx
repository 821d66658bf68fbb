import type { OrderSummary } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import { apiMessages } from '@bazaar/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from './orders-page';
import { signInAs, testUser, type MockRoute } from '../../../test/mock-api';
import { showPopup } from '../../../test/mock-popup';
import { renderWithRouter } from '../../../test/render';

const item = (id: string, name: string, price = 499) => ({
  productId: id,
  productImage: `/media/${id}.webp`,
  productName: name,
  productDescription: `${name}, as its seller describes it`,
  price,
  quantity: 1,
});

function order(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    orderId: 'ord1',
    id: 'ord1',
    orderDate: { day: 12, month: 3, year: 2026 },
    totalAmount: 549,
    orderStatus: 'order placed',
    isInvoiceUploaded: false,
    orderItems: [item('p1', 'Paper Kite')],
    ...overrides,
  };
}

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

const showOrders = (reply: { status?: number; body?: unknown }, routes: Record<string, MockRoute> = {}) => {
  const calls = signInAs(testUser(), { 'POST /api/order/get-all-order': reply, ...routes });
  return { calls, ...renderWithRouter(<OrdersPage />, { initialPath: '/orders' }) };
};

/** The tab "View Invoice" opens, standing in for the browser's. */
function stubNewTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:invoice-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return tab;
}

afterEach(() => {
  vi.restoreAllMocks();
  showPopup.mockClear();
});

describe('OrdersPage', () => {
  it('shows a loader, then the cards newest first by order date', async () => {
    showOrders({
      body: {
        ordersArr: [
          order({ orderId: 'older1', id: 'older1', orderDate: { day: 28, month: 2, year: 2026 } }),
          order({ orderId: 'newer1', id: 'newer1', orderDate: { day: 3, month: 11, year: 2026 } }),
        ],
      },
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order Number NEWER1',
      'Order Number OLDER1',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
  });

  it('shows each card as docs/product.md §2 describes it', async () => {
    showOrders({
      body: {
        ordersArr: [
          order({
            orderId: 'ab12cd',
            id: 'ab12cd',
            totalAmount: 1234.5,
            orderStatus: 'delivered',
            DeliveryDate: '2026-03-15T10:00:00.000Z',
          }),
        ],
      },
    });
    const card = await screen.findByRole('article', { name: 'Order Number AB12CD' });
    expect(within(card).getByText('March 12, 2026')).toBeInTheDocument();
    expect(within(card).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Order AB12CD' })).toHaveAttribute(
      'href',
      '/order/ab12cd',
    );
    expect(within(card).getByRole('button', { name: 'View Invoice' })).toBeDisabled();
    expect(within(card).getByText('Paper Kite', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Paper Kite, as its seller describes it')).toBeInTheDocument();
    expect(within(card).getByText('Qty: 1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Product Paper Kite' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(within(card).getByRole('link', { name: 'Buy Again Paper Kite' })).toHaveAttribute(
      'href',
      '/product/buy/p1',
    );
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('Delivered on March 15, 2026')).toBeInTheDocument();
  });

  it('shows two items, then the rest behind "{n} More products" / "Less products"', async () => {
    const { user } = showOrders({
      body: {
        ordersArr: [
          order({
            orderItems: [item('p1', 'Kite'), item('p2', 'Drum'), item('p3', 'Flute'), item('p4', 'Lamp')],
          }),
        ],
      },
    });
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('Flute', { selector: 'p' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '2 More products' }));
    expect(within(card).getByText('Flute', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Lamp', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Less products' }));
    expect(within(card).queryByText('Lamp', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('opens the GST invoice of a shipped order in a new tab', async () => {
    const tab = stubNewTab();
    const pdf = new Blob(['%PDF-1.3 invoice'], { type: 'application/pdf' });
    const { user, calls } = showOrders(
      {
        body: {
          ordersArr: [
            order({ orderId: 'sh1pd', id: 'sh1pd', orderStatus: 'shipped', isInvoiceUploaded: true }),
          ],
        },
      },
      { 'GET /api/order/sh1pd/invoice': { body: pdf } },
    );
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'View Invoice' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:invoice-1'));
    expect(
      calls.some((call) => call.path === '/api/order/sh1pd/invoice' && call.headers.has('authorization')),
    ).toBe(true);
    const shown = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await shown.text()).toBe('%PDF-1.3 invoice');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says why when the invoice cannot be opened', async () => {
    const tab = stubNewTab();
    const { user } = showOrders(
      {
        body: {
          ordersArr: [
            order({ orderId: 'sh1pd', id: 'sh1pd', orderStatus: 'shipped', isInvoiceUploaded: true }),
          ],
        },
      },
      { 'GET /api/order/sh1pd/invoice': { status: 409, body: { message: apiMessages.invoiceNotYet } } },
    );
    await user.click(
      within(await screen.findByRole('article')).getByRole('button', { name: 'View Invoice' }),
    );
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(showPopup).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', text: 'The invoice is issued when the order ships' }),
    );
  });

  it('keeps View Invoice disabled, saying when it comes, until the order ships', async () => {
    showOrders({ body: { ordersArr: [order({ orderStatus: 'processing', isInvoiceUploaded: false })] } });
    const button = within(await screen.findByRole('article')).getByRole('button', { name: 'View Invoice' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'The invoice is ready once the order ships');
  });

  it("says 'No order Available' when there is none", async () => {
    showOrders({ body: { ordersArr: [] } });
    expect(await screen.findByRole('heading', { name: 'No order Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the 500 view when the history cannot load', async () => {
    showOrders({ status: 500, body: { message: 'Internal Server Error' } });
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order History' })).not.toBeInTheDocument();
  });
});
