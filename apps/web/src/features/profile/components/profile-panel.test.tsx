import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, testUser, type MockRoute, type TestUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ProfilePanel } from './profile-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  Swal.close(); // a toast or question of one test must not sit over the next
});

/**
 * Signs `user` in (the panel reads the session, as every feature does) and opens the panel. The profile
 * call answers with the user as last saved; `calls()` lists the panel's own calls.
 */
async function renderPanel(user: TestUser = testUser(), routes: Record<string, MockRoute> = {}) {
  let current = user;
  const allCalls = signInAs(user, {
    'POST /api/user/profile': () => ({ body: { userDetail: current } }),
    ...routes,
  });
  const onClose = vi.fn();
  const onLogout = vi.fn();
  const rendered = renderWithRouter(
    <ProfilePanel
      open
      onClose={onClose}
      onLogout={onLogout}
      uploadForm={<form aria-label="Product upload" />}
    />,
  );
  const panel = screen.getByRole('dialog', { name: 'My Account' });
  await within(panel).findByText(user.email, { selector: 'dd' });
  return {
    ...rendered,
    onClose,
    onLogout,
    panel,
    /** What the server now holds, for a test whose update route saves. */
    save: (updated: TestUser) => (current = updated),
    calls: () => allCalls.filter((call) => call.path !== '/api/user/profile'),
  };
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ProfilePanel', () => {
  it('shows the name, email, phone and address of the signed-in user in view mode', async () => {
    await renderPanel(testUser({ address: '' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(detail('Name')).toBe('Asha Rao');
    expect(detail('Email')).toBe('asha@example.com');
    expect(detail('Phone Number')).toBe('9876543210');
    expect(detail('Address')).toBe('Not set');
  });

  it('edits with the e-mail read-only, and Cancel restores the saved details', async () => {
    const { user, calls } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(detail('Name')).toBe('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    expect(calls()).toEqual([]);
  });

  it('saves only the fields a user may change and shows the saved profile', async () => {
    const updatedUser = testUser({ name: 'Asha R.', phoneNumber: '01122334455', address: '7 Park Street' });
    const { user, calls, save } = await renderPanel(testUser(), {
      'POST /api/user/update-profile': () => {
        save(updatedUser);
        return { body: { message: 'Profile updated successfully', updatedUser } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Asha R. ');
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.clear(phone);
    await user.type(phone, '01122334455');
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '7 Park Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.body).toEqual({
      name: 'Asha R.',
      phoneNumber: '01122334455',
      address: '7 Park Street',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(detail('Name')).toBe('Asha R.'));
    expect(detail('Phone Number')).toBe('01122334455');
    expect(detail('Address')).toBe('7 Park Street');
  });

  it('refuses a phone number longer than 11 characters', async () => {
    const { user, calls } = await renderPanel(testUser({ phoneNumber: '+91 98765 4321' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    // The input takes no more than 11 characters …
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveAttribute('maxLength', '11');
    // … and a longer saved number (typed in before the limit existed) is refused on save.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone Number must be at most 11 characters');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone Number must be at most 11 characters');
    expect(calls()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '1234567890123');
    expect(phone).toHaveValue('12345678901');
  });

  it('refuses a phone number with letters and names the rule under the field', async () => {
    const { user, calls } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.clear(phone);
    await user.type(phone, '98abc-xyz');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const rule = 'Phone Number may contain only digits, spaces, hyphens and a leading +';
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(rule);
    expect(calls()).toEqual([]);
  });

  it('refuses an empty name', async () => {
    const { user, calls } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required!');
    expect(calls()).toEqual([]);
  });

  it('shows Oops! Error {status} with the server message when saving fails, and stays in edit mode', async () => {
    const { user } = await renderPanel(testUser(), {
      'POST /api/user/update-profile': {
        status: 400,
        body: { message: 'Email cannot be changed until the new address is verified' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Oops! Error 400' })).toBeInTheDocument();
    expect(screen.getByText('Email cannot be changed until the new address is verified')).toBeInTheDocument();
    // still editing (under the popup, which hides the page from assistive technology while it is open)
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeInTheDocument();
  });

  it('offers a consumer the BecomeASeller placeholder in the upload tab', async () => {
    const { user, onClose } = await renderPanel(testUser({ userType: 'consumer' }));
    await user.click(screen.getByRole('tab', { name: 'Upload' }));

    const tabPanel = screen.getByRole('tabpanel', { name: 'Upload' });
    expect(within(tabPanel).getByRole('heading', { name: 'Become a Seller' })).toBeInTheDocument();
    expect(within(tabPanel).queryByRole('form', { name: 'Product upload' })).not.toBeInTheDocument();
    const link = within(tabPanel).getByRole('link', { name: 'Register as a seller' });
    expect(link).toHaveAttribute('href', '/seller-registration');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a seller the upload form it was given, and an empty wish list as such', async () => {
    const { user } = await renderPanel(testUser({ userType: 'seller' }), {
      'POST /api/user/get-wishlist': { status: 204 },
    });
    await user.click(screen.getByRole('tab', { name: 'Upload' }));
    const tabPanel = screen.getByRole('tabpanel', { name: 'Upload' });
    expect(within(tabPanel).getByRole('form', { name: 'Product upload' })).toBeInTheDocument();
    expect(screen.queryByText('Become a Seller')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Your Wish List' })).toBeInTheDocument();
  });

  it('closes on Escape and focuses its close button on opening', async () => {
    const { user, onClose } = await renderPanel();
    expect(screen.getByRole('button', { name: 'Close profile panel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('logs out only after the question is confirmed', async () => {
    const { user, onLogout, panel } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Are you Leaving?' })).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });
});
