import { expect, test } from '@playwright/test';
import { api, enterVariant, freshBarcode } from '../support/catalog';
import { fieldByLabel } from '../support/forms';
import { signIn } from '../support/session';

/*
 * Setting up sales tax (docs/domain/tax.md): a tax category with a rate history, a product in it,
 * and a company's tax settings. Everything it touches is its own (a category, a product and a
 * department named after this run), so no other story sees its data.
 */

test.describe('setting up sales tax', () => {
  test('a tax category with a rate history, a product in it, and a department’s tax settings', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const category = `Tax e2e ${stamp}`;
    await signIn(page, 'superadmin');

    // A category with its first rate, from the Products screen.
    await page.getByRole('link', { name: 'PRODUCTS' }).click();
    await page.getByRole('link', { name: 'Tax categories' }).click();
    await expect(page).toHaveURL('/tax-categories');
    await expect(page.getByRole('row', { name: /Standard rate/ })).toContainText('18%');
    const add = page.getByRole('form', { name: 'Add a tax category' });
    await add.getByLabel('Name').fill(category);
    await add.getByLabel('Rate (%)').fill('101');
    await expect(add.getByText('Enter a rate from 0 to 100.')).toBeVisible();
    await add.getByLabel('Rate (%)').fill('12');
    await add.getByLabel('Rate applies from').fill('2024-01-01');
    await add.getByRole('button', { name: 'Add category' }).click();
    const row = page.getByRole('row', { name: new RegExp(category) });
    await expect(row).toContainText('12%');
    await expect(row).toContainText('2024-01-01');

    // A new rate from a later day; the old one stays in the history; a second rate on a day is refused.
    await row.getByRole('button', { name: `Edit ${category}` }).click();
    const dialog = page.getByRole('dialog', { name: category });
    await dialog.getByLabel('New rate (%)').fill('15');
    await dialog.getByLabel('Applies from').fill('2025-07-01');
    await dialog.getByRole('button', { name: 'Add a rate from 2025-07-01' }).click();
    const history = dialog.getByRole('table', { name: 'Rate history' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('2025-07-01');
    await expect(history.getByRole('row').nth(1)).toContainText('15%');
    await expect(history.getByRole('row').nth(2)).toContainText('12%');
    await dialog.getByLabel('New rate (%)').fill('16');
    await dialog.getByLabel('Applies from').fill('2025-07-01');
    await dialog.getByRole('button', { name: 'Add a rate from 2025-07-01' }).click();
    await expect(dialog.getByText('This category already has a rate from that day.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('15%');

    // A product in the category, with its HS code.
    const barcode = freshBarcode();
    await page.goto('/product/create');
    await page.getByLabel('Name').fill(`Taxed ${stamp}`);
    await page.getByLabel('Barcode').fill(barcode);
    await page.getByLabel('Tax category').selectOption({ label: `${category} (15%)` });
    await page.getByLabel('HS code').fill('04');
    await expect(page.getByText('An HS/PCT code is 4 to 8 digits.')).toBeVisible();
    await page.getByLabel('HS code').fill('0401.2000');
    await enterVariant(page, { color: 'White', size: '1L', price: '100', sale: '130' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL('/products');
    const products = await api<{ results: { id: number; tax_category: number; hs_code: string }[] }>(
      page,
      'GET',
      `product/?bar_code=${barcode}`,
    );
    const product = products.results[0];
    expect(product?.hs_code).toBe('04012000');
    await page.goto(`/product/edit/${product?.id}`);
    await expect(page.getByLabel('Tax category')).toHaveValue(String(product?.tax_category));
    await expect(page.getByLabel('HS code')).toHaveValue('04012000');

    // A department of this run: its tax settings, checked and saved.
    const department = await api<{ id: number }>(page, 'POST', 'company/', {
      company_name: `Tax branch ${stamp}`,
      company_type: 'RETIAL',
    });
    await page.goto(`/department/edit/${department.id}`);
    const tax = page.getByRole('form', { name: 'Tax' });
    await expect(tax.getByLabel('Charges sales tax on its sales')).not.toBeChecked();
    await tax.getByLabel('Charges sales tax on its sales').check();
    await fieldByLabel(page, 'NTN').fill('12345');
    await fieldByLabel(page, 'NTN').blur();
    await expect(
      tax.getByText('An NTN is 7 digits, optionally followed by a dash and a check digit.'),
    ).toBeVisible();
    await expect(tax.getByRole('button', { name: 'Save tax settings' })).toBeDisabled();
    await fieldByLabel(page, 'NTN').fill('1234567-8');
    await fieldByLabel(page, 'STRN').fill('3277876111111');
    await fieldByLabel(page, 'POS registration number').fill(`POS-${stamp}`);
    await tax.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(tax.getByText('Tax settings saved.')).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Tax' }).getByLabel('Charges sales tax on its sales'),
    ).toBeChecked();
    await expect(fieldByLabel(page, 'NTN')).toHaveValue('1234567-8');
    await expect(fieldByLabel(page, 'POS registration number')).toHaveValue(`POS-${stamp}`);
    // A branch may share its parent's registration instead: its own NTN and STRN are then not asked.
    await page
      .getByRole('form', { name: 'Tax' })
      .getByLabel(/Shares its parent's registration/)
      .check();
    await expect(fieldByLabel(page, 'NTN')).toHaveCount(0);
  });
});
