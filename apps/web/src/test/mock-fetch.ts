import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with `reply`, which answers each request under `prefix` by its path and JSON body; other
 * requests (e.g. the profile fetched once a token is stored) get a 404 and are not recorded.
 * Returns the calls made, in order. Restore with `vi.unstubAllGlobals()`.
 */
export function mockFetch(
  reply: (path: string, body: unknown) => MockReply | Promise<MockReply>,
  prefix = '/api/auth/',
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const { status = 200, body: answer } = path.startsWith(prefix)
        ? (calls.push({ method: init?.method ?? 'GET', path, body }), await reply(path, body))
        : { status: 404, body: { message: 'Not found' } };
      return new Response(answer === undefined ? null : JSON.stringify(answer), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
