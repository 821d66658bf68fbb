import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev -w @bazaar/web` once answered every module with "Missing field `moduleType`" (plugin-react made
// for another Vite than the one running). The repo now has one Vite and one plugin-react, but an upgrade of
// either, or of @tailwindcss/vite, can part them again: this runs the dev server as the script does (this
// workspace's vite.config.ts) and asks for the entry, a component and the styles.
const root = resolve(fileURLToPath(import.meta.url), '../../..');

describe('web dev server', () => {
  let server: ViteDevServer;

  beforeAll(async () => {
    server = await createServer({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      logLevel: 'silent',
      // nothing listens, watches or pre-bundles: the transform pipeline alone is under test
      server: { port: 0, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });

  afterAll(() => server?.close());

  // Tailwind scans every source for the styles: ≈ 2 s on a quiet machine, past 10 s on a loaded 2-core one.
  // The verdict is about what is served, not how fast, so the limit is generous.
  it('serves the app entry with React Fast Refresh and the page styles', async () => {
    const entry = await server.transformRequest('/src/app/main.tsx');
    expect(entry?.code).toContain('createRoot');

    const component = await server.transformRequest('/src/app/app.tsx');
    expect(component?.code).toContain('$RefreshReg$');

    const styles = await server.transformRequest('/src/index.css');
    expect(styles?.code).toContain('--color-');
  }, 60_000);
});
