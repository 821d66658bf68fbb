import { expect, test } from './support/test';
import { mailsTo, uniqueEmail, waitForOtp } from './support/outbox';

test('forgot password: e-mail, OTP, new password, then login with it', async ({ page }, testInfo) => {
  const email = uniqueEmail('reset', testInfo.project.name);
  // A verified account: sign up through the API and confirm the e-mailed code.
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Dev Patel',
      email,
      password: 'oldpass1',
      confirmPassword: 'oldpass1',
      phoneNumber: '9876501234',
    },
  });
  expect(registered.status()).toBe(200);
  const verified = await page.request.post('/api/auth/email-verification', {
    data: { email, otp: await waitForOtp(email) },
  });
  expect(verified.status()).toBe(201);
  const mailsBefore = mailsTo(email).length;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Email is Not Valid!')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  const code = await waitForOtp(email, { after: mailsBefore });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('resetToken'))).toBeTruthy();
  await page.getByLabel('New Password', { exact: true }).fill('newpass1');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(
    page.getByText('Password must be at least 6 characters long and include at least one special character'),
  ).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('new@pass1');
  await page.getByRole('button', { name: 'Save Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('resetToken'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('oldpass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Credentials');

  await page.getByLabel('Password', { exact: true }).fill('new@pass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open profile panel' })).toBeVisible();
});
