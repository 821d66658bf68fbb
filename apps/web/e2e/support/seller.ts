import { demoAccounts } from '@bazaar/domain';
import { expect, type Page } from './test';

/** Signs the demo seller in through the API and keeps the token as the sign-in screens do (AuthToken). */
export async function signInAsDemoSeller(page: Page): Promise<void> {
  const { email, password } = demoAccounts.seller;
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { AuthToken } = (await response.json()) as { AuthToken: string };
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('AuthToken', token), AuthToken);
}
