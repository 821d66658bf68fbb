import { expect, test } from './support/test';
import { uniqueEmail, waitForOtp } from './support/outbox';

test('sign-up on /register: the form, the e-mailed OTP, then signed in', async ({ page }, testInfo) => {
  const email = uniqueEmail('register', testInfo.project.name);
  await page.goto('/register');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('Mobile No is required!')).toBeVisible();

  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile No').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('secret@1');
  await page.getByLabel('Confirm Password').fill('secret@1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText('Resend OTP in', { exact: false })).toBeVisible();
  const code = await waitForOtp(email);

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.slice(-1));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Registered Successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open profile panel' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeTruthy();
});

test('a wrong OTP shows the server message and keeps the OTP step', async ({ page }, testInfo) => {
  const email = uniqueEmail('wrong-otp', testInfo.project.name);
  await page.goto('/register');
  await page.getByLabel('Name').fill('Kabir Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile No').fill('9123456780');
  await page.getByLabel('Password', { exact: true }).fill('secret@1');
  await page.getByLabel('Confirm Password').fill('secret@1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const code = await waitForOtp(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/OTP/i);
  await expect(page).toHaveURL(/\/register$/);
});
