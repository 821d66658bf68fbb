// `vite build` makes React's development bundle when the shell has NODE_ENV=development or test (as test
// runners and some CI images set it). The shipped bundle is always the production one.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
await build();

// The check issue 10 asks for: fail the build if React's development build got in anyway (its owner-stack
// frames and key warnings are not in the production build).
const { readFileSync } = await import('node:fs');
const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const code = readFileSync(new URL(`../dist/${entry.file}`, import.meta.url), 'utf8');
if (code.includes('react-stack-top-frame') || code.includes('Each child in a list should have a unique')) {
  console.error(`${entry.file} holds React's development build: the web app must ship the production one`);
  process.exit(1);
}
