import type { SellerDashboard } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { SellerDashboardPage } from './seller-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** 30 days of sales ending 2026-11-23: nothing but two days. */
function salesByDay(): NonNullable<SellerDashboard['salesByDay']> {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10);
    if (date === '2026-11-20') return { date, total: 123456, orders: 2 };
    if (date === '2026-11-02') return { date, total: 999.5, orders: 1 };
    return { date, total: 0, orders: 0 };
  });
}

function dashboard(overrides: Partial<SellerDashboard> = {}): SellerDashboard {
  return {
    totalSales: [{ total: 124455.5 }],
    totalOrder: 3,
    totalProducts: 4,
    totalCustomer: 2,
    recentOrders: [
      {
        orderId: 'ord-delivered',
        customerId: { name: 'Ravi Kumar', email: 'ravi@example.com' },
        grandTotal: 999.5,
        totalAmount: 999.5,
        orderStatus: 'delivered',
      },
      {
        orderId: 'ord-shipped',
        customerId: { name: 'Meera Shah', email: 'meera@example.com' },
        grandTotal: 123456,
        totalAmount: 123456,
        orderStatus: 'shipped',
      },
    ],
    topProducts: [{ id: 'p1', name: 'Trail Runner 2', image: '', unitsSold: 5 }],
    recentReviews: [
      {
        _id: 'r1',
        productId: 'p1',
        productName: 'Trail Runner 2',
        rating: 4,
        title: 'Comfortable',
        userName: 'Ravi Kumar',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    comparison: {
      totalSales: { current: 124455.5, previous: 0, changePercent: null },
      totalOrder: { current: 3, previous: 2, changePercent: 50 },
      totalCustomer: { current: 2, previous: 4, changePercent: -50 },
      totalProducts: { current: 4, previous: 4, changePercent: 0 },
    },
    salesByDay: salesByDay(),
    ...overrides,
  };
}

function renderDashboard(reply: SellerDashboard | { status: number; message: string }) {
  signInAs(testUser({ userType: 'seller' }), {
    'GET /api/seller/seller-dashboard':
      'status' in reply ? { status: reply.status, body: { message: reply.message } } : { body: reply },
  });
  return renderWithRouter(<SellerDashboardPage />, { initialPath: '/seller/dashboard' });
}

describe('SellerDashboardPage', () => {
  it('shows the four cards in ₹ with the comparison from last month', async () => {
    renderDashboard(dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

    expect(card('Total Sales')).toHaveTextContent('₹1,24,455.50');
    expect(card('Total Sales')).toHaveTextContent('+₹1,24,455.50 from last month');
    expect(card('Total Orders')).toHaveTextContent('3');
    expect(card('Total Orders')).toHaveTextContent('+50% from last month');
    expect(card('Total Customers')).toHaveTextContent('-50% from last month');
    expect(card('Total Products')).toHaveTextContent('0% from last month');
  });

  it('groups big counts as it groups money (12,34,567 orders), in the card and in the comparison', async () => {
    renderDashboard(
      dashboard({
        totalOrder: 1234567,
        comparison: {
          ...dashboard().comparison!,
          totalOrder: { current: 1234567, previous: 0, changePercent: null },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' });
    const card = screen.getByRole('heading', { name: 'Total Orders' }).closest('li') as HTMLElement;
    expect(within(card).getByText('12,34,567')).toBeInTheDocument();
    expect(card).toHaveTextContent('+12,34,567 from last month');
  });

  it('lists recent orders with delivered in green and any other status in yellow', async () => {
    renderDashboard(dashboard());
    const table = await screen.findByRole('table', { name: 'Recent Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ORD-DELIVERED');
    expect(rows[0]).toHaveTextContent('Ravi Kumarravi@example.com');
    expect(rows[0]).toHaveTextContent('₹999.50');
    // the status shows in its column, or under the amount on a phone (CSS picks one)
    for (const badge of within(rows[0] as HTMLElement).getAllByText('Delivered')) {
      expect(badge).toHaveAttribute('data-tone', 'success');
    }
    for (const badge of within(rows[1] as HTMLElement).getAllByText('Shipped')) {
      expect(badge).toHaveAttribute('data-tone', 'warning');
    }
    const panel = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
    expect(panel('Top Products')).toHaveTextContent('Trail Runner 25 sold');
    expect(panel('Recent Reviews')).toHaveTextContent('Trail Runner 2');
    expect(panel('Recent Reviews')).toHaveTextContent('Comfortable');
  });

  it("says 'No recent orders found.' when the seller has none", async () => {
    renderDashboard(
      dashboard({ recentOrders: [], topProducts: [], recentReviews: [], totalSales: [{ total: 0 }] }),
    );
    expect(await screen.findByText('No recent orders found.')).toBeInTheDocument();
    expect(screen.getByText('No products sold yet.')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('draws the sales of the last 30 days with a text alternative and the numbers as a table', async () => {
    renderDashboard(dashboard());
    const chart = await screen.findByRole('img', { name: /Sales in the last 30 days/ });
    expect(chart).toHaveAccessibleName(
      'Sales in the last 30 days ₹1,24,455.50 from 3 orders in the last 30 days. Best day: 20 Nov, ₹1,23,456.',
    );
    // one bar per day, the tallest reaching the top line (₹2L)
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const tallest = chart.querySelector('rect:nth-of-type(27)');
    expect(Number(tallest?.getAttribute('height'))).toBeCloseTo((123456 / 200000) * 100);
    expect(within(chart).getByText('₹2L')).toBeInTheDocument();
    expect(within(chart).getByText('Sales (₹)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '20 Nov' }).closest('tr')).toHaveTextContent(
      '20 Nov₹1,23,4562',
    );
  });

  it('shows the server message when the dashboard cannot load', async () => {
    renderDashboard({ status: 403, message: 'Only sellers may do this' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only sellers may do this');
  });
});
