// `npm start` builds only the workspaces whose inputs changed since their last build: a hash of each one's
// sources and configs (plus the lockfile and the shared tsconfig) is kept in its dist folder, so a restart
// with unchanged sources skips tsc and vite and listens in about a second. `--force` (what `npm run build`
// runs) builds every workspace and records its hash, so the next `npm start` does not build again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['package-lock.json', 'tsconfig.base.json'];
const workspaces = [
  {
    name: '@bazaar/domain',
    dir: 'packages/domain',
    inputs: ['packages/domain/src', 'packages/domain/package.json', 'packages/domain/tsconfig.build.json'],
  },
  {
    name: '@bazaar/api',
    dir: 'apps/api',
    inputs: ['apps/api/src', 'apps/api/package.json', 'apps/api/tsconfig.build.json'],
  },
  {
    name: '@bazaar/web',
    dir: 'apps/web',
    // the web bundles the domain's sources
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/scripts',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'packages/domain/src',
    ],
  },
];

function files(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const file of [...shared, ...inputs].flatMap(files)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
for (const workspace of workspaces) {
  const stamp = path.join(root, workspace.dir, 'dist', '.build-inputs');
  const wanted = inputsHash(workspace.inputs);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) {
    console.log(`${workspace.name}: up to date`);
    continue;
  }
  const built = spawnSync('npm', ['run', 'build', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  fs.writeFileSync(stamp, wanted);
}
