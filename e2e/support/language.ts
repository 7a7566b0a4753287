import { expect, type Page } from '@playwright/test';

/**
 * Saves the signed-in user's language (`PUT user-data/language/`; null: follow the company, then the
 * browser) with the page's own token, and keeps the device's last choice in step, as the user menu
 * does. Stories that switch to Urdu call it with null in a `finally`, so the demo user's saved
 * setting does not leak into other stories.
 */
export async function saveLanguage(page: Page, language: 'ur' | 'en' | null): Promise<void> {
  const status = await page.evaluate(async (lang) => {
    const res = await fetch('/api/user-data/language/', {
      method: 'PUT',
      headers: {
        Authorization: `token ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ language: lang }),
    });
    if (lang !== 'ur') localStorage.setItem('tillwise.language', 'en');
    return res.status;
  }, language);
  expect(status).toBeLessThan(300);
}
