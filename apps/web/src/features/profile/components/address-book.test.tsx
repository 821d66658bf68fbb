// issue 21, part 3 on My Account: the address book — listed with the default marked, added and edited with
// checkout's address fields under the API's schema, deleted after a question, and made the default.
import type { Address } from '@bazaar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressBook } from './address-book';
import { signInAs, testUser, type MockCall, type MockRoute } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';

const home: Address = {
  id: 'a1',
  fullName: 'Asha Rao',
  phoneNumber: '+91 98765 43210',
  addressLine1: '42 MG Road',
  addressLine2: 'Flat 12B',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
  isDefault: true,
};
const office: Address = {
  ...home,
  id: 'a2',
  fullName: 'Asha Rao (office)',
  addressLine1: '7 Residency Road',
  addressLine2: '',
  isDefault: false,
};

afterEach(() => document.querySelector('.swal2-container')?.remove());

/** The book as a server would keep it: the default first, each change answering the whole book. */
function renderBook(start: Address[], overrides: Record<string, MockRoute> = {}) {
  let book = [...start];
  let next = 10;
  const ordered = () => [...book.filter((a) => a.isDefault), ...book.filter((a) => !a.isDefault)];
  const setDefault = (id: string) => {
    book = book.map((a) => ({ ...a, isDefault: a.id === id }));
  };
  const calls = signInAs(testUser(), {
    'GET /api/user/addresses': () => ({ body: { addresses: ordered() } }),
    'POST /api/user/addresses': (body) => {
      const { isDefault, ...parts } = body as Address;
      const address = { ...parts, id: `a${next++}`, isDefault: false };
      book = [address, ...book];
      if (isDefault || book.length === 1) setDefault(address.id);
      return {
        status: 201,
        body: {
          message: 'Address saved',
          address: book.find((a) => a.id === address.id),
          addresses: ordered(),
        },
      };
    },
    ...Object.fromEntries(
      start.map((address) => [
        `PUT /api/user/addresses/${address.id}`,
        (body: unknown) => {
          const { isDefault, ...parts } = body as Address;
          book = book.map((a) => (a.id === address.id ? { ...a, ...parts } : a));
          if (isDefault) setDefault(address.id);
          return {
            body: {
              message: 'Address saved',
              address: book.find((a) => a.id === address.id),
              addresses: ordered(),
            },
          };
        },
      ]),
    ),
    ...Object.fromEntries(
      start.map((address) => [
        `DELETE /api/user/addresses/${address.id}`,
        () => {
          const gone = book.find((a) => a.id === address.id);
          book = book.filter((a) => a.id !== address.id);
          if (gone?.isDefault && book[0]) setDefault(book[0].id);
          return { body: { message: 'Address deleted', addresses: ordered() } };
        },
      ]),
    ),
    ...overrides,
  });
  return { calls, ...renderWithRouter(<AddressBook />, { initialPath: '/profile' }) };
}

const entries = async () =>
  within(await screen.findByRole('list', { name: 'Your saved addresses' })).getAllByRole('listitem');
const entry = async (name: string) => screen.findByRole('listitem', { name });
const sent = (calls: MockCall[], method: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith('/api/user/addresses'));

