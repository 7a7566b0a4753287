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

export interface CreatedProduct {
  id: number;
  name: string;
  bar_code: string;
  product_variant: { id: number; size: string }[];
}

/** Creates a product with the given variant sizes through the API. */
export function createProduct(page: Page, name: string, sizes: string[]): Promise<CreatedProduct> {
  return api<CreatedProduct>(page, 'POST', 'product/', {
    name,
    bar_code: freshBarcode(),
    token: false,
    unit: null,
    category: null,
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
