import { afterEach, describe, expect, it } from 'vitest';
import { contractReply, mockDrifts } from './contract-reply';

afterEach(() => {
  mockDrifts.splice(0); // the drifts below are on purpose
});

describe('mocked replies go through the contract', () => {
  it('passes a reply the API could send, without the keys it would not send', () => {
    expect(
      contractReply('POST', '/api/auth/login', 200, { message: 'ok', AuthToken: 't', password: 'leak' }),
    ).toEqual({ message: 'ok', AuthToken: 't' });
    expect(contractReply('GET', '/api/product/p1', 404, { message: 'Product not found' })).toEqual({
      message: 'Product not found',
    });
  });

  it('fails a reply whose shape drifted from the contract', () => {
    expect(() => contractReply('POST', '/api/auth/login', 200, { message: 'ok', token: 't' })).toThrow(
      /contract\.auth\.login 200 does not match the contract: AuthToken/,
    );
    expect(mockDrifts).toHaveLength(1);
  });

  it('fails a status the call does not declare, and a call the contract does not have', () => {
    expect(() => contractReply('POST', '/api/user/profile', 403, { message: 'no' })).toThrow(
      /status 403 is not in the contract/,
    );
    expect(() => contractReply('POST', '/api/auth/sign-in', 200, {})).toThrow(/no such call in the contract/);
  });

  it('lets a mock stand for a server failure (5xx) with the common error body', () => {
    expect(contractReply('POST', '/api/auth/login', 500, undefined)).toBeUndefined();
    expect(() => contractReply('POST', '/api/auth/login', 503, { error: 'down' })).toThrow(/message/);
  });
});
