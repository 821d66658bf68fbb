import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';

const webSource = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = fs
  .readdirSync(path.join(webSource, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noApiImport = { group: ['@bazaar/api', '@bazaar/api/*'], message: 'web never imports the API' };
const noAppImport = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'features, api, components and lib never import the app layer: app/ composes them',
};

/** An import that reaches into one of `features` from outside it: '../../cart/api/get-cart', '../features/cart/…'. */
function featureImport(features, message) {
  return { regex: `^(\\.\\./)+(features/)?(${features.join('|')})(/|$)`, message };
}

function webZones() {
  const shared = {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApiImport,
            noAppImport,
            { regex: '^(\\.\\./)+features(/|$)', message: 'components/, lib/ and config/ import no feature' },
            {
              regex: '^(\\.\\./)+api(/|$)',
              message:
                'components/, lib/ and config/ import no api/: api/ builds on lib/ (http), app/ passes them its calls',
            },
          ],
        },
      ],
    },
  };
  const features = webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApiImport,
            noAppImport,
            featureImport(
              webFeatures.filter((other) => other !== feature),
              `features never import each other: '${feature}' gets another feature's UI as a slot from app/`,
            ),
          ],
        },
      ],
    },
  }));
  const api = {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApiImport,
            noAppImport,
            {
              regex: '^(\\.\\./)+(features|components)(/|$)',
              message: 'api/ holds the server state every feature reads: it imports no feature and no UI',
            },
          ],
        },
      ],
    },
  };
  return [shared, api, ...features];
}

const sqliteDriverPaths = ['better-sqlite3', 'better-sqlite3-node20'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'open SQLite with openSqlite() from apps/api/src/db/sqlite-driver.ts',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-before/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the zones between app/, features/, components/ and lib/ are in webZones() below
      'no-restricted-imports': ['error', { patterns: [noApiImport] }],
    },
  },
  // Web zones (bulletproof-react): a feature owns its screens and components; only app/ composes features, so a
  // feature never imports another one (a feature that needs another's UI receives it as a slot). api/<area>/
  // holds the server state of each contract area (keys, fetchers, query options, mutations), one cache key per
  // resource, read by every feature; it imports no feature and no UI. components/ and lib/ are shared by all and
  // import no feature; nothing below app/ imports app/. A relative import is matched by the first folder it
  // names after its '../' steps, so 'lib/auth' never reads as the 'auth' feature.
  ...webZones(),
  {
    // No import cycles anywhere: a cycle is two files (or modules) that cannot be understood, tested or split
    // apart one without the other. Sources import each other's TypeScript as `.js` (NodeNext), resolved here
    // to the `.ts` beside it.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // One SQLite loader picks the driver build for the running Node line (docs/decisions/0005).
    files: ['apps/api/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['apps/api/src/db/sqlite-driver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sqliteDriverPaths,
        },
      ],
    },
  },
  {
    // API zones: the platform and the database layer serve every module and import none (a module reaches
    // another only through its service). db/schema.ts assembles the Database type from the modules'
    // `<module>.table.ts` files, the one exception, and only for types. (The SQLite rule above is repeated:
    // a later block replaces the rule's options.)
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: ['apps/api/src/db/sqlite-driver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sqliteDriverPaths,
          patterns: [
            {
              group: ['**/modules/**', '!**/modules/*/*.table.js'],
              message: 'platform and db import no module',
            },
            {
              group: ['**/modules/*/*.table.js'],
              allowTypeImports: true,
              message: 'only table types may be imported from a module',
            },
          ],
        },
      ],
    },
  },
  {
    // API modules: a module under modules/<m>/ reaches another module only through that module's service,
    // `../<other>/<other>.service.js` (its tables, repository and helpers are its own); table types are the one
    // exception, as for db/schema.ts. Together with import-x/no-cycle above, modules depend on each other in one
    // direction only. (The SQLite rule is repeated: a later block replaces the rule's options.)
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sqliteDriverPaths,
          patterns: [
            {
              regex: '^\\.\\./([a-z][a-z0-9-]*)/(?!\\1\\.(service|table)\\.js$)',
              message: "a module imports another only through its service: '../<other>/<other>.service.js'",
            },
            {
              regex: '^\\.\\./([a-z][a-z0-9-]*)/\\1\\.table\\.js$',
              allowTypeImports: true,
              message: "only table types may be imported from another module's <other>.table.js",
            },
            {
              regex: '^(\\.\\./)+modules/',
              message: "a module imports another as '../<other>/<other>.service.js'",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', '@bazaar/*'], message: 'domain has no I/O and no app dependency' }],
        },
      ],
    },
  },
  prettier,
);
