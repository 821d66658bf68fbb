// Runs the Playwright journeys against Debian's Chromium. Without a browser the run says so, and under CI it
// fails: the browser tests can never be skipped silently there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromiumPath)) {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  console.error(
    `e2e: no Chromium at ${chromiumPath} (install Debian's 'chromium' package or set CHROMIUM_PATH). ` +
      (ci ? 'Failing: browser tests are required under CI.' : 'Browser tests NOT run.'),
  );
  process.exit(ci ? 1 : 0);
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// Built with NODE_ENV=development on purpose: the web build must ship React's production bundle whatever the
// shell says (issue 10), and apps/web/scripts/build.mjs fails the build if the development one got in, so the
// journeys below always run against what `npm start` serves.
run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'development' });
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
