import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import type { ProfileUser } from '../types';
import { ProfilePanel } from './profile-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  Swal.close(); // a toast or question of one test must not sit over the next
});

function renderPanel(user: ProfileUser = testUser()) {
  const onClose = vi.fn();
  const onProfileSaved = vi.fn();
  const onLogout = vi.fn();
  const rendered = renderWithRouter(
    <ProfilePanel open onClose={onClose} user={user} onProfileSaved={onProfileSaved} onLogout={onLogout} />,
  );
  return {
    ...rendered,
    onClose,
    onProfileSaved,
    onLogout,
    panel: screen.getByRole('dialog', { name: 'My Account' }),
  };
}

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ProfilePanel', () => {
  it('shows the name, email, phone and address in view mode', () => {
    renderPanel(testUser({ address: '' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(detail('Name')).toBe('Asha Rao');
    expect(detail('Email')).toBe('asha@example.com');
    expect(detail('Phone Number')).toBe('9876543210');
    expect(detail('Address')).toBe('Not set');
  });

  it('edits with the e-mail read-only, and Cancel restores the saved details', async () => {
    const calls = mockApi({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(detail('Name')).toBe('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    expect(calls).toEqual([]);
  });

  it('saves only the fields a user may change and hands back the updated user', async () => {
    const updatedUser = testUser({ name: 'Asha R.', phoneNumber: '01122334455', address: '7 Park Street' });
    const calls = mockApi({
      'POST /api/user/update-profile': { body: { message: 'Profile updated successfully', updatedUser } },
    });
    const { user, onProfileSaved } = renderPanel();
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

    await waitFor(() => expect(onProfileSaved).toHaveBeenCalledWith(updatedUser));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ name: 'Asha R.', phoneNumber: '01122334455', address: '7 Park Street' });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('refuses a phone number longer than 11 characters', async () => {
    const calls = mockApi({});
    const { user } = renderPanel(testUser({ phoneNumber: '+91 98765 4321' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    // The input takes no more than 11 characters …
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveAttribute('maxLength', '11');
    // … and a longer saved number (typed in before the limit existed) is refused on save.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone Number must be at most 11 characters');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '1234567890123');
    expect(phone).toHaveValue('12345678901');
  });

  it('refuses an empty name', async () => {
    const calls = mockApi({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required!');
    expect(calls).toEqual([]);
  });

  it('shows Oops! Error {status} with the server message when saving fails, and stays in edit mode', async () => {
    mockApi({
      'POST /api/user/update-profile': {
        status: 400,
        body: { message: 'Email cannot be changed until the new address is verified' },
      },
    });
    const { user, onProfileSaved } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Oops! Error 400' })).toBeInTheDocument();
    expect(screen.getByText('Email cannot be changed until the new address is verified')).toBeInTheDocument();
    expect(onProfileSaved).not.toHaveBeenCalled();
  });

  it('offers a consumer the BecomeASeller placeholder in the upload tab', async () => {
    const { user, onClose } = renderPanel(testUser({ userType: 'consumer' }));
    await user.click(screen.getByRole('tab', { name: 'Upload' }));

    const tabPanel = screen.getByRole('tabpanel', { name: 'Upload' });
    expect(within(tabPanel).getByRole('heading', { name: 'Become a Seller' })).toBeInTheDocument();
    const link = within(tabPanel).getByRole('link', { name: 'Register as a seller' });
    expect(link).toHaveAttribute('href', '/seller-registration');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a seller the product upload form and a wish list placeholder', async () => {
    const { user } = renderPanel(testUser({ userType: 'seller' }));
    await user.click(screen.getByRole('tab', { name: 'Upload' }));
    const tabPanel = screen.getByRole('tabpanel', { name: 'Upload' });
    expect(within(tabPanel).getByRole('form', { name: 'Product upload' })).toBeInTheDocument();
    expect(within(tabPanel).getByRole('button', { name: 'Upload Product' })).toBeInTheDocument();
    expect(screen.queryByText('Become a Seller')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wish List' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your Wish List' })).toBeInTheDocument();
  });

  it('closes on Escape and focuses its close button on opening', async () => {
    const { user, onClose } = renderPanel();
    expect(screen.getByRole('button', { name: 'Close profile panel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('logs out only after the question is confirmed', async () => {
    const { user, onLogout, panel } = renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Are you Leaving?' })).toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });
});
