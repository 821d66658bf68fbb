// A stand-in for the API in component tests: `fetch` answers from a table of 'METHOD /path' entries. Every
// answer goes through the contract's response schema for its status (test/contract-reply.ts).
import { UserDetailSchema, type UserDetail } from '@bazaar/domain';
import { vi } from 'vitest';
import { contractReply } from './contract-reply';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A fixed reply, or a function of the parsed request body (and of the whole call, for its query). */
export type MockRoute = MockReply | ((body: unknown, call: MockCall) => MockReply | Promise<MockReply>);

export interface MockCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
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
    const { pathname: path, searchParams: query } = new URL(url, 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const form = init.body instanceof FormData ? init.body : undefined;
    const call: MockCall = { method, path, query, body, form, headers: new Headers(init.headers) };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    // A call the table leaves out answers as a server without that route would (not a contract reply).
    if (!route) return Response.json({ message: 'Route not found' }, { status: 404 });
    const reply = typeof route === 'function' ? await route(body, call) : route;
    const status = reply.status ?? 200;
    // A file (the invoice's PDF) goes out as it is, with its own type.
    if (reply.body instanceof Blob)
      return new Response(reply.body, { status, headers: { 'Content-Type': reply.body.type } });
    const answer = contractReply(method, path, status, reply.body);
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** A signed-in user as the profile call returns it. */
export type TestUser = UserDetail;

/** A user built through the contract's schema, so a test user is always one the API could send. */
export function testUser(overrides: Partial<TestUser> = {}): TestUser {
  return UserDetailSchema.parse({
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
  });
}

/** Stores a token and answers the profile call with `user`; extra routes are added to the table. */
export function signInAs(user: TestUser, routes: Record<string, MockRoute> = {}): MockCall[] {
  localStorage.setItem('AuthToken', `token-${user.id}`);
  return mockApi({ 'POST /api/user/profile': { body: { userDetail: user } }, ...routes });
}
