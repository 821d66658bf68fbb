import { createHash } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, TestInfo } from '@playwright/test';

/**
 * Every journey is a shopper of its own, coming from an address of its own. Bazaar limits sign-ups, code checks
 * and sign-ins per client address (10 sign-ups an hour); the suite signs up more accounts than that, all from
 * loopback. The journeys' server trusts loopback as its proxy (TRUST_PROXY=127.0.0.1, see
 * playwright.config.ts), and each test sends `X-Forwarded-For` with an address from the IPv6 documentation
 * range (2001:db8::/32) in a /64 of its own (the limits group IPv6 by /64), derived from the test and its retry.
 * No traffic goes there: it is only the address the server counts.
 */
/**
 * A page load shows the server's rendering (apps/web/src/app/server.tsx) until the app has hydrated it and
 * index.html's `data-hydrating` mark goes: its controls look ready but are not live yet, so a journey acting
 * at once could click a button nobody listens to. Loads wait for the app, as a shopper would.
 */
function waitForAppOnLoad(page: Page): void {
  const appRuns = () => page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appRuns();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appRuns();
    return response;
  };
}

export const test = base.extend<{ waitForApp: boolean }>({
  /** false for journeys about the server's page itself (the app's scripts blocked or off). */
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, provide) => {
    if (waitForApp) waitForAppOnLoad(page);
    await provide(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.testId} ${testInfo.retry} ${testInfo.repeatEachIndex}`)
      .digest('hex');
    const address = `2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::1`;
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
