import { expect, type Page } from '@playwright/test';

/** A form field by its label; required fields carry an asterisk the label's name leaves out. */
export const fieldByLabel = (page: Page, label: string) =>
  page.locator('main').getByRole('textbox', { name: new RegExp(`^${label}`) });

/** A Mantine select by its label. */
export const selectByLabel = (page: Page, label: string) =>
  page.locator('main').getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Opens a Mantine select by its label and picks an option. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await selectByLabel(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Confirms the open confirmation dialog with its button. */
export async function confirm(page: Page, button: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
}

/** Picks an option of a Mantine select by the select's accessible name. */
export async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types a barcode into the Admin Order's entry row and waits until the product is chosen. */
export async function scanIntoOrder(page: Page, barcode: string, name: string): Promise<void> {
  await page.getByLabel('Barcode', { exact: true }).fill(barcode);
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(name);
}
