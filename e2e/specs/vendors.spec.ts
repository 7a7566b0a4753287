import { expect, test } from '@playwright/test';
import { chooseOption, confirm, fieldByLabel } from '../support/forms';
import { signIn } from '../support/session';

test.describe('vendors', () => {
  test('an admin adds a vendor, finds it by search, and deletes it softly', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('link', { name: 'VENDORS' }).click();
    await expect(page.getByRole('row', { name: /Tariq Farooq/ })).toBeVisible();
    await page.getByRole('link', { name: 'Add Vendor' }).click();
    await expect(page).toHaveURL('/vendor/create');

    await fieldByLabel(page, 'First Name').fill('Kamran');
    await fieldByLabel(page, 'Last Name').fill('Dairy');
    await fieldByLabel(page, 'Contact Number').fill('03215556677');
    await chooseOption(page, 'Vendor Company', 'Green Farms');
    await fieldByLabel(page, 'Contact Number').press('Enter');

    await expect(page).toHaveURL('/vendors');
    const row = page.getByRole('row', { name: /Kamran Dairy/ });
    await expect(row).toContainText('03215556677');
    await expect(row).toContainText('Green Farms');

    await page.getByRole('textbox', { name: 'Search vendors' }).fill('Kamran');
    await expect(page).toHaveURL('/vendors?search=Kamran');
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: 'Delete Kamran Dairy' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete Kamran Dairy (03215556677) of Green Farms?');
    await confirm(page, 'Delete');
    await expect(page.getByText('No vendor matches “Kamran”.')).toBeVisible();
  });
});
