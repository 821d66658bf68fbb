// The web's build of the API contract without zod. The api files call `callApi(contract.<area>.<call>, …)` (or
// `<area>Contract.<call>`); at run time callApi reads only an endpoint's method and path, but importing the
// contract modules as written brings every request and response schema, and zod with them, into the entry
// chunk (≈ 30 KB gzip of the first load). In `vite build`, each `packages/domain/src/<area>/<area>.contract.ts`
// is replaced by a manifest generated from the module itself — every exported endpoint map, each endpoint
// reduced to `method`, `path`, `access` and `multipart` — so nothing is written twice by hand and new calls
// are picked up by the next build. Types still come from the real modules (tsc and the dev server see them
// unchanged). Anything else a contract module exports (a schema a form parses an error body with) is
// re-exported from the real module, so it still works, and zod lands only in the lazy chunk that uses it.
import { Buffer } from 'node:buffer';
import type { Plugin } from 'vite';

const ORIGINAL = '?contract-original';
const CONTRACT_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+[\\/][^\\/]+\.contract\.ts$/;
const KEPT_FIELDS = ['method', 'path', 'access', 'multipart'] as const;

type EndpointLike = Record<(typeof KEPT_FIELDS)[number], unknown>;

const isEndpoint = (value: unknown): value is EndpointLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  (value as { path: string }).path.startsWith('/api/');

const isEndpointMap = (value: unknown): value is Record<string, EndpointLike> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.values(value).every(isEndpoint); // an area with no calls of its own (payments) is an empty map

/** The manifest module standing in for one contract module. */
export async function contractManifest(file: string): Promise<string> {
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as Record<string, unknown>;
  const lines = [
    `// generated from ${file.replace(/.*[\\/]packages[\\/]/, 'packages/')} by build/zod-free-contract.ts`,
  ];
  const others = Object.keys(module).filter((name) => !isEndpointMap(module[name]));
  if (others.length > 0)
    lines.push(`export { ${others.join(', ')} } from ${JSON.stringify(file + ORIGINAL)};`);
  for (const [name, value] of Object.entries(module)) {
    if (!isEndpointMap(value)) continue;
    const reduced = Object.fromEntries(
      Object.entries(value).map(([call, entry]) => [
        call,
        Object.fromEntries(
          KEPT_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]),
        ),
      ]),
    );
    lines.push(`export const ${name} = ${JSON.stringify(reduced)};`);
  }
  return `${lines.join('\n')}\n`;
}

/** Whether the build loads this module id as a contract's zod-free manifest (not the zod original). */
export const isZodFreeContract = (id: string): boolean => CONTRACT_MODULE.test(id);

export function zodFreeContract(): Plugin {
  return {
    name: 'bazaar:zod-free-contract',
    apply: 'build',
    async load(id) {
      if (id.endsWith(ORIGINAL)) {
        const file = id.slice(0, -ORIGINAL.length);
        const { transform } = await import('esbuild');
        const { readFile } = await import('node:fs/promises');
        return (await transform(await readFile(file, 'utf8'), { loader: 'ts', sourcefile: file })).code;
      }
      return CONTRACT_MODULE.test(id) ? contractManifest(id) : null;
    },
  };
}
