import { screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmPopup, showPopup } from './popup';

afterEach(() => {
  Swal.close();
});

describe('popups', () => {
  it('labels the button of an error popup that names no button text', async () => {
    void showPopup({ icon: 'error', title: 'Oops!', text: 'Invalid Credentials' });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toBeVisible());
  });

  it('keeps the texts a question was given for its two buttons', async () => {
    void confirmPopup({ title: 'Logout?', confirmButtonText: 'Yes, log out', cancelButtonText: 'Stay' });
    expect(await screen.findByRole('button', { name: 'Yes, log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
  });

  it('falls back to the library labels for a question without button texts', async () => {
    void confirmPopup({ title: 'Sure?' });
    expect(await screen.findByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
