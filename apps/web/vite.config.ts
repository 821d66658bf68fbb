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

/**
 * The app starts once the page is painted with its main photos (the `fetchpriority="high"` images the server
 * rendered: a product's photo, a list's first cards), not as soon as its code has arrived: on a phone, taking
 * over the server's HTML costs a few hundred milliseconds of script that would otherwise come before that
 * paint (Lighthouse's largest paint on a product page waited 1.3 s for it, issue 22). The entry is still
 * fetched at once (a module preload) and only evaluated then, and never later than `latestMs` after the head
 * is read (a photo that does not arrive, a tab in the background, where frames are not drawn). A page with no
 * such photo (the loader of a client-rendered page) starts after its first frame.
 */
function startAfterFirstPaint(latestMs = 2500): Plugin {
  const script = (entry: string) =>
    [
      '(function () {',
      '  var started = false;',
      '  function start() {',
      '    if (started) return;',
      '    started = true;',
      `    import(${JSON.stringify(entry)});`,
      '  }',
      '  function afterPaint() {',
      '    requestAnimationFrame(function () {',
      '      setTimeout(start, 0);',
      '    });',
      '  }',
      '  function whenPhotosShown() {',
      '    var photos = document.querySelectorAll(\'img[fetchpriority="high"]\');',
      '    var left = photos.length;',
      '    if (left === 0) return afterPaint();',
      '    function one() {',
      '      left -= 1;',
      '      if (left === 0) afterPaint();',
      '    }',
      '    for (var i = 0; i < photos.length; i++) {',
      '      if (photos[i].decode) photos[i].decode().then(one, one);',
      '      else one();',
      '    }',
      '  }',
      "  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenPhotosShown);",
      '  else whenPhotosShown();',
      `  setTimeout(start, ${latestMs});`,
      '})();',
    ].join('\n');
  return {
    name: 'bazaar:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"([^>]*) src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module script for the app');
        const [tag, attributes, src] = entry as unknown as [string, string, string];
        return html.replace(
          tag,
          () =>
            `<link rel="modulepreload"${attributes} href="${src}">\n    <script>\n${script(src)}\n    </script>`,
        );
      },
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
  plugins: [
    react(),
    tailwindcss(),
    zodFreeContract(),
    lowPriorityScripts(),
    startAfterFirstPaint(),
    precompress(),
  ],
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
