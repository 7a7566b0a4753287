import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test.describe('route guards', () => {
  test('a signed-out visit to /orders goes to /login', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a sales user opening /products lands on /404', async ({ page }) => {
    await signIn(page, 'cashier');
    await page.goto('/products');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a sales user opening / stays on the sale screen', async ({ page }) => {
    await signIn(page, 'storecashier');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New Sale' })).toBeVisible();
    await expect(page.getByLabel('Barcode (F2)')).toBeFocused();
  });

  test('an admin of a retail outlet may open manager pages but not admin pages', async ({ page }) => {
    await signIn(page, 'outletadmin');
    await page.getByRole('link', { name: 'SUMMARY' }).click();
    await expect(page).toHaveURL('/expense-summary');
    await expect(page.getByRole('heading', { name: 'Expense Summary' })).toBeVisible();

    await page.goto('/users');
    await expect(page).toHaveURL('/404');
  });

  test('/report is for the super admin only', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.goto('/report');
    await expect(page).toHaveURL('/404');

    await page.goto('/logout');
    // Signing out happens in the page after it loads; wait for it before signing in again.
    await expect(page).toHaveURL('/login');
    await signIn(page, 'superadmin');
    await page.getByRole('button', { name: 'Sara Ahmed' }).click();
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/report');
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  });

  test('the order search opens the orders list with invoice id and date', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('textbox', { name: 'Invoice ID' }).fill('INV-42');
    await page.getByLabel('Order date').fill('2026-03-05');
    await page.getByRole('button', { name: 'Search Order' }).click();
    await expect(page).toHaveURL('/orders?invoiceId=INV-42&date=2026-03-05');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  });
});