describe('AddressBook', () => {
  it('lists the saved addresses, the default first and marked, with Set as default only on the others', async () => {
    renderBook([home, office]);
    const [first, second] = await entries();
    expect(first).toHaveAccessibleName('Asha Rao, 42 MG Road');
    expect(within(first as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).queryByRole('button', { name: 'Set as default' }),
    ).not.toBeInTheDocument();
    expect(second).toHaveAccessibleName('Asha Rao (office), 7 Residency Road');
    expect(within(second as HTMLElement).queryByText('Default')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Set as default' })).toBeInTheDocument();
    expect(screen.getByText('2 of 20 saved')).toBeInTheDocument();
  });

  it('says so when nothing is saved, and the first address added becomes the default', async () => {
    const { user, calls } = renderBook([]);
    expect(await screen.findByText(/No address saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByLabelText(/Full Name/)).toHaveFocus();
    // the first address is the default anyway: nothing to tick
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Full Name/), 'Meera Nair');
    await user.type(within(form).getByLabelText(/Phone Number/), '98765-43210');
    await user.type(within(form).getByLabelText(/Address Line 1/), 'Flat 9C, Lotus Lane');
    await user.type(within(form).getByLabelText(/City/), 'Pune');
    await user.type(within(form).getByLabelText(/State/), 'Maharashtra');
    await user.type(within(form).getByLabelText(/Country/), 'India');
    await user.type(within(form).getByLabelText(/Pin Code/), '411001');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const [saved] = await entries();
    expect(saved).toHaveAccessibleName('Meera Nair, Flat 9C, Lotus Lane');
    expect(within(saved as HTMLElement).getByText('Flat 9C, Lotus Lane')).toBeInTheDocument();
    expect(within(saved as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      fullName: 'Meera Nair',
      phoneNumber: '98765-43210',
      addressLine1: 'Flat 9C, Lotus Lane',
      addressLine2: '',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pinCode: '411001',
      isDefault: false,
    });
  });

  it("checks the form with the API's rules before sending anything", async () => {
    const { user, calls } = renderBook([home]);
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    // Cancel gives the focus back to the button that opened the form
    await user.click(
      within(screen.getByRole('form', { name: 'New address' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.getByRole('button', { name: 'Add a new address' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText(/Phone Number/), '98765abc10');
    await user.type(within(form).getByLabelText(/Pin Code/), '56001');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Full Name is required.')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Phone Number must be 10 to 13 digits, with an optional leading + and spaces or hyphens between.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Pin Code must be 6 digits.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Pin Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls, 'POST')).toHaveLength(0);
  });

  it('shows a 400 naming a field under that field, and a full book in a popup', async () => {
    let answer = { status: 400, body: { message: 'Pin Code must be 6 digits.', field: 'pinCode' } };
    const { user } = renderBook([home], { 'POST /api/user/addresses': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    for (const [label, text] of [
      [/Full Name/, 'Ravi'],
      [/Phone Number/, '9876543210'],
      [/Address Line 1/, '1 Park Street'],
      [/City/, 'Kolkata'],
      [/State/, 'West Bengal'],
      [/Country/, 'India'],
      [/Pin Code/, '700016'],
    ] as const) {
      await user.type(within(form).getByLabelText(label), text);
    }
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Pin Code must be 6 digits.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Pin Code/)).toHaveFocus();

    answer = {
      status: 400,
      body: { message: 'You can keep at most 20 addresses. Delete one to add another.', field: 'addresses' },
    };
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('heading', { name: 'Oops! Error 400' })).toBeInTheDocument();
    expect(
      screen.getByText('You can keep at most 20 addresses. Delete one to add another.'),
    ).toBeInTheDocument();
    // what was typed stays, to try again after deleting one
    expect(within(form).getByLabelText(/Address Line 1/)).toHaveValue('1 Park Street');
  });

  it('edits an address in the same form, filled with it, and shows it as saved', async () => {
    const { user, calls } = renderBook([home, office]);
    await user.click(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByRole('button', { name: 'Edit' }),
    );
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText(/Address Line 1/)).toHaveValue('7 Residency Road');
    expect(within(form).getByLabelText(/Phone Number/)).toHaveValue('+91 98765 43210');
    await user.clear(within(form).getByLabelText(/City/));
    await user.type(within(form).getByLabelText(/City/), 'Mysuru');
    await user.click(within(form).getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const [first, second] = await entries();
    expect(first).toHaveAccessibleName('Asha Rao (office), 7 Residency Road');
    expect(within(first as HTMLElement).getByText('Mysuru, Karnataka 560001')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('Default')).not.toBeInTheDocument();
    // the focus goes back to the card's Edit, not to the top of the page
    expect(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByRole('button', { name: 'Edit' }),
    ).toHaveFocus();
    expect(sent(calls, 'PUT')[0]).toMatchObject({
      path: '/api/user/addresses/a2',
      body: { addressLine1: '7 Residency Road', city: 'Mysuru', isDefault: true },
    });
  });

  it('makes another address the default', async () => {
    const { user, calls } = renderBook([home, office]);
    await user.click(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByRole('button', {
        name: 'Set as default',
      }),
    );
    await waitFor(async () =>
      expect((await entries())[0]).toHaveAccessibleName('Asha Rao (office), 7 Residency Road'),
    );
    expect(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByText('Default'),
    ).toBeInTheDocument();
    expect(within(await entry('Asha Rao, 42 MG Road')).queryByText('Default')).not.toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({
      fullName: 'Asha Rao (office)',
      phoneNumber: '+91 98765 43210',
      addressLine1: '7 Residency Road',
      addressLine2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560001',
      country: 'India',
      isDefault: true,
    });
  });

  it('deletes only after the question, and the default then moves as the API says', async () => {
    const { user, calls } = renderBook([home, office]);
    await user.click(within(await entry('Asha Rao, 42 MG Road')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Delete this address?' })).toBeInTheDocument();
    expect(screen.getByText(/the newest of your other addresses becomes the default/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByText('Delete this address?')).not.toBeInTheDocument());
    expect(sent(calls, 'DELETE')).toHaveLength(0);
    expect(await entries()).toHaveLength(2);

    await user.click(within(await entry('Asha Rao, 42 MG Road')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    expect(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByText('Default'),
    ).toBeInTheDocument();
    expect(sent(calls, 'DELETE').map((call) => call.path)).toEqual(['/api/user/addresses/a1']);
  });

  it('shows the answer when an address is already gone, and the book as it is now', async () => {
    let gone = false;
    const { user } = renderBook([home, office], {
      'GET /api/user/addresses': () => ({ body: { addresses: gone ? [home] : [home, office] } }),
      'PUT /api/user/addresses/a2': () => {
        gone = true;
        return { status: 404, body: { message: 'Address not found' } };
      },
    });
    await user.click(
      within(await entry('Asha Rao (office), 7 Residency Road')).getByRole('button', {
        name: 'Set as default',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Error 404' })).toBeInTheDocument();
    expect(screen.getByText('Address not found')).toBeInTheDocument();
    await waitFor(async () => expect(await entries()).toHaveLength(1));
  });

  it('offers no new address once 20 are saved, and says why', async () => {
    const many = Array.from({ length: 20 }, (_, n) => ({
      ...office,
      id: `m${n}`,
      addressLine1: `${n + 1} Park Street`,
      isDefault: n === 0,
    }));
    renderBook(many);
    expect(await screen.findByText('20 of 20 saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a new address' })).toBeDisabled();
    expect(
      screen.getByText('You can keep at most 20 addresses. Delete one to add another.'),
    ).toBeInTheDocument();
  });
});
