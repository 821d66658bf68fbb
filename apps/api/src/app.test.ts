import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.js';
import { BadRequestError } from './platform/errors.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));
const bundle = 'console.log("bazaar");'.repeat(200);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Bazaar</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), bundle);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(bundle));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(bundle));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, BODY_LIMIT: '2048' });
  t.app.post('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  t.app.post('/api/test/bad', async () => {
    throw new BadRequestError('Name is required!');
  });
  t.app.post('/api/test/echo', async (request) => ({ received: request.body ?? null }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the API platform', () => {
  it('reports health with the database engine it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.engine });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it('answers a very long unknown path with a JSON 404 that does not echo the whole path back', async () => {
    const url = `/api/product/${'z'.repeat(3000)}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: `Route GET ${url.slice(0, 100)}… not found` });
  });

  it('rejects malformed JSON with a 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it("answers a JSON body that is not an object in words, not in the validator's terms", async () => {
    // /api/auth/login is checked by the route's schema, /api/auth/register by the service (two body shapes).
    for (const [url, payload] of [
      ['/api/auth/login', '[]'],
      ['/api/auth/login', '"guest@bazaar.demo"'],
      ['/api/auth/register', '[]'],
      ['/api/auth/register', '42'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${url} ${payload}`).toBe(400);
      expect(res.json(), `${url} ${payload}`).toMatchObject({
        message: 'The request body must be a JSON object.',
      });
    }
  });

  it('accepts an empty body sent as JSON, as clients do for POST /api/user/profile', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: null });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type: send application/json.' });
  });

  it('refuses bodies over the configured limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('hides the detail of an unexpected error behind a generic 500 and keeps serving', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/Something went wrong/);
    expect(res.body).not.toContain('hunter2');
    const after = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
  });

  it('maps typed service errors to their status and message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Name is required!' });
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes a request id on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/health',
      '/api/auth/login',
      '/api/user/profile',
      '/api/product/add-product',
      '/api/media/upload',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the web app', () => {
  it('serves index.html for client-side routes so a reload keeps the page', async () => {
    for (const url of ['/', '/products?q=phone', '/seller/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(bundle);
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });
});
