import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEntries } from '@bazaar/domain';
import { createTestApp, type TestApp } from './test-support/test-app.js';

/**
 * Contract entries whose routes later issues build, by `area.call`. Each is checked to be absent from the
 * server: once its route exists, the test fails until it leaves this list.
 */
const notYetServed: Record<string, string> = {};

interface OpenApiOperation {
  responses?: Record<string, unknown>;
  security?: unknown[];
}
type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

let t: TestApp;
let paths: OpenApiPaths;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = res.json().paths;
});
afterAll(async () => t.close());

/** `/api/product/:id` → `/api/product/{id}`, as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the contract, the server and the OpenAPI document', () => {
  const entries = contractEntries();

  it('document every served call with the contract’s statuses and its security', () => {
    const served = entries.filter(({ area, name }) => !(`${area}.${name}` in notYetServed));
    expect(served.length).toBeGreaterThan(0);
    for (const { area, name, endpoint } of served) {
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(
        operation,
        `${area}.${name}: ${endpoint.method} ${endpoint.path} is not documented`,
      ).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).sort(), `${area}.${name} statuses`).toEqual(
        Object.keys(endpoint.responses).sort(),
      );
      expect(operation?.security !== undefined, `${area}.${name} security`).toBe(
        endpoint.access !== 'public',
      );
    }
  });

  it('serve nothing that is still listed as not yet served, and list only real contract entries', () => {
    const names = new Set(entries.map(({ area, name }) => `${area}.${name}`));
    for (const [key, issue] of Object.entries(notYetServed)) {
      expect(names.has(key), `${key} (${issue}) is not in the contract`).toBe(true);
      const { endpoint } = entries.find(({ area, name }) => `${area}.${name}` === key)!;
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${key} is served now: remove it from notYetServed (${issue})`).toBeUndefined();
    }
  });

  it('document no call the contract does not declare', () => {
    const declared = new Set(
      entries.map(({ endpoint }) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`),
    );
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations)) {
        expect(declared.has(`${method} ${path}`), `${method} ${path} is not in the contract`).toBe(true);
      }
    }
  });
});
