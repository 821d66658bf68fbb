import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { isZodFreeContract, zodFreeContract } from './build/zod-free-contract.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` siblings of text assets so the server can send them precompressed
 * instead of compressing on every request. Small files are skipped: the saving is not worth a lookup.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json)$/;
  const minBytes = 1024;
  return {
    name: 'bazaar:precompress',
    // the client build only: the server entry's Node build (scripts/build.mjs) is never served
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const jobs = Object.values(bundle).map(async (output) => {
        if (!compressible.test(output.fileName)) return;
        const source = output.type === 'chunk' ? output.code : output.source;
        const data = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source);
        if (data.byteLength <= minBytes) return;
        const file = join(outDir, output.fileName);
        await mkdir(dirname(file), { recursive: true });
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
            },
          }),
          gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      });
      await Promise.all(jobs);
    },
  };
}

/**
 * The built index.html fetches the app's code at low priority: the server renders the shop pages
 * (src/app/server.tsx), which need only the HTML, the stylesheet and their first photos to be painted, so the
 * scripts should not take a phone's bandwidth from those (the server marks its route-chunk preloads the same).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'bazaar:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

// Rolldown (Vite 8) puts a module that the entry imports and a lazy screen imports too in a chunk of its own,
// although the entry has always loaded it by then (rolldown issue 10731): 16 more chunks on `/`, 2–4 KB
// more gzip per page than Rollup's one entry chunk. This group keeps the entry's static imports in the entry.
// Not recursively, and not zod nor a module that imports it: the domain's barrel statically reaches the forms'
// schemas, which only lazy screens use (zod-free contract manifests stand in for the contracts, see
// build/zod-free-contract.ts), and they must stay in those screens' chunks. bench:web-weight measures it.
const importsZod = /\bfrom\s*['"]zod(\/[a-z]+)?['"]/;
const zodFree = new Map<string, boolean>();
function entryModule(id: string): boolean {
  if (isZodFreeContract(id)) return true;
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return false;
  const file = id.replace(/\?.*$/, '');
  let free = zodFree.get(file);
  if (free === undefined) {
    free = !existsSync(file) || !importsZod.test(readFileSync(file, 'utf8'));
    zodFree.set(file, free);
  }
  return free;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), zodFreeContract(), lowPriorityScripts(), precompress()],
  resolve: {
    // `source` makes @bazaar/domain resolve to its TypeScript sources, so no domain build is needed in dev.
    conditions: ['source', ...defaultClientConditions],
  },
  // The same for the server entry's Node build (scripts/build.mjs, src/app/server.tsx).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks each page loads (bench/web-weight.ts reads it)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], test: entryModule, includeDependenciesRecursively: false },
          ],
        },
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
