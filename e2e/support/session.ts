import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** Signs in through the login form and waits until the header is on screen. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

/** The header menu labels in screen order. */
export const menuLabels = (page: Page): Promise<string[]> =>
  page.getByTestId('main-menu').getByRole('link').allInnerTexts();

/** Opens the user dropdown and returns its entries in order. */
export async function dropdownEntries(page: Page, name: string): Promise<string[]> {
  await page.getByRole('button', { name }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((text) => text.trim());
}
