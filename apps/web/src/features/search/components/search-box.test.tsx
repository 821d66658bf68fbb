import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { SearchBox } from './search-box';

function setup(history?: string[]) {
  if (history) localStorage.setItem('searchHistory', JSON.stringify(history));
  const view = renderWithRouter(
    <div>
      <SearchBox />
      <p>Outside</p>
    </div>,
  );
  const input = screen.getByRole('searchbox', { name: 'Search products' });
  const location = () => `${view.history.location.pathname}${view.history.location.search}`;
  const storedHistory = () => JSON.parse(localStorage.getItem('searchHistory') ?? '[]') as unknown;
  return { ...view, input, location, storedHistory };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const suggestions = {
  suggestions: [
    { kind: 'product', text: 'Aurora Wireless Headphones', id: 'p1' },
    { kind: 'category', text: 'headphones', category: 'headphones' },
  ],
};

describe('SearchBox', () => {
  it('ignores empty and whitespace-only text', async () => {
    const { user, input, location } = setup();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(input, '   {Enter}');

    expect(location()).toBe('/');
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('goes to /products with the trimmed, URL-encoded text', async () => {
    const { user, input, location } = setup();

    await user.type(input, '  shoes & socks ?{Enter}');

    expect(location()).toBe('/products?q=shoes%20%26%20socks%20%3F');
    expect(input).toHaveValue('shoes & socks ?');
  });

  it('records searches newest first without duplicates', async () => {
    const { user, input, storedHistory } = setup();

    for (const term of ['phone', 'laptop', ' phone ']) {
      await user.clear(input);
      await user.type(input, `${term}{Enter}`);
    }

    expect(storedHistory()).toEqual(['phone', 'laptop']);
  });

  it('opens the past searches on focus, newest first', async () => {
    const { user, input } = setup(['camera', 'tripod']);
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();

    await user.click(input);

    const list = screen.getByRole('list', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['camera', 'tripod']);
  });

  it('searches a past entry when it is clicked, moves it to the top and closes the list', async () => {
    const { user, input, location, storedHistory } = setup(['camera', 'tripod']);

    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'tripod' }));

    expect(location()).toBe('/products?q=tripod');
    expect(storedHistory()).toEqual(['tripod', 'camera']);
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('closes the list after a search', async () => {
    const { user, input } = setup(['camera']);

    await user.type(input, 'lens');
    expect(screen.getByRole('list', { name: 'Recent searches' })).toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('deletes one entry with its delete button and keeps the others', async () => {
    const { user, input, storedHistory } = setup(['camera', 'tripod', 'lens']);

    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Remove "tripod" from recent searches' }));

    expect(storedHistory()).toEqual(['camera', 'lens']);
    const list = screen.getByRole('list', { name: 'Recent searches' });
    expect(within(list).queryByText('tripod')).not.toBeInTheDocument();
  });

  it('closes the list on a click outside', async () => {
    const { user, input } = setup(['camera']);

    await user.click(input);
    expect(screen.getByRole('list', { name: 'Recent searches' })).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));

    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('survives a corrupted history in storage', async () => {
    localStorage.setItem('searchHistory', '{not json');
    const { user, input, storedHistory } = setup();

    await user.type(input, 'watch{Enter}');

    expect(storedHistory()).toEqual(['watch']);
  });

  it('suggests products and categories for what is typed, asking once typing pauses', async () => {
    const calls = mockApi({ 'GET /api/product/suggest': { body: suggestions } });
    const { user, input } = setup(['camera']);

    await user.type(input, 'headph');

    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aurora Wireless Headphones', 'headphonesCategory']);
    expect(screen.getByRole('list', { name: 'Recent searches' })).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/api/product/suggest');
    expect(asked.length).toBeLessThan('headph'.length);
  });

  it("opens a suggested product's page and closes the dropdown", async () => {
    mockApi({ 'GET /api/product/suggest': { body: suggestions } });
    const { user, input, location } = setup();

    await user.type(input, 'aur');
    await user.click(await screen.findByRole('button', { name: 'Aurora Wireless Headphones' }));

    expect(location()).toBe('/product/p1');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });

  it("opens a suggested category's product list", async () => {
    mockApi({ 'GET /api/product/suggest': { body: suggestions } });
    const { user, input, location } = setup();

    await user.type(input, 'head');
    await user.click(await screen.findByRole('button', { name: /^headphones/ }));

    expect(location()).toBe('/products?category=headphones');
  });

  it('shows only the past searches while the suggestion call fails', async () => {
    mockApi({ 'GET /api/product/suggest': { status: 500, body: { message: 'Something went wrong' } } });
    const { user, input } = setup(['camera']);

    await user.type(input, 'cam');

    expect(await screen.findByRole('list', { name: 'Recent searches' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });
});
