// The web build swaps each contract module for a zod-free manifest (apps/web/build/zod-free-contract.ts):
// every call the api files use must keep its method and path, or the shipped app calls the wrong URL.
import { contract, type Endpoint } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { contractManifest } from '../../build/zod-free-contract';

// (in the browser-like test environment this file's URL is the dev server's /@fs/<absolute path>)
const contractFile = (area: string) =>
  decodeURIComponent(
    new URL(`../../../../packages/domain/src/${area}/${area}.contract.ts`, import.meta.url).pathname,
  ).replace(/^\/@fs/, '');

describe('the zod-free contract of the web build', () => {
  // It transforms every area's contract module, as the build does: seconds on a busy machine (5 s ran out once
  // in CI while other work shared the two cores).
  it(
    'keeps every call of every area with its method, path and access, and no schema',
    { timeout: 30_000 },
    async () => {
      for (const [area, calls] of Object.entries(contract)) {
        const code = await contractManifest(contractFile(area));
        expect(code).not.toMatch(/\bz\.|from ['"]zod/);
        const url = `data:text/javascript;base64,${Buffer.from(code.replace(/^export \{.*$/m, '')).toString('base64')}`;
        const manifest = (await import(/* @vite-ignore */ url)) as Record<string, Record<string, Endpoint>>;
        const reduced = manifest[`${area}Contract`];
        expect(Object.keys(reduced ?? {}), area).toEqual(Object.keys(calls));
        for (const [name, endpoint] of Object.entries(calls as Record<string, Endpoint>)) {
          expect(reduced?.[name], `${area}.${name}`).toEqual({
            method: endpoint.method,
            path: endpoint.path,
            access: endpoint.access,
            ...(endpoint.multipart ? { multipart: true } : {}),
          });
        }
      }
    },
  );
});
