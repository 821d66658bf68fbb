import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../components/popup';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { testSeller } from '../../../test/seller-fixtures';
import { SellerCustomersPage } from './seller-customers-page';
import { SellerSettingPage } from './seller-setting-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
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
  it('shows the business profile in an editable form, the bank account number masked', async () => {
    asSeller({ 'GET /api/seller/profile': { body: { seller: testSeller } } });
    renderWithRouter(<SellerSettingPage />);
    expect(await screen.findByRole('textbox', { name: /Business Name/ })).toHaveValue('Rao Traders');
    expect(screen.getByRole('textbox', { name: /GST Number/ })).toHaveValue('27ABCDE1234F1Z0');
    const bank = screen.getByRole('heading', { name: 'Bank account' }).closest('section') as HTMLElement;
    expect(bank).toHaveTextContent('XXXXXX7890 · State Bank · SBIN0001234');
    expect(within(bank).queryByRole('textbox', { name: /Bank Account Number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
  });

  it('saves a corrected address, checking it with the registration rules first', async () => {
    const calls = asSeller({
      'GET /api/seller/profile': { body: { seller: testSeller } },
      'PUT /api/seller/profile': (body) => ({
        body: {
          message: 'Business profile updated',
          seller: { ...testSeller, addressLine1: (body as { addressLine1: string }).addressLine1 },
        },
      }),
    });
    const { user } = renderWithRouter(<SellerSettingPage />);
    const gst = await screen.findByRole('textbox', { name: /GST Number/ });
    await user.clear(gst);
    await user.type(gst, '29ABCDE1234F1ZW');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('GST Number must start with 27, the state code of Maharashtra'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(gst);
    await user.type(gst, '27ABCDE1234F1Z0');
    const address = screen.getByRole('textbox', { name: /Address Line 1/ });
    await user.clear(address);
    await user.type(address, '7 FC Road');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Business profile updated'));
    const sent = calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ addressLine1: '7 FC Road', gstNumber: '27ABCDE1234F1Z0' });
    expect(sent).not.toHaveProperty('bankAccountNumber');
  });

  it('changes the bank account only with the number twice and the password, a wrong one shown under its field', async () => {
    const calls = asSeller({
      'GET /api/seller/profile': { body: { seller: testSeller } },
      'PUT /api/seller/profile': {
        status: 400,
        body: { message: 'Current password is incorrect', field: 'currentPassword' },
      },
    });
    const { user } = renderWithRouter(<SellerSettingPage />);
    await user.click(await screen.findByRole('button', { name: 'Change bank account' }));
    await user.type(screen.getByRole('textbox', { name: /^Bank Account Number/ }), '50100234567891');
    await user.type(screen.getByRole('textbox', { name: /Confirm Bank Account Number/ }), '50100234567890');
    await user.type(screen.getByRole('textbox', { name: /Bank Name/ }), 'HDFC Bank');
    await user.type(screen.getByRole('textbox', { name: /IFSC Code/ }), 'HDFC0000240');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Bank account numbers do not match')).toBeInTheDocument();
    expect(screen.getByText('Current Password is required to change the bank account')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const again = screen.getByRole('textbox', { name: /Confirm Bank Account Number/ });
    await user.clear(again);
    await user.type(again, '50100234567891');
    await user.type(screen.getByLabelText(/Current Password/), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      bankAccountNumber: '50100234567891',
      confirmBankAccountNumber: '50100234567891',
      currentPassword: 'Wrong@123',
    });
  });
});
