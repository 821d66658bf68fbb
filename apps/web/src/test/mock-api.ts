// A stand-in for the API in component tests: `fetch` answers from a table of 'METHOD /path' entries.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A fixed reply, or a function of the parsed request body. */
export type MockRoute = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  /** The multipart body, when the request sent FormData (uploads). */
  form?: FormData;
  headers: Headers;
}

/** Replaces `fetch`; unknown routes answer 404. Returns the calls made so far. Undo with vi.unstubAllGlobals. */
export function mockApi(routes: Record<string, MockRoute>): MockCall[] {
  const calls: MockCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const form = init.body instanceof FormData ? init.body : undefined;
    calls.push({ method, path, body, form, headers: new Headers(init.headers) });
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route(body)
        : (route ?? { status: 404, body: { message: 'Route not found' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  profilePic: string;
  userType: 'consumer' | 'seller';
  shippingAddress: Record<string, unknown> | null;
  cartCount: number;
}

export function testUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phoneNumber: '9876543210',
    address: '12 MG Road, Pune',
    profilePic: '',
    userType: 'consumer',
    shippingAddress: null,
    cartCount: 3,
    ...overrides,
  };
}

/** Stores a token and answers the profile call with `user`; extra routes are added to the table. */
export function signInAs(user: TestUser, routes: Record<string, MockRoute> = {}): MockCall[] {
  localStorage.setItem('AuthToken', `token-${user.id}`);
  return mockApi({ 'POST /api/user/profile': { body: { userDetail: user } }, ...routes });
}
