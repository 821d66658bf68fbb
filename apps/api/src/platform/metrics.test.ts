import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { listenForMetrics } from './metrics.js';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    closed = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('is not public: absent without METRICS_TOKEN, 401 without the token', async () => {
    expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const refused = await scrape({});
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('bazaar_');
    expect((await scrape({ authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
  });

  it('counts requests by route and status with their latency, and reads the cache, the mail and the process', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/product/get-all-products' });
    await t.app.inject({ method: 'GET', url: '/api/product/get-all-products' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/bazaar_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 3\n/);
    expect(text).toMatch(
      /bazaar_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 3\n/,
    );
    expect(text).toMatch(/bazaar_catalog_cache_misses_total [1-9]/);
    expect(text).toMatch(/bazaar_mail\{state="queued"\} \d+/);
    expect(text).toMatch(/bazaar_mail\{state="dead"\} 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    if (t.database.engine === 'postgres')
      expect(text).toMatch(/bazaar_db_pool_connections\{state="total"\} \d+/);
  });

  it('answers on METRICS_PORT, on loopback only, without a token', async () => {
    const { port, close } = await listenForMetrics(closed.app, closed.app.metrics, 4730);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('bazaar_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await close();
    }
  });
});
