import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './profile-page';
import { productCard } from '../../../test/catalog-fixtures';
import { signInAs, testUser, type MockRoute } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';

const asha = testUser({
  name: 'Asha Rao',
  email: 'asha@example.com',
  shippingAddress: {
    addressLine1: '12 mg road',
    addressLine2: '',
    country: 'india',
    state: 'karnataka',
    city: 'bengaluru',
    pinCode: '560001',
    isDefaultShippingAddress: true,
  },
});

const order = (orderId: string, status: string, day: number) => ({
  orderId,
  id: orderId,
  orderDate: { day, month: 3, year: 2026 },
  totalAmount: 660,
  orderStatus: status,
  isInvoiceUploaded: false,
  orderItems: [
    {
      productId: 'p1',
      productImage: '/media/p1.webp',
      productName: 'Paper Kite',
      productDescription: 'A kite',
      price: 200,
      quantity: 3,
    },
  ],
});

async function renderAccount(user = asha, routes: Record<string, MockRoute> = {}, initialPath = '/profile') {
  signInAs(user, {
    'POST /api/order/get-all-order': { body: { ordersArr: [] } },
    'POST /api/user/get-wishlist': { status: 204 },
    'GET /api/user/addresses': { body: { addresses: [] } },
    ...routes,
  });
  const view = renderWithRouter(<ProfilePage />, { initialPath });
  // The page waits for the signed-in user.
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ProfilePage', () => {
  it("shows the signed-in shopper's own details, and no sample data", async () => {
    await renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    const details = section('Personal Information');
    expect(within(details).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(details).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(/Aarav|ORD-10|Lotus Residency/)).not.toBeInTheDocument();
  });

  it('lists the three most recent orders, each linking to its detail', async () => {
    await renderAccount(asha, {
      'POST /api/order/get-all-order': {
        body: {
          ordersArr: [
            order('o4', 'order placed', 20),
            order('o3', 'cancelled', 18),
            order('o2', 'delivered', 10),
            order('o1', 'delivered', 2),
          ],
        },
      },
    });
    const orders = section('Recent Orders');
    const links = await within(orders).findAllByRole('link', { name: /^Order Number/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/order/o4', '/order/o3', '/order/o2']);
    expect(within(orders).getByText('Cancelled')).toBeInTheDocument();
    expect(within(orders).getAllByText('3 items · March 20, 2026')).toHaveLength(1);
    expect(within(orders).getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/orders');
  });

  it('says so when there is no order, no saved address and nothing saved', async () => {
    await renderAccount(testUser({ shippingAddress: null }));
    expect(
      await within(section('Recent Orders')).findByText(/You have not ordered anything yet/),
    ).toBeInTheDocument();
    expect(await within(section('Saved Addresses')).findByText(/No address saved yet/)).toBeInTheDocument();
    expect(await within(section('Wishlist')).findByText('Your Wish List')).toBeInTheDocument();
  });

  it('shows the address book, the default marked, and the wishlist', async () => {
    await renderAccount(asha, {
      'POST /api/user/get-wishlist': {
        body: { wishListProducts: [productCard({ id: 'k1', name: 'Paper Kite' })] },
      },
      'GET /api/user/addresses': {
        body: {
          addresses: [
            {
              id: 'a1',
              fullName: 'Asha Rao',
              phoneNumber: '9876543210',
              addressLine1: '12 MG Road',
              addressLine2: '',
              city: 'Bengaluru',
              state: 'Karnataka',
              pinCode: '560001',
              country: 'India',
              isDefault: true,
            },
          ],
        },
      },
    });
    const address = section('Saved Addresses');
    const saved = await within(address).findByRole('listitem', { name: 'Asha Rao, 12 MG Road' });
    expect(within(saved).getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(within(saved).getByText('Default')).toBeInTheDocument();
    expect(within(address).getByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
    expect(await within(section('Wishlist')).findByRole('link', { name: 'Paper Kite' })).toHaveAttribute(
      'href',
      '/product/k1',
    );
  });

  it('jumps to each section from the sidebar', async () => {
    await renderAccount();
    const sidebar = await screen.findByRole('navigation', { name: 'Profile sections' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile Overview', '#overview'],
      ['Orders', '#orders'],
      ['Wishlist', '#wishlist'],
      ['Addresses', '#addresses'],
    ]);
  });

  it("scrolls to the section a link names, as the footer's Wishlist does", async () => {
    const scrolled: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    await renderAccount(asha, {}, '/profile#wishlist');
    expect(scrolled).toEqual(['wishlist']);
    spy.mockRestore();
  });
});
