import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test.use({ viewport: { width: 1366, height: 768 } });

test.describe('Urdu and English', () => {
  test('the cashier switches to Urdu in the user menu: the counter turns right to left at once, no reload', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'cashier');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);

    try {
      await page.getByRole('button', { name: 'Usman Raza' }).click();
      await page.getByText('اردو', { exact: true }).click();

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
      await expect(page.getByRole('region', { name: 'کی بورڈ کے شارٹ کٹ' })).toContainText('وصول شدہ نقد');
      // The Urdu font shipped with the app is in use.
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Naskh Arabic"', 'اردو'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await page.screenshot({ path: testInfo.outputPath('counter-ur-1366x768.png') });

      // The choice is the user's setting: after a reload the app comes back in Urdu.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    } finally {
      // Back to English, so the demo cashier's saved setting does not change other stories.
      await page.getByRole('button', { name: 'Usman Raza' }).click();
      await page.getByText('English', { exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const res = await fetch('/api/user-data/', {
              headers: { Authorization: `token ${localStorage.getItem('token')}` },
            });
            return (await res.json()).results[0].language;
          }),
        )
        .toBe('en');
    }
  });
});
