import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// docs/deploy.md's nginx configuration, exactly as written (only the addresses are this machine's), in front
// of two API processes on one database. Debian's nginx must be installed; under CI (which installs it, see
// .ci/run) a missing nginx fails the test instead of skipping it.
const NGINX = '/usr/sbin/nginx';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const hasNginx = fs.existsSync(NGINX);
const NGINX_PORT = 4730;

/** The nginx block of docs/deploy.md, its upstream servers and listen address replaced by `ports`. */
function documentedConfig(ports: number[]): string {
  const deploy = fs.readFileSync(new URL('../../../../docs/deploy.md', import.meta.url), 'utf8');
  const section = deploy.slice(deploy.indexOf('## nginx'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx block');
  const servers = [...block.matchAll(/^(\s*)server [\d.]+:\d+( .*)$/gm)];
  expect(servers.length).toBeGreaterThanOrEqual(ports.length);
  let config = block;
  servers.forEach((server, i) => {
    const port = ports[i];
    config = config.replace(server[0], port ? `${server[1]}server 127.0.0.1:${port}${server[2]}` : '');
  });
  expect(config).toContain('listen 80;');
  return config.replace('listen 80;', `listen 127.0.0.1:${NGINX_PORT};`);
}

/** A request through nginx from a loopback address of our choice (so the client is not the proxy). */
function request(options: {
  method: string;
  path: string;
  from: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: NGINX_PORT,
        method: options.method,
        path: options.path,
        localAddress: options.from,
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.runIf(hasNginx || ci)('nginx in front of two processes, as docs/deploy.md configures it', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let nginx: ChildProcess | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-nginx-'));
  const bDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-data-b-'));

  beforeAll(async () => {
    expect(hasNginx, `${NGINX} is required under CI (apt-get install nginx)`).toBe(true);
    const shared = { TRUST_PROXY: '127.0.0.1', JWT_SECRET: 'nginx-test-secret-nginx-test-secret-0123' };
    a = await createTestApp(shared);
    b = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bDir, ...shared }),
      a.database,
    );
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    await b.listen({ host: '127.0.0.1', port: 0 });
    const ports = [a.app, b].map((app) => (app.server.address() as { port: number }).port);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;',
        `pid ${dir}/nginx.pid;`,
        'error_log stderr warn;',
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        documentedConfig(ports),
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = performance.now() + 10_000;
    for (;;) {
      const ok = await request({ method: 'GET', path: '/api/health', from: '127.0.0.1' }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) break;
      if (nginx.exitCode !== null || performance.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await b?.close();
    await a?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(bDir, { recursive: true, force: true });
  });

  it('passes requests through to the processes', async () => {
    const health = await request({ method: 'GET', path: '/api/health', from: '127.0.0.1' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  });

  it("counts each client's limits by the address nginx saw, not by what the client wrote in X-Forwarded-For", async () => {
    // forget-password allows 10 tries a window per address and per process: 22 tries from one client, each
    // claiming another address, reach the limit on both processes.
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await request({
        method: 'POST',
        path: '/api/auth/forget-password',
        from: '127.0.0.3',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: `nginx-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Another client behind the same nginx has limits of its own: the processes read X-Forwarded-For.
    const other = await request({
      method: 'POST',
      path: '/api/auth/forget-password',
      from: '127.0.0.4',
      body: JSON.stringify({ email: 'nginx-other@example.com' }),
    });
    expect(other.status).toBe(200);
  });
});
