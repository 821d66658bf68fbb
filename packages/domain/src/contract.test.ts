import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  authContract,
  catalogContract,
  contractEntries,
  endpointPath,
  ErrorBodySchema,
  replySchema,
  sellersContract,
  wishlistContract,
  type RequestBody,
  type SuccessReply,
} from './index.js';

describe('the API contract', () => {
  const entries = contractEntries();

  it('names every call once, under /api, by method and path', () => {
    const keys = entries.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { endpoint } of entries) expect(endpoint.path).toMatch(/^\/api\/[a-z0-9/:_-]+$/i);
  });

  it('gives every call a success status and every protected call its 401 (and 403 for a role)', () => {
    for (const { name, endpoint } of entries) {
      const statuses = Object.keys(endpoint.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        name,
      ).toBe(true);
      if (endpoint.access !== 'public') expect(statuses, name).toContain(401);
      if (endpoint.access === 'seller' || endpoint.access === 'consumer')
        expect(statuses, name).toContain(403);
    }
  });

  it('answers every client error with at least a message', () => {
    for (const { name, endpoint } of entries) {
      for (const [status, schema] of Object.entries(endpoint.responses)) {
        if (Number(status) < 400 || Number(status) >= 500 || !schema) continue;
        const shape = schema.safeParse({ message: 'x' });
        // login's errors also carry `sucess: false` (and 403 `requiresVerification: true`); submit-order's 409
        // lists the lines that changed (`changes`)
        const body = shape.success
          ? shape.data
          : schema.parse({ message: 'x', sucess: false, requiresVerification: true, changes: [] });
        expect(ErrorBodySchema.parse(body).message, `${name} ${status}`).toBe('x');
      }
    }
  });

  it('keeps the statuses clients test exactly', () => {
    expect(Object.keys(authContract.register.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(authContract.emailVerification.responses)).toContain('201');
    expect(wishlistContract.getWishlist.responses[204]).toBeNull();
    expect(Object.keys(wishlistContract.addToWishlist.responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    expect(sellersContract.visibilityToggle.path).toBe('/api/seller/product/visibilty-toggle/:id');
  });

  it('strips what a reply schema does not declare (no column leaks)', () => {
    const reply = replySchema(authContract.login, 200).parse({
      message: 'ok',
      AuthToken: 't',
      passwordHash: 'h',
    });
    expect(reply).toEqual({ message: 'ok', AuthToken: 't' });
    const refused = replySchema(authContract.login, 403).parse({
      message: 'verify',
      sucess: false,
      requiresVerification: true,
    });
    expect(refused).toEqual({ message: 'verify', sucess: false, requiresVerification: true });
  });

  it('fills path parameters, encoded', () => {
    expect(endpointPath(catalogContract.getProduct, { id: 'a b/c' })).toBe('/api/product/a%20b%2Fc');
    expect(() => endpointPath(catalogContract.getProduct)).toThrow(/missing path parameter id/);
  });

  it('types the request body and the union of success replies', () => {
    expectTypeOf<SuccessReply<typeof authContract.register>>().toEqualTypeOf<
      { message: string; email: string } | { message: string; AuthToken: string }
    >();
    expectTypeOf<SuccessReply<typeof wishlistContract.getWishlist>>().toExtend<
      { wishListProducts: unknown[] } | undefined
    >();
    expectTypeOf<RequestBody<typeof authContract.login>>().toEqualTypeOf<{
      email: string;
      password: string;
    }>();
  });
});
