import { screen, waitFor } from '@testing-library/react';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showPopup, showToast } from '../../../components/popup';
import { RequireRole } from '../../../lib/auth/guards';
import { signInAs, testUser, type MockReply } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { testSeller } from '../../../test/seller-fixtures';
import { SellerRegistrationPage } from './seller-registration-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// The page behind the role guards as the router wires them.
const routes: RouteObject[] = [
  {
    element: <RequireRole role="consumer" />,
    children: [{ path: 'seller-registration', element: <SellerRegistrationPage /> }],
  },
  {
    path: 'seller',
    element: <RequireRole role="seller" />,
    children: [
      { index: true, element: <Navigate to="/seller/dashboard" replace /> },
      { path: 'dashboard', element: <h1>Dashboard Overview</h1> },
    ],
  },
];

const seller = testSeller;

function renderPage(register: MockReply = { status: 201, body: { message: 'Seller Registered', seller } }) {
  let role: 'consumer' | 'seller' = 'consumer';
  const calls = signInAs(testUser(), {
    'POST /api/user/profile': () => ({ body: { userDetail: testUser({ userType: role }) } }),
    'POST /api/seller/register': () => {
      if (register.status === 201) role = 'seller';
      return register;
    },
  });
  return { ...renderRoutes(routes, { initialPath: '/seller-registration' }), calls };
}

type User = ReturnType<typeof renderRoutes>['user'];

const field = (name: string) => screen.getByRole('textbox', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });

async function fill(user: User, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
}

async function fillBusiness(user: User) {
  await fill(user, {
    'Business Name': 'Rao Traders',
    'Business Type': 'Retail',
    'Phone Number': '9876543210',
    'Email Address': 'shop@rao.example',
    'Address Line 1': '12 MG Road',
    City: 'Pune',
    State: 'Maharashtra',
    'Pin Code': '411001',
    Country: 'India',
  });
}

async function fillLegal(user: User) {
  await fill(user, { 'PAN Number': 'ABCDE1234F', 'GST Number': '27ABCDE1234F1Z0' });
}

async function fillFinancial(user: User) {
  await fill(user, {
    'Bank Account Number': '1234567890',
    'Bank Name': 'State Bank',
    'IFSC Code': 'SBIN0001234',
  });
}

describe('SellerRegistrationPage', () => {
  it('starts on Business Information with Previous disabled, and Next refuses an incomplete tab', async () => {
    const { user, calls } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Seller Registration' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Business Information');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Business Name is required')).toBeInTheDocument();
    expect(screen.getByText('Pin Code is required')).toBeInTheDocument();
    expect(field('Business Name')).toHaveAccessibleDescription('Business Name is required');
    expect(selectedTab()).toHaveTextContent('Business Information');

    // A later tab cannot be reached by its header either while this one is invalid.
    await user.click(screen.getByRole('tab', { name: /Financial Information/ }));
    expect(selectedTab()).toHaveTextContent('Business Information');
    expect(calls.filter((call) => call.path === '/api/seller/register')).toEqual([]);

    // Once the tab is complete, Next moves on.
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveTextContent('Legal Information');
  });

  it('refuses a phone number and a bank account number that are not digits, under their fields', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Seller Registration' });
    await fillBusiness(user);
    await fill(user, { 'Phone Number': '98765 abcde' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone Number must be 10 to 13 digits')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAccessibleDescription('Phone Number must be 10 to 13 digits');
    expect(selectedTab()).toHaveTextContent('Business Information');

    await fill(user, { 'Phone Number': '+91 98765 43210' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillLegal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillFinancial(user);
    await fill(user, { 'Bank Account Number': 'SBI savings' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Bank Account Number must be 9 to 18 digits')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Financial Information');
  });

  it('checks formats on the Legal tab, keeps typed values on Previous, and shows Submit on the last tab', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Seller Registration' });
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveTextContent('Legal Information');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await fill(user, { 'PAN Number': 'ABC123', 'GST Number': '22ABCDE1234F1X5' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid PAN Number format')).toBeInTheDocument();
    expect(screen.getByText('Invalid GST Number format')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Legal Information');

    // The server's GSTIN rules, shown before Next moves on: the state code (Maharashtra is 27), a typo, the PAN.
    await fill(user, { 'PAN Number': 'abcde1234f', 'GST Number': '29abcde1234f1zw' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('GST Number must start with 27, the state code of Maharashtra'),
    ).toBeInTheDocument();
    await fill(user, { 'GST Number': '27ABCDE1234F1Z9' });
    expect(await screen.findByText('GST Number is not valid: check it for a typo')).toBeInTheDocument();
    await fill(user, { 'PAN Number': 'ABCDE1234G', 'GST Number': '27ABCDE1234F1Z0' });
    expect(
      await screen.findByText('GST Number must contain the PAN Number (characters 3 to 12)'),
    ).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Legal Information');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(field('Business Name')).toHaveValue('Rao Traders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillLegal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveTextContent('Financial Information');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows Seller Registration Failed! with the server message and stays on the form', async () => {
    const { user, history } = renderPage({
      status: 400,
      body: { message: 'Seller with this user ID or email address already exists.' },
    });
    await screen.findByRole('heading', { name: 'Seller Registration' });
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillLegal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillFinancial(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(showPopup).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Seller Registration Failed!',
        text: 'Seller with this user ID or email address already exists.',
      }),
    );
    expect(history.location.pathname).toBe('/seller-registration');
    expect(field('Bank Name')).toHaveValue('State Bank');
  });

  it('registers the business and takes the new seller straight to the dashboard', async () => {
    const { user, history, calls } = renderPage();
    await screen.findByRole('heading', { name: 'Seller Registration' });
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillLegal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillFinancial(user);
    await user.type(field('IFSC Code'), '{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller/dashboard');
    expect(showToast).toHaveBeenCalledWith('success', 'Seller Registration Successful!');
    expect(calls.find((call) => call.path === '/api/seller/register')?.body).toMatchObject({
      businessName: 'Rao Traders',
      panNumber: 'ABCDE1234F',
      pinCode: '411001',
      ifscCode: 'SBIN0001234',
    });
  });
});
