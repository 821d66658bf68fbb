import { vi } from 'vitest';
import { contractReply } from './contract-reply';

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
 * Every reply goes through the contract's response schema for its status (test/contract-reply.ts).
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
      const method = init?.method ?? 'GET';
      if (!path.startsWith(prefix)) return Response.json({ message: 'Not found' }, { status: 404 });
      calls.push({ method, path, body });
      const { status = 200, body: mocked } = await reply(path, body);
      const answer = contractReply(method, path, status, mocked);
      return new Response(answer === undefined ? null : JSON.stringify(answer), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
