import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/*
 * After a reload offline the till still knows its open session (issue 36), and the sync panel
 * opens at any time, saying the till is ready to sell offline and when it last sent a sale.
 * Central Store's counter, with a product no other spec sells.
 */

const NIMKO = '8964000001020'; // Nimko Mix 200g, 190.00

test.setTimeout(90_000);

/** Whether the till holds its catalogue and a block of invoice numbers. */
const tillReady = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('tillwise-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(false);
          const tx = db.transaction(['products', 'meta']);
          const count = tx.objectStore('products').count();
          const blocks = tx.objectStore('meta').get('invoice-blocks');
          const synced = tx.objectStore('meta').get('catalogue-synced-at');
          tx.oncomplete = () =>
            resolve(
              count.result > 10 &&
                ((blocks.result?.value as unknown[]) ?? []).length > 0 &&
                synced.result?.value != null,
            );
        };
      }),
  );

test('offline after a reload, the strip still shows the open session and the sync panel says the till is ready', async ({
  page,
  context,
}) => {
  await signIn(page, 'storecashier');
  const stub = () => {
    (window as unknown as { print: () => void }).print = () => {};
  };
  await page.addInitScript(stub);
  await page.evaluate(stub);
  await expect.poll(() => tillReady(page), { timeout: 45_000 }).toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Nothing waiting, online: the header still offers the sync panel.
  const status = page.getByTestId('till-status');
  await expect(status.getByTestId('till-ready')).toHaveText('Ready offline');
  await status.click();
  const panel = page.getByTestId('sync-panel');
  await expect(panel.getByTestId('till-readiness')).toContainText('This till is ready to sell offline');
  await expect(panel.getByTestId('last-sent')).toHaveText('No sale has been sent from this till yet.');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A session with a float, and one sale in it.
  await page.getByTestId('open-session').click();
  const openModal = page.getByRole('dialog', { name: 'Open till session' });
  await openModal.getByTestId('opening-float').fill('500');
  await openModal.getByTestId('open-session-submit').click();
  await expect(openModal).toBeHidden();
  const strip = page.getByTestId('till-session-bar');
  await expect(strip).toContainText('float 500.00');
  const session = ((await strip.textContent()) ?? '').match(/Session #(\d+)/)?.[1];
  expect(session).toBeTruthy();
  const box = page.getByLabel('Barcode (F2)');
  await box.fill(NIMKO);
  await box.press('Enter');
  await expect(page.getByLabel('Quantity', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('F4');
  await page.keyboard.type('200');
  await page.keyboard.press('F9');
  await expect(
    page.getByRole('status').filter({ hasText: 'Order is completed successfully!.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New Order' }).click();
  // The panel says so at once, without a reload.
  await status.click();
  await expect(panel.getByTestId('last-sent')).toContainText('Last sale sent to the server');
  await page.getByRole('dialog', { name: 'Offline sales and sync' }).getByRole('button').first().click();
  await expect(panel).toBeHidden();

  // The network goes and the page is reloaded: the session is still this till's.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('till-status')).toContainText('Offline');
  await expect(strip).toContainText(`Session #${session}`);
  await expect(strip).toContainText('float 500.00');
  await expect(page.getByTestId('no-till-session')).toHaveCount(0);
  for (const id of ['cash-move', 'x-report', 'close-session']) {
    await expect(page.getByTestId(id)).toBeVisible();
    await expect(page.getByTestId(id)).toBeDisabled();
  }
  await page.getByTestId('till-status').click();
  await expect(panel.getByTestId('till-readiness')).toContainText('This till is ready to sell offline');
  await expect(panel.getByTestId('last-sent')).toContainText('Last sale sent to the server');
  await page.keyboard.press('Escape');

  // Back online: the buttons work again.
  await context.setOffline(false);
  await expect(page.getByTestId('x-report')).toBeEnabled({ timeout: 20_000 });
});
