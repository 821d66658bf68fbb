// Web weight: the gzip size (level 9, as the build reports it) of the JavaScript the first load of a page
// fetches, read from the Vite manifest (apps/web/dist/.vite/manifest.json): the entry chunk and its static
// imports, plus the page's own route chunk and its static imports (the router fetches it before rendering).
// The zod column tells zod's classic API (`zod`, which does not tree-shake) from zod/mini (issue #7: the
// sign-in screens load only zod/mini). Also checks that the bundle is React's production build. Run after
// `npm run build`:
//   npm run bench:web-weight            (exits 1 when the bundle is a development build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The route chunk of each page, by its source module (see apps/web/src/app/router.tsx). */
const pages: Record<string, string[]> = {
  '/': ['src/features/catalog/pages/home-page.tsx'],
  '/products': ['src/features/catalog/pages/products-page.tsx'],
  '/product/{id}': ['src/features/catalog/pages/product-detail-page.tsx'],
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/login-1': ['src/features/auth/pages/login-alternate-page.tsx'],
  '/register': ['src/features/auth/pages/register-page.tsx'],
  '/forget-password': ['src/features/auth/pages/forget-password-page.tsx'],
};

/** A module's manifest key: its source path, or (when another chunk imports it too) `_<name>-<hash>.js`. */
function keyOf(module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const found = Object.keys(manifest).find(
    (key) => manifest[key]?.name === name && manifest[key]?.isDynamicEntry,
  );
  if (!found) throw new Error(`${module} is not in the Vite manifest`);
  return found;
}

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const gzipBytes = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Minified code keeps the names zod gives its constructors; every schema is built on its flavour's base type:
// classic `"ZodType"`, mini `"ZodMiniType"` (the core both share is `"$ZodType"`, which neither matches).
const CLASSIC = /["']ZodType["']/;
const MINI = /["']ZodMiniType["']/;

/** Which zod a set of chunks holds: 'classic', 'mini', 'classic + mini' or 'no'. */
function zodFlavour(files: string[]): string {
  const code = files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
  const flavours = [
    code.some((text) => CLASSIC.test(text)) ? 'classic' : '',
    code.some((text) => MINI.test(text)) ? 'mini' : '',
  ].filter(Boolean);
  return flavours.length > 0 ? flavours.join(' + ') : 'no';
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('no entry chunk in the Vite manifest');
const entryFile = manifest[entry]?.file ?? '';

console.log(
  `load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
console.log('| page | JS on first load (gzip) | chunks | zod in it |');
console.log('| --- | --- | --- | --- |');
for (const [page, modules] of Object.entries(pages)) {
  const files = [...closure([entry, ...modules.map(keyOf)])].map((key) => manifest[key]?.file ?? '');
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`| ${page} | ${kb(total)} | ${files.length} | ${zodFlavour(files)} |`);
}
console.log(`entry chunk ${entryFile}: ${kb(gzipBytes(entryFile))}`);

// React's development build carries its owner-stack frames and key warnings; the production build has neither.
const code = fs.readFileSync(path.join(dist, entryFile), 'utf8');
const devMarkers = ['react-stack-top-frame', 'Each child in a list should have a unique'];
const found = devMarkers.filter((marker) => code.includes(marker));
if (found.length > 0) {
  console.error(
    `React development build in ${entryFile} (found ${found.map((m) => JSON.stringify(m)).join(', ')})`,
  );
  process.exit(1);
}
console.log('React: production build');
