// `vite build` makes React's development bundle when the shell has NODE_ENV=development or test (as test
// runners and some CI images set it). The shipped bundle is always the production one.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
await build();
