import { expect, type Page } from '@playwright/test';
import { apiToken } from './api';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Signs a demo operator in without the form: a token over the API (`obtain-jwt/`, as the form asks
 * for), put where the web app keeps it (localStorage `token`, lib/token-store.ts) before the app
 * first loads, then opens `at` and waits until the header is on screen. By default `at` is /login,
 * which sends a signed-in user to their landing page, where the form leaves them too; a story that
 * starts elsewhere names its page, so the landing page is not loaded for nothing. The stories whose
 * subject is signing in (sign-in, logout, a session ending, a new user's password) use
 * signInWithForm.
 */
export async function signIn(page: Page, username: string, at = '/login'): Promise<void> {
  const token = await apiToken(page.request, username);
  // Any page of the app's origin gives its localStorage; a static icon does not start the app.
  await page.goto('/icons/icon-192.png');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(at);
  // The app starts, reads the user and draws its page within this wait (the form's took only the
  // last two): the budget of a slow machine, as the stories' own.
  await expect(page.getByTestId('main-menu')).toBeVisible({ timeout: 20_000 });
}

/** Signs in through the login form and waits until the header is on screen. */
export async function signInWithForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
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
