import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../support/demo-users';
import { dropdownEntries, menuLabels, signInWithForm } from '../support/session';

test.describe('sign-in', () => {
  for (const user of DEMO_USERS) {
    test(`${user.username} (${user.company}) lands on ${user.landing} with the right menu`, async ({
      page,
    }) => {
      await signInWithForm(page, user.username);

      await expect(page).toHaveURL(user.landing);
      expect(await menuLabels(page)).toEqual(user.menu);
      expect(await dropdownEntries(page, user.name)).toEqual(user.dropdown);
    });
  }

  test('an empty field is refused before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'POS' })).toBeVisible();
    await expect(page.getByPlaceholder('Username')).toBeFocused();

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Both fields are required!');

    await page.getByPlaceholder('Username').fill('cashier');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Both fields are required!');
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password shows the server message in the Error modal', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Username').fill('cashier');
    await page.getByPlaceholder('Password').fill('not-the-password');
    await page.getByPlaceholder('Password').press('Enter');

    const modal = page.getByRole('dialog', { name: 'Error' });
    await expect(modal).toContainText('Unable to log in with provided credentials.');
    await modal.getByRole('button', { name: 'Dismiss' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('signing in after being turned away returns to the page asked for', async ({ page }) => {
    await page.goto('/inventory');
    await expect(page).toHaveURL('/login');
    await signInWithForm(page, 'storeadmin');
    await expect(page).toHaveURL('/inventory');
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  });
});
