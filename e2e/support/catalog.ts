import { expect, type Page } from '@playwright/test';

/** A barcode no earlier run of the suite used. */
export const freshBarcode = (): string => `E2E${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Calls the API as the signed-in user of this page (the token the app keeps in localStorage). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The tax categories as `tax-category/` lists them (docs/domain/tax.md). */
export interface TaxCategoryRow {
  id: number;
  name: string;
  treatment: string;
  third_schedule: boolean;
  is_active: boolean;
}

/**
 * The demo charges sales tax, so every new product needs a tax category: the group's standard one
 * (taxed at its rate, not Third Schedule), from a `tax-category/` answer.
 */
export function standardOf(list: { results: TaxCategoryRow[] }): number {
  const found = list.results.find((c) => c.is_active && c.treatment === 'TAXABLE' && !c.third_schedule);
  expect(found, 'a standard tax category').toBeDefined();
  return found?.id ?? 0;
}

/** The standard tax category of the signed-in user's group. */
export async function standardTaxCategory(page: Page): Promise<number> {
  return standardOf(await api<{ results: TaxCategoryRow[] }>(page, 'GET', 'tax-category/'));
}

export interface CreatedProduct {
  id: number;
  name: string;
  bar_code: string;
  product_variant: { id: number; size: string }[];
}

/** Creates a product with the given variant sizes through the API. */
export async function createProduct(page: Page, name: string, sizes: string[]): Promise<CreatedProduct> {
  return api<CreatedProduct>(page, 'POST', 'product/', {
    name,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
    tax_category: await standardTaxCategory(page),
    product_variant: sizes.map((size, i) => ({
      size,
      color: 'White',
      price: String(50 + i),
      sale_price: '70',
    })),
  });
}

/** Fills the variant entry fields of the product form. */
export async function enterVariant(
  page: Page,
  v: { color: string; size: string; price: string; sale: string },
) {
  await page.getByLabel('Colour', { exact: true }).fill(v.color);
  await page.getByLabel('Size', { exact: true }).fill(v.size);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill(v.price);
  await page.getByLabel('Sale price', { exact: true }).fill(v.sale);
}
