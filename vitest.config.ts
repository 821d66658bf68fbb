import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for the three workspaces; `--project api` runs the API suite alone (CI repeats it on PostgreSQL).
export default defineConfig({
  // @bazaar/domain is read as TypeScript source (its `source` export condition), in the browser and in node.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Not 'module' in node: the AWS SDK's 'module' builds are for bundlers (imports without file extensions).
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'domain', root: 'packages/domain', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
