// `vite build` makes React's development bundle when the shell has NODE_ENV=development or test (as test
// runners and some CI images set it). The shipped bundle is always the production one.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
const { readFileSync, rmSync, writeFileSync } = await import('node:fs');
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

// The landing pages' first paint (src/app/first-paint.tsx): the app built for Node, rendered once, kept as
// dist/.first-paint.json for the server to put inside #root. The Node build lives under node_modules so its
// imports of React and the rest resolve; it is removed once rendered.
const ssrDir = new URL('../node_modules/.first-paint/', import.meta.url);
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/first-paint.tsx',
    outDir: ssrDir.pathname,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'first-paint.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
const { renderFirstPaints } = await import(new URL('first-paint.js', ssrDir).href);
writeFileSync(
  new URL('../dist/.first-paint.json', import.meta.url),
  JSON.stringify(await renderFirstPaints()),
);
rmSync(ssrDir, { recursive: true, force: true });
