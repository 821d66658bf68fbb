import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { testSeller } from '../../../test/seller-fixtures';
import { SellerCustomersPage } from './seller-customers-page';
import { SellerSettingPage } from './seller-setting-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asSeller = (routes: Parameters<typeof signInAs>[1]) =>
  signInAs(testUser({ userType: 'seller' }), routes);

describe('SellerCustomersPage', () => {
  it('lists each buyer with the e-mail, order count and total spent in ₹', async () => {
    asSeller({
      'GET /api/seller/customers': {
        body: {
          customers: [
            { id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.com', orderCount: 3, totalSpent: 123456.5 },
          ],
        },
      },
    });
    renderWithRouter(<SellerCustomersPage />);
    const row = (await screen.findByRole('rowheader', { name: /Ravi Kumar/ })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['ravi@example.com', '3', '₹1,23,456.50']);
  });

  it('says so when nobody has ordered yet', async () => {
    asSeller({ 'GET /api/seller/customers': { body: { customers: [] } } });
    renderWithRouter(<SellerCustomersPage />);
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
  });
});

describe('SellerSettingPage', () => {
  it('shows the business profile with the bank account number masked', async () => {
    asSeller({
      'GET /api/seller/profile': {
        body: {
          seller: testSeller,
        },
      },
    });
    renderWithRouter(<SellerSettingPage />);
    expect(await screen.findByText('Rao Traders')).toBeInTheDocument();
    // No 'Contact support': Bazaar has no support channel to point to.
    expect(screen.getByText('Your business as registered. These details are read-only.')).toBeInTheDocument();
    const bank = screen.getByRole('heading', { name: 'Bank account' }).closest('section') as HTMLElement;
    expect(bank).toHaveTextContent('Bank Account NumberXXXXXX7890');
    expect(bank).toHaveTextContent('IFSC CodeSBIN0001234');
    expect(screen.getAllByText('Not given')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  });
});
