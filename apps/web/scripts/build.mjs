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
// dot folder: the server sends none of it). dist/.server/manifest.json names the entry, so the server knows
// no path of the web app's sources. React and the libraries that use it are bundled into it, built for
// production: left as imports, they would resolve at run time by the server's NODE_ENV, which `npm start`
// leaves unset, so every page would be rendered by React's development build (about twice the time).
await build({
  logLevel: 'warn',
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/server.tsx',
    outDir: new URL('../dist/.server/', import.meta.url).pathname,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'server.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
const serverCode = readFileSync(new URL('../dist/.server/server.js', import.meta.url), 'utf8');
if (
  serverCode.includes('Each child in a list should have a unique') ||
  /from ["']react(-dom)?(\/[\w-]+)?["']/.test(serverCode)
) {
  console.error("dist/.server/server.js must hold React's production build, not import it");
  process.exit(1);
}
writeFileSync(
  new URL('../dist/.server/manifest.json', import.meta.url),
  JSON.stringify({ entry: 'server.js', template: '../index.html', clientManifest: '../.vite/manifest.json' }),
);
