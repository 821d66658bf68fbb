import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@bazaar/domain';
import { HttpError, NetworkError, callApi, isHttpError, isNetworkError, request } from './http';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends JSON to the same origin and parses the JSON answer', async () => {
    const fetchMock = mockFetch(json({ ok: true }));

    await expect(
      request('/api/cart', { method: 'POST', body: { quantity: 2 }, query: { page: 1, q: undefined } }),
    ).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart?page=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"quantity":2}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    localStorage.setItem('AuthToken', 'tok');
    const fetchMock = mockFetch(json({}));

    await request('/api/user');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('throws an HttpError with the status, the body message and the body on a non-2xx answer', async () => {
    mockFetch(json({ message: 'Product not found' }, 404));

    const error: unknown = await request('/api/product/1').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error, 404)).toBe(true);
    expect(error).toMatchObject({
      status: 404,
      message: 'Product not found',
      body: { message: 'Product not found' },
    });
  });

  it('throws a NetworkError when no answer arrives', async () => {
    mockFetch(new TypeError('Failed to fetch'));

    const error: unknown = await request('/api/products').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
  });

  it('returns undefined for an empty answer', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(request('/api/cart/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("calls an endpoint of the contract with its method, its path and the body's JSON", async () => {
    const fetchMock = mockFetch(json({ message: 'ok', AuthToken: 'tok' }));

    await expect(
      callApi(contract.auth.login, { body: { email: 'a@b.co', password: 'secret1' } }),
    ).resolves.toEqual({ message: 'ok', AuthToken: 'tok' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co","password":"secret1"}');
  });

  it('fills the path parameters of a contract endpoint and appends its query', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ product: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(contract.catalog.getProduct, { params: { id: 'a/b' } });
    await callApi(contract.catalog.getRelatedProducts, { query: { category: 'fashion', productId: 'p1' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/product/a%2Fb',
      '/api/product/get-related-product?category=fashion&productId=p1',
    ]);
  });
});
