import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the server sends a landing page: the first render's answers in a JSON data block. */
function sendPageWith(answers: { url: string; body: unknown }[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}

function mockFetch(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The http module as a new page loads it (the answers are read once per page). */
async function newPage() {
  vi.resetModules();
  return import('./http');
}

const bestSellers = '/api/product/best-sellers';
const sent = { products: [{ id: 'p1', name: 'Sent with the page' }] };
const fromServer = { products: [{ id: 'p2', name: 'From the server' }] };

afterEach(() => {
  document.getElementById('first-answers')?.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers sent with the page', () => {
  it("answer a visitor's first request for their URL without a round trip, once; then the server answers", async () => {
    sendPageWith([{ url: bestSellers, body: sent }]);
    const fetchMock = mockFetch(fromServer);
    const { request } = await newPage();

    await expect(request(bestSellers)).resolves.toEqual(sent);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(request(bestSellers)).resolves.toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answer only their exact URL: another query goes to the server', async () => {
    sendPageWith([{ url: '/api/product/get-all-products?searchCategory=books&page=1&limit=20', body: sent }]);
    const fetchMock = mockFetch(fromServer);
    const { request } = await newPage();

    await expect(
      request('/api/product/get-all-products', { query: { searchCategory: 'books', page: 2, limit: 20 } }),
    ).resolves.toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(
      request('/api/product/get-all-products', { query: { searchCategory: 'books', page: 1, limit: 20 } }),
    ).resolves.toEqual(sent);
  });

  it("are not a signed-in shopper's: their request asks the server (it carries their wishlist flags)", async () => {
    sendPageWith([{ url: bestSellers, body: sent }]);
    localStorage.setItem('AuthToken', 'tok');
    const fetchMock = mockFetch(fromServer);
    const { request } = await newPage();

    await expect(request(bestSellers)).resolves.toEqual(fromServer);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('are used only while the page is new: later the server answers', async () => {
    sendPageWith([{ url: bestSellers, body: sent }]);
    const fetchMock = mockFetch(fromServer);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { request } = await newPage();

    await expect(request(bestSellers)).resolves.toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
