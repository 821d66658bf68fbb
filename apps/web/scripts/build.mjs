// `vite build` makes React's development bundle when the shell has NODE_ENV=development or test (as test
// runners and some CI images set it). The shipped bundle is always the production one.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
const { readFileSync, writeFileSync } = await import('node:fs');
await build();

// The check issue 10 asks for: fail the build if React's development build got in anyway (its owner-stack
// frames and key warnings are not in the production build).
const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const code = readFileSync(new URL(`../dist/${entry.file}`, import.meta.url), 'utf8');
if (code.includes('react-stack-top-frame') || code.includes('Each child in a list should have a unique')) {
  console.error(`${entry.file} holds React's development build: the web app must ship the production one`);
  process.exit(1);
}

// The server entry (src/app/server.tsx): the app built for Node, which the API process loads to render the
// shop pages (api platform/web-app.ts). It lives in dist/.server/ beside the client build it belongs to (a
// dot folder: the server sends none of it), and its imports of React and the rest resolve from this
// workspace's node_modules. dist/.server/manifest.json names the entry, so the server knows no path of the
// web app's sources.
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/server.tsx',
    outDir: new URL('../dist/.server/', import.meta.url).pathname,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'server.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
writeFileSync(
  new URL('../dist/.server/manifest.json', import.meta.url),
  JSON.stringify({ entry: 'server.js', template: '../index.html', clientManifest: '../.vite/manifest.json' }),
);
