import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.js';

describe('securityHeaders', () => {
  it('writes the whole set a browser gets, the CSP naming the inline scripts it allows', () => {
    expect(securityHeaders(["'sha256-abc'"])).toEqual({
      'content-security-policy':
        "default-src 'self';script-src 'self' 'sha256-abc';style-src 'self';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('allows no inline script when the web build has none', () => {
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });
});
