import { expect, test } from '@playwright/test';
import { fieldByLabel } from '../support/forms';
import { makePng } from '../support/png';
import { signIn } from '../support/session';

test.describe('settings', () => {
  test('a new header colour shows at once and survives a reload', async ({ page }) => {
    await signIn(page, 'storeadmin');
    await page.getByRole('button', { name: 'Bilal Khan' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Change Header Color' }).click();
    await expect(page).toHaveURL('/settings?tab=color');

    await fieldByLabel(page, 'Header Color').fill('#225588');
    await fieldByLabel(page, 'Header Color').press('Enter');
    await expect(page.getByText('The header colour is saved.')).toBeVisible();
    await expect(page.getByTestId('header-bar')).toHaveCSS('background-color', 'rgb(34, 85, 136)');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'HeaderColor');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('#225588');
    // Written for ten years (spec 9; see cookies.test.ts); Chromium keeps any cookie 400 days at most.
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page.getByTestId('header-bar')).toHaveCSS('background-color', 'rgb(34, 85, 136)');
  });

  test('an uploaded logo shows in the header at once and after a reload', async ({ page }) => {
    await signIn(page, 'storeadmin', '/settings');
    await expect(page.getByRole('tab', { name: 'Update Logo' })).toHaveAttribute('aria-selected', 'true');

    const logo = makePng(120, 40, [255, 255, 255], [231, 59, 42]);
    await page
      .locator('main input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByText('The logo is updated.')).toBeVisible();

    const headerLogo = page.getByRole('banner').getByRole('img', { name: 'Company logo' });
    await expect(headerLogo).toHaveAttribute('src', /\/media\//);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    await page.reload();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Company logo' })).toBeVisible();
  });

  test('an admin updates the company contact but sees the name read-only', async ({ page }) => {
    await signIn(page, 'storeadmin', '/settings?tab=company');
    await expect(fieldByLabel(page, 'Name')).toHaveAttribute('readonly', '');
    await fieldByLabel(page, 'Contact Number').fill('0423-5890099');
    await page.getByRole('button', { name: 'Update company' }).click();
    await expect(page.getByText('Company is updated!!')).toBeVisible();

    await fieldByLabel(page, 'Contact Number').fill('12');
    await expect(page.getByText('Phone number is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update company' })).toBeDisabled();
  });

  test('the super admin renames the company, and the header follows', async ({ page }) => {
    await signIn(page, 'superadmin', '/settings?tab=company');
    await fieldByLabel(page, 'Name').fill('Head Office Lahore');
    await fieldByLabel(page, 'Name').press('Enter');
    await expect(page.getByText('Company is updated!!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Head Office Lahore');

    // Put the demo name back for the specs that follow.
    await fieldByLabel(page, 'Name').fill('Head Office');
    await fieldByLabel(page, 'Name').press('Enter');
    await expect(page.getByRole('banner')).toContainText('Head Office');
    await expect(page.getByRole('banner')).not.toContainText('Head Office Lahore');
  });
});
