// Web weight: the gzip size (level 9, as the build reports it) of the JavaScript the first load of a page
// fetches, read from the Vite manifest (apps/web/dist/.vite/manifest.json): the entry chunk and its static
// imports, plus the page's own route chunk and its static imports (the router fetches it before rendering).
// The zod column tells zod's classic API (`zod`, which does not tree-shake) from zod/mini (issue #7: the
// sign-in screens load only zod/mini). Also checks that the bundle is React's production build. Run after
// `npm run build`:
//   npm run bench:web-weight            (exits 1 when the bundle is a development build)
// What a page's weight is made of, by package (each source's share of its chunk's gzip size, from source maps;
// builds the app again, with source maps, into a temporary directory and leaves dist alone):
//   npm run bench:web-weight -- --by-package
// The floor under replacing packages: the same, with each named package swapped for an empty stand-in that
// exports every name the app imports from it (the build only has to link; nothing runs):
//   npm run bench:web-weight -- --by-package --without react-router,@tanstack/react-query
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
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

const { values: options } = parseArgs({
  options: { 'by-package': { type: 'boolean', default: false }, without: { type: 'string', default: '' } },
});
const without = options.without.split(',').filter(Boolean);
if (without.length > 0 && !options['by-package']) throw new Error('--without goes with --by-package');

const web = path.resolve(import.meta.dirname, '../apps/web');

/** The names apps/web/src imports from a package (`import { a, b as c } from 'pkg'`), for its stand-in. */
function importedNames(pkg: string): string[] {
  const names = new Set<string>();
  const from = new RegExp(
    `import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`,
    'g',
  );
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(from))
          for (const part of (match[1] ?? '').split(',')) {
            const name = part
              .replace(/^\s*type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim();
            if (name) names.add(name);
          }
    }
  };
  visit(path.join(web, 'src'));
  if (names.size === 0) throw new Error(`apps/web/src imports nothing from ${pkg}`);
  return [...names];
}

/**
 * Builds the app again with source maps (and the stand-ins for `without`) into a temporary directory, through
 * a config that extends apps/web/vite.config.ts, and returns that directory.
 */
function analysisBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-weight-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const alias: Record<string, string> = {};
  for (const pkg of without) {
    const file = path.join(dir, `${pkg.replace(/\W/g, '_')}.js`);
    const exports = importedNames(pkg).map((name) => `export const ${name} = noop;`);
    fs.writeFileSync(file, ['const noop = () => null;', ...exports].join('\n'));
    alias[pkg] = file;
  }
  const config = path.join(dir, 'vite.config.mjs');
  fs.writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(web, 'vite.config.ts'))};
export default {
  ...base,
  logLevel: 'warn',
  plugins: base.plugins.flat(Infinity).filter((plugin) => plugin?.name !== 'bazaar:precompress'),
  resolve: { ...base.resolve, alias: ${JSON.stringify(alias)} },
  build: { ...base.build, sourcemap: 'hidden', outDir: ${JSON.stringify(path.join(dir, 'dist'))} },
};
`,
  );
  const build = spawnSync('npx', ['vite', 'build', '--config', config], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the analysis build failed (exit ${build.status})`);
  return path.join(dir, 'dist');
}

const dist = options['by-package'] ? analysisBuild() : path.join(web, 'dist');
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
const pageFiles = (modules: string[]) =>
  [...closure([entry, ...modules.map(keyOf)])].map((key) => manifest[key]?.file ?? '');
for (const [page, modules] of Object.entries(pages)) {
  const files = pageFiles(modules);
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`| ${page} | ${kb(total)} | ${files.length} | ${zodFlavour(files)} |`);
}
console.log(`entry chunk ${entryFile}: ${kb(gzipBytes(entryFile))}`);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's segments as [generated column, source index] per generated line (Base64 VLQ, fields 1–2). */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += fields[0] ?? 0;
        if (fields.length > 1) source += fields[1] ?? 0;
        return [column, fields.length > 1 ? source : -1] as [number, number];
      });
  });
}

/** Who wrote a source: its npm package, the domain package, or the web app's folder. */
function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  if (source.includes('packages/domain/')) return '@bazaar/domain';
  const app = /apps\/web\/src\/((?:[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return app ? `app: ${app.replace(/\.tsx?$/, '')}` : 'other';
}

/** A chunk's gzip bytes shared out among its sources by how many characters of the minified code each wrote. */
function chunkShares(file: string): Map<string, number> {
  // The bundler's own runtime chunk comes without a source map: it is all the bundler's.
  if (!fs.existsSync(path.join(dist, `${file}.map`)))
    return new Map([['(bundler runtime)', gzipBytes(file)]]);
  const code = fs.readFileSync(path.join(dist, file), 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const chars = new Map<string, number>();
  decodeMappings(map.mappings).forEach((segments, line) => {
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? code[line]?.length ?? column;
      const owner = source < 0 ? 'other' : ownerOf(map.sources[source] ?? '');
      chars.set(owner, (chars.get(owner) ?? 0) + end - column);
    });
  });
  const all = [...chars.values()].reduce((sum, n) => sum + n, 0);
  const bytes = gzipBytes(file);
  return new Map([...chars].map(([owner, n]) => [owner, (n / all) * bytes]));
}

if (options['by-package']) {
  if (without.length > 0) console.log(`\nwith empty stand-ins for ${without.join(', ')}`);
  for (const [page, modules] of Object.entries(pages)) {
    const shares = new Map<string, number>();
    for (const file of pageFiles(modules))
      for (const [owner, bytes] of chunkShares(file)) shares.set(owner, (shares.get(owner) ?? 0) + bytes);
    const rows = [...shares].sort((a, b) => b[1] - a[1]);
    const app = rows
      .filter(([owner]) => owner.startsWith('app: '))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`\n${page}: ${kb(total)}, of which the web app's own code ${kb(app)}`);
    for (const [owner, bytes] of rows.filter(([, bytes]) => bytes >= 512))
      console.log(`  ${kb(bytes).padStart(9)}  ${owner}`);
  }
}

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
