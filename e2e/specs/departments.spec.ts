import { expect, test } from '@playwright/test';
import { confirm, fieldByLabel, selectByLabel } from '../support/forms';
import { signIn } from '../support/session';

test.describe('departments', () => {
  test('an admin adds a department, which is listed, and deletes it', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('link', { name: 'DEPARTMENTS' }).click();
    await page.getByRole('link', { name: 'Add Department' }).click();
    await expect(page).toHaveURL('/department/create');

    await fieldByLabel(page, 'Name').fill('Bakery Two');
    await expect(selectByLabel(page, 'Type')).toHaveValue('Factory');
    await fieldByLabel(page, 'Address').fill('Quaid-e-Azam Industrial Estate');
    await fieldByLabel(page, 'Contact Number').fill('0423-5300201');
    await fieldByLabel(page, 'Contact Number').press('Enter');

    await expect(page).toHaveURL('/departments');
    const row = page.getByRole('row', { name: /Bakery Two/ });
    await expect(row).toContainText('Factory');
    await expect(row).toContainText('0423-5300201');

    await row.getByRole('button', { name: 'Delete Bakery Two' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this department?');
    await expect(page.getByRole('dialog')).toContainText('Bakery Two (Factory)');
    await confirm(page, 'Delete');
    await expect(row).toHaveCount(0);
  });

  test('a department that still has users is not deleted, and the admin is told why', async ({ page }) => {
    await signIn(page, 'storeadmin', '/departments');
    await page.getByRole('button', { name: 'Delete City Outlet' }).click();
    await confirm(page, 'Delete');
    // Other specs may have given it stock or ledger entries too; the users alone are enough to refuse.
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
      /City Outlet was not deleted\. This department cannot be deleted because it still has users/,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('row', { name: /City Outlet/ })).toBeVisible();
  });
});
