import { signUpShopper } from './support/shopper';
import { expect, test } from './support/test';

test("a product saved with a card's heart and removed in My Account's Wish List shows an empty heart back home at once", async ({
  page,
}, testInfo) => {
  await signUpShopper(page, testInfo, 'wishlist');
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  const save = bestSellers.getByRole('button', { name: /^Save .+ to your wishlist$/ }).first();
  const name = /^Save (.+) to your wishlist$/.exec((await save.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  const saved = bestSellers.getByRole('button', { name: `Remove ${name} from your wishlist` });
  await save.click();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // A fresh page, whose cached best sellers say the product is saved.
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  // In-app navigation, so the home page's answers stay cached (a reload would fetch them anew anyway).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/profile#wishlist$/);
  await page
    .getByRole('list', { name: 'Saved products' })
    .getByRole('button', { name: `Remove ${name} from your wishlist` })
    .click();
  await expect(page.getByText('Products you save with the heart will be listed here.')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Bazaar home' }).click();
  await expect(bestSellers.getByRole('button', { name: `Save ${name} to your wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
