import { expect, test } from '@playwright/test';
import { signIn, signInWithForm } from '../support/session';

test.describe('app shell', () => {
  test('logout returns to /login and clears localStorage', async ({ page }) => {
    await signInWithForm(page, 'storeadmin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: 'Bilal Khan' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.goto('/admin/order');
    await expect(page).toHaveURL('/login');
  });

  test('the session survives a reload', async ({ page }) => {
    await signInWithForm(page, 'cashier');
    await page.reload();
    await expect(page.getByTestId('main-menu')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('a token the server no longer accepts ends the session', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/inventory');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the header takes its colour from the HeaderColor cookie', async ({ page, context, baseURL }) => {
    await signIn(page, 'cashier');
    await expect(page.getByTestId('header-bar')).toHaveCSS('background-color', 'rgb(231, 59, 42)');

    await context.addCookies([{ name: 'HeaderColor', value: '%23225588', url: baseURL ?? '' }]);
    await page.reload();
    await expect(page.getByTestId('header-bar')).toHaveCSS('background-color', 'rgb(34, 85, 136)');
  });

  test('the menu marks the current page and the brand leads home', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Tillwise home' }).click();
    await expect(page).toHaveURL('/admin/order');
  });

  test('the bell panel links to the notification page', async ({ page }) => {
    await signIn(page, 'cashier');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('link', { name: 'See More' }).click();
    await expect(page).toHaveURL('/notification');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  });

  test('offline, a navigation goes to the connection page, which still offers ordering', async ({
    page,
    context,
  }) => {
    await signIn(page, 'storeadmin');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'INVENTORY' }).click();
    await expect(page).toHaveURL('/connection');
    await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
    await expect(
      page.getByText('Check your internet connection and try again. But you can order.'),
    ).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL('/admin/order');
  });

  test('offline, signing out still ends the session', async ({ page, context }) => {
    await signInWithForm(page, 'cashier');
    await context.setOffline(true);
    await page.getByRole('button', { name: /Usman Raza/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The sign-in page needs the network, so an offline user is told so; the session is gone.
    await expect(page).toHaveURL('/connection');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await context.setOffline(false);
    await page.goto('/');
    await expect(page).toHaveURL('/login');
  });
});
