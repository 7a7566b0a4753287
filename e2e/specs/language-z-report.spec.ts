import { expect, type Page, test } from '@playwright/test';
import { saveLanguage } from '../support/language';
import { signIn } from '../support/session';

/*
 * Urdu, right to left, on the app shell and the till session's Z report: the shop's manager reads
 * the navigation from the right, the store's cashier opens and closes a session and prints the
 * Z report (to PDF here). Screens are kept at 1366×768 in the test's output for a person to look at.
 */

test.use({ viewport: { width: 1366, height: 768 } });

async function inUrdu(page: Page) {
  await saveLanguage(page, 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
}

test.describe('Urdu: the app shell and the Z report', () => {
  test('in Urdu the main menu reads from the right, in Urdu words', async ({ page }, testInfo) => {
    await signIn(page, 'storeadmin');
    try {
      await inUrdu(page);
      const menu = page.getByTestId('main-menu');
      await expect(menu).toHaveAttribute('aria-label', 'مین مینو');
      const links = menu.getByRole('link');
      await expect(links.first()).toHaveText('نیا آرڈر');
      await expect(menu.getByRole('link', { name: 'انوینٹری' })).toBeVisible();
      expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // The first entry is the rightmost one.
      const first = await links.nth(0).boundingBox();
      const second = await links.nth(1).boundingBox();
      expect(first && second && first.x > second.x).toBe(true);
      await expect(page.getByRole('button', { name: 'آرڈر تلاش کریں' })).toBeVisible();
      // Nothing in the header runs past the screen's edge.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath('shell-ur-1366x768.png') });

      await page.goto('/notification');
      await expect(page.getByRole('heading', { name: 'اطلاعات' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('notifications-ur-1366x768.png') });

      await page.goto('/till-sessions');
      await expect(page.getByRole('heading', { name: 'کاؤنٹر کی شفٹیں' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'ابتدائی نقد' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('till-sessions-ur-1366x768.png') });
    } finally {
      await saveLanguage(page, null);
    }
  });

  test('in Urdu the cashier opens and closes a session and prints the Z report', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'storecashier');
    await page.addInitScript(() => {
      window.print = () => {};
    });
    try {
      await inUrdu(page);
      await expect(page.getByTestId('no-till-session')).toContainText('اس کاؤنٹر پر کوئی شفٹ کھلی نہیں');
      await page.getByTestId('open-session').click();
      const openModal = page.getByRole('dialog', { name: 'کاؤنٹر کی شفٹ شروع کریں' });
      await openModal.getByTestId('opening-float').fill('2500');
      await openModal.getByTestId('open-session-submit').click();
      await expect(openModal).toBeHidden();
      await expect(page.getByTestId('till-session-bar')).toContainText('ابتدائی نقد 2,500.00');
      await page.screenshot({ path: testInfo.outputPath('counter-session-ur-1366x768.png') });

      await page.getByTestId('close-session').click();
      const close = page.getByRole('dialog', { name: 'کاؤنٹر کی شفٹ بند کریں' });
      await expect(close.getByLabel('گنا ہوا: نقد')).toBeVisible();
      await close.getByTestId('counted-CASH').fill('2480');
      await close.getByTestId('close-session-submit').click();
      // 20 short of the float: within the demo's tolerance or the manager signs.
      const z = page.getByRole('dialog', { name: 'شفٹ بند: Z رپورٹ' });
      await expect(z).toBeVisible();
      const report = z.getByTestId('till-report');
      await expect(report).toContainText('Z رپورٹ');
      await expect(report).toContainText('ابتدائی نقد');
      await expect(report).toContainText('2,500.00');
      await expect(report).toContainText('فرق (کمی)');
      expect(await report.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await page.screenshot({ path: testInfo.outputPath('z-report-ur-1366x768.png') });

      // The printed copy: the roll-paper sheet alone, in Urdu.
      await expect(page.getByTestId('till-report-print')).toContainText('Z رپورٹ');
      const pdf = await page.pdf({ path: testInfo.outputPath('z-report-ur.pdf'), preferCSSPageSize: true });
      expect(pdf.byteLength).toBeGreaterThan(1000);
      await z.getByRole('button', { name: 'ہو گیا' }).click();
      await expect(page.getByTestId('no-till-session')).toBeVisible();
    } finally {
      await saveLanguage(page, null);
    }
  });
});
