import {
  companies,
  companyTaxSettings,
  type Db,
  type DbHandle,
  fiscalOutbox,
  fiscalSettings,
  openDb,
  products,
  taxCategories,
  taxRates,
  users,
} from '@tillwise/db';
import { D, type FiscalOutboxWire, type FiscalSettingsWire, type OrderWire } from '@tillwise/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.js';
import { readAnswer } from '../src/modules/fiscal/answers.js';
import { openToken, sealToken } from '../src/modules/fiscal/secret.js';
import { fiscalWorkerOptions, reportDueOrders } from '../src/modules/fiscal/worker.js';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor, createProduct, makeGroup, receive } from './support/catalog.js';
import { type FbrStandIn, startFbrStandIn } from './support/fbr-stand-in.js';
import {
  outboxOf as outboxRowOf,
  POS_ID,
  runWorker as runWorkerAt,
  reportingShop as shopReporting,
} from './support/fiscal.js';
import { makeShop } from './support/orders.js';

/*
 * The fiscal outbox and its worker (docs/domain/fiscal.md, "The outbox and the worker"): a counter
 * sale of a company that reports gets its outbox row in the sale's own transaction, and the worker
 * reports it to the FBR stand-in (never the authority) exactly once as far as the authority can
 * tell, through failures. The worker is run by hand (FISCAL_SEND_MS is 0 in tests).
 */

const CLOUD_TOKEN = 'the-cloud-token-4f1c9a';
const logLines: string[] = [];
let t: TestApp;
let fbr: FbrStandIn;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => logLines.push(line) } });
  fbr = await startFbrStandIn({ token: CLOUD_TOKEN, now: () => new Date('2026-11-27T14:05:09Z') });
  // A database kept between runs (PostgreSQL) may hold rows of an earlier run, addressed to a stand-in gone since.
  await t.db.update(fiscalOutbox).set({ status: 'REFUSED' }).where(eq(fiscalOutbox.status, 'PENDING'));
});
afterAll(async () => {
  await fbr.close();
  await t.close();
  await closeDatabase();
});

/** One pass of the worker as the server runs it, at `later` ms from now. */
const runWorker = (later = 0, db: Db = t.db) => runWorkerAt(t, later, db);

const HOUR = 3_600_000;

/** A shop that charges tax (with the Re 1 fee) and reports to the stand-in (test/support/fiscal.ts). */
const reportingShop = (fiscal: Record<string, unknown> = {}) => shopReporting(t, fbr, { fiscal });

const outboxOf = (orderId: number) => outboxRowOf(t.db, orderId);

describe('the sealed token and its key', () => {
  it('opens with its key only, and every seal differs', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = sealToken(key, CLOUD_TOKEN);
    expect(sealed).not.toContain(CLOUD_TOKEN);
    expect(sealToken(key, CLOUD_TOKEN)).not.toBe(sealed);
    expect(openToken(key, sealed)).toBe(CLOUD_TOKEN);
    expect(openToken(Buffer.alloc(32, 8), sealed)).toBeNull();
    // One bit of the ciphertext flipped (not a text edit, which may only touch base64's padding bits).
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(openToken(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'))).toBeNull();
    expect(sealToken(key, '')).toBe('');
  });

  it('takes FISCAL_KEY (64 hex digits), else derives one from the signing secret', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/fiscalbox-config' };
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ...base, FISCAL_KEY: hex }).fiscalKey.toString('hex')).toBe(hex);
    const derived = loadConfig(base).fiscalKey;
    expect(derived).toHaveLength(32);
    expect(derived.equals(loadConfig(base).fiscalKey)).toBe(true);
    expect(derived.equals(loadConfig({ ...base, JWT_SECRET: 'y'.repeat(40) }).fiscalKey)).toBe(false);
    expect(() => loadConfig({ ...base, FISCAL_KEY: 'short' })).toThrow(ConfigError);
  });

  it('reads the authority’s answers: 100 sent, 5xx retried, anything else refused', () => {
    expect(readAnswer(200, '{"InvoiceNumber":"1-2-3","Code":"100"}')).toEqual({
      kind: 'sent',
      number: '1-2-3',
    });
    expect(readAnswer(502, '')).toMatchObject({ kind: 'retry' });
    expect(readAnswer(200, '<html>')).toMatchObject({ kind: 'retry' });
    expect(readAnswer(200, '{"Code":"400","Response":"Invoice not received.","Errors":"USIN: x"}')).toEqual({
      kind: 'refused',
      error: 'HTTP 200: Code 400 Invoice not received. USIN: x',
    });
    expect(readAnswer(404, 'no')).toMatchObject({ kind: 'refused' });
  });
});

describe('company/<id>/fiscal/', () => {
  it('is off by default, needs a POS ID to turn on, and never answers the token', async () => {
    const shop = await makeShop(t.app, t.db);
    const owner = await callerFor(t.app, t.db, 'SUPER_ADMIN', shop.group.parent.id);
    const url = `/api/company/${shop.group.store.id}/fiscal/`;
    const read = await owner({ method: 'GET', url });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      company: shop.group.store.id,
      enabled: false,
      service: 'FBR_POS_LOCAL',
      pos_id: 0,
      base_url: '',
      token_set: false,
      di_enabled: false,
      di_sandbox: true,
      di_base_url: '',
      di_token_set: false,
      di_province: '',
    });
    const noPos = await owner({ method: 'PUT', url, payload: { enabled: true } });
    expect(noPos.statusCode).toBe(400);
    expect(noPos.json()).toHaveProperty('pos_id');
    const noToken = await owner({
      method: 'PUT',
      url,
      payload: { enabled: true, service: 'FBR_POS_CLOUD', pos_id: POS_ID },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toHaveProperty('token');
    const badUrl = await owner({ method: 'PUT', url, payload: { base_url: 'ftp://x' } });
    expect(badUrl.statusCode).toBe(400);
    const put = await owner({
      method: 'PUT',
      url,
      payload: { enabled: true, service: 'FBR_POS_CLOUD', pos_id: POS_ID, token: CLOUD_TOKEN },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<FiscalSettingsWire>()).toMatchObject({ enabled: true, token_set: true });
    expect(put.body).not.toContain(CLOUD_TOKEN);
    // Stored sealed: the clear token is nowhere in the row.
    const [row] = await t.db
      .select()
      .from(fiscalSettings)
      .where(eq(fiscalSettings.companyId, shop.group.store.id));
    expect(row?.tokenEncrypted).toMatch(/^v1\./);
    expect(row?.tokenEncrypted).not.toContain(CLOUD_TOKEN);
    // A cashier may not read it.
    expect((await shop.cashier({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('the outbox row', () => {
  it('is written with the sale, in its transaction, only when the company reports', async () => {
    const { sold, sell, owner, store } = await reportingShop();
    // The sale only reads the settings and writes its own row (ADR 0009): no shared row changes.
    const versions = async () =>
      (
        (await t.db.execute(sql`
          select 'company' as what, xmin::text as v from companies where id = ${store}
          union all select 'settings', xmin::text from fiscal_settings where company_id = ${store}`)) as unknown as {
          rows: { what: string; v: string }[];
        }
      ).rows;
    const before = await versions();
    const order = await sold();
    expect(await versions()).toEqual(before);
    expect(await outboxOf(order.id)).toMatchObject({
      companyId: store,
      status: 'PENDING',
      attempts: 0,
      payload: null,
    });
    // A sale refused (beyond stock) leaves no row behind.
    const [rowsBefore] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fiscalOutbox)
      .where(eq(fiscalOutbox.companyId, store));
    const refused = await sell('500');
    expect(refused.statusCode).toBe(400);
    const [after] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fiscalOutbox)
      .where(eq(fiscalOutbox.companyId, store));
    expect(Number(after?.n)).toBe(Number(rowsBefore?.n));
    // Turned off: the next sale is not queued.
    await owner({ method: 'PUT', url: `/api/company/${store}/fiscal/`, payload: { enabled: false } });
    expect(await outboxOf((await sold()).id)).toBeUndefined();
    // Leave nothing due for the other tests.
    await runWorker();
  });
});

describe('the worker', () => {
  it('reports a sale and stores the fiscal number; the list shows it', async () => {
    const { sold, owner, store } = await reportingShop();
    const order = await sold('2');
    const accepted = fbr.stats.accepted;
    await runWorker();
    const row = await outboxOf(order.id);
    expect(row?.status, row?.lastError).toBe('SENT');
    expect(row?.fiscalNumber).toBe(fbr.numberOf(order.invoice_id, POS_ID));
    expect(row?.fiscalNumber).toMatch(/^110014-\d{12}-\d{4}$/);
    expect(fbr.stats.accepted).toBe(accepted + 1);
    const recorded = fbr.invoices.get(`${POS_ID}/${order.invoice_id}`);
    expect(recorded?.payload).toMatchObject({ USIN: order.invoice_id, TotalBillAmount: Number(order.total) });
    const list = await owner({ method: 'GET', url: `/api/fiscal/?company=${store}&status=SENT` });
    expect(list.statusCode, list.body).toBe(200);
    const results = list.json<{ results: FiscalOutboxWire[] }>().results;
    expect(results.find((r) => r.order === order.id)).toMatchObject({
      status: 'SENT',
      invoice_id: order.invoice_id,
      fiscal_number: row?.fiscalNumber,
    });
    expect((await owner({ method: 'GET', url: '/api/fiscal/?status=LOST' })).statusCode).toBe(400);
  });

  it('reports a refund from the receipt as a credit note naming the sale', async () => {
    const { sold, shop } = await reportingShop();
    const sale = await sold('2');
    await runWorker();
    expect((await outboxOf(sale.id))?.status).toBe('SENT');
    const res = await shop.cashier({
      method: 'POST',
      url: `/api/order/${sale.id}/refund/`,
      payload: { lines: [{ item: sale.order_item[0]?.id ?? 0, quantity: '1' }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json<OrderWire>();
    expect((await outboxOf(refund.id))?.status).toBe('PENDING');
    await runWorker();
    const row = await outboxOf(refund.id);
    expect(row?.status, row?.lastError).toBe('SENT');
    expect(fbr.invoices.get(`${POS_ID}/${refund.invoice_id}`)?.payload).toMatchObject({
      USIN: refund.invoice_id,
      RefUSIN: sale.invoice_id,
      InvoiceType: 3,
    });
  });

  it('retries after a 500, later, with back-off', async () => {
    const { sold } = await reportingShop();
    const order = await sold();
    fbr.failNext({ kind: 'error-500' });
    await runWorker();
    const failed = await outboxOf(order.id);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'HTTP 500' });
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing goes.
    const requests = fbr.stats.requests;
    await runWorker();
    expect(fbr.stats.requests).toBe(requests);
    await runWorker(HOUR);
    const sent = await outboxOf(order.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, lastError: '' });
    expect(sent?.fiscalNumber).toBe(fbr.numberOf(order.invoice_id, POS_ID));
  });

  it('resends the same USIN when the answer was lost, and the authority keeps one document', async () => {
    const { sold } = await reportingShop();
    const order = await sold();
    const { accepted, conflicting } = fbr.stats;
    fbr.failNext({ kind: 'drop-after' });
    await runWorker();
    expect(await outboxOf(order.id)).toMatchObject({ status: 'PENDING', attempts: 1 });
    const given = fbr.numberOf(order.invoice_id, POS_ID);
    expect(given).toBeDefined();
    await runWorker(HOUR);
    expect(await outboxOf(order.id)).toMatchObject({ status: 'SENT', fiscalNumber: given });
    // One document for the USIN: recorded once, the resend answered with its number, the same payload.
    expect(fbr.stats.accepted).toBe(accepted + 1);
    expect(fbr.stats.conflicting).toBe(conflicting);
    expect(fbr.invoices.get(`${POS_ID}/${order.invoice_id}`)?.received).toBe(2);
  });

  it('marks a refusal REFUSED with the authority’s words; resend sends it again', async () => {
    const { sold, owner } = await reportingShop();
    const order = await sold();
    fbr.failNext({ kind: 'refuse-field', field: 'PCTCode', message: 'PCT code not found.' });
    await runWorker();
    const refused = await outboxOf(order.id);
    expect(refused?.status).toBe('REFUSED');
    expect(refused?.lastError).toContain('PCTCode: PCT code not found.');
    // Left alone by the worker until sent again.
    await runWorker(HOUR);
    expect((await outboxOf(order.id))?.status).toBe('REFUSED');
    const id = refused?.id ?? 0;
    const resend = await owner({ method: 'POST', url: `/api/fiscal/${id}/resend/` });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json<FiscalOutboxWire>()).toMatchObject({ status: 'PENDING', last_error: '' });
    await runWorker();
    expect(await outboxOf(order.id)).toMatchObject({
      status: 'SENT',
      fiscalNumber: fbr.numberOf(order.invoice_id, POS_ID),
    });
    // Only a refused one goes again; another group's admin does not find it.
    expect((await owner({ method: 'POST', url: `/api/fiscal/${id}/resend/` })).statusCode).toBe(400);
    const stranger = await reportingShop();
    expect((await stranger.owner({ method: 'POST', url: `/api/fiscal/${id}/resend/` })).statusCode).toBe(404);
  });

  it('sends to the cloud with the token, which no answer and no log line carries', async () => {
    logLines.length = 0;
    const { sold, owner, store } = await reportingShop({
      service: 'FBR_POS_CLOUD',
      token: 'a-wrong-token-0000',
    });
    const order = await sold();
    await runWorker();
    const refused = await outboxOf(order.id);
    expect(refused?.status).toBe('REFUSED');
    expect(refused?.lastError).toContain('900908');
    const fixed = await owner({
      method: 'PUT',
      url: `/api/company/${store}/fiscal/`,
      payload: { token: CLOUD_TOKEN },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const resend = await owner({ method: 'POST', url: `/api/fiscal/${refused?.id}/resend/` });
    expect(resend.statusCode, resend.body).toBe(200);
    await runWorker();
    const sent = await outboxOf(order.id);
    expect(sent?.status, sent?.lastError).toBe('SENT');
    expect(fbr.invoices.get(`${POS_ID}/${order.invoice_id}`)?.route).toBe('cloud');
    const answers = [
      fixed.body,
      resend.body,
      (await owner({ method: 'GET', url: `/api/company/${store}/fiscal/` })).body,
      (await owner({ method: 'GET', url: `/api/fiscal/?company=${store}` })).body,
    ];
    for (const body of answers) {
      expect(body).not.toContain(CLOUD_TOKEN);
      expect(body).not.toContain('a-wrong-token-0000');
    }
    // The refusal was logged (so the capture works), without either token.
    expect(logLines.some((l) => l.includes('not reported to the tax authority'))).toBe(true);
    expect(logLines.filter((l) => l.includes(CLOUD_TOKEN) || l.includes('a-wrong-token-0000'))).toEqual([]);
  });

  it('never sends one row twice when two workers race', async () => {
    const { sold } = await reportingShop();
    const orders: OrderWire[] = [];
    for (let i = 0; i < 8; i += 1) orders.push(await sold());
    const ids = orders.map((o) => o.id);
    // On PostgreSQL a second pool stands for a second server process; the embedded engine has one connection.
    let other: DbHandle | undefined;
    if (process.env.DATABASE_URL)
      other = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
    try {
      const { requests, duplicates } = fbr.stats;
      const race = (db: Db) =>
        reportDueOrders({ ...fiscalWorkerOptions(db, t.config.fiscalKey, t.app.log), batch: 3 });
      const second = other?.db ?? t.db;
      for (let round = 0; round < 5; round += 1)
        await Promise.all([race(t.db), race(second), race(t.db), race(second)]);
      const rows = await t.db.select().from(fiscalOutbox).where(inArray(fiscalOutbox.orderId, ids));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['SENT', 1]));
      expect(fbr.stats.requests - requests).toBe(ids.length);
      expect(fbr.stats.duplicates).toBe(duplicates);
    } finally {
      await other?.close();
    }
  });
});

/**
 * Two departments of one group, each registered on its own and charging tax (prices include
 * it), the store reporting to the stand-in; a product in an 18% category with a PCT code, 20
 * received into the store.
 */
async function departments(registration: 'own' | 'shared' = 'own') {
  const group = await makeGroup(t.db);
  const store = await callerFor(t.app, t.db, 'ADMIN', group.store.id);
  const outlet = await callerFor(t.app, t.db, 'ADMIN', group.outlet.id);
  const product = await createProduct(store);
  const variant = product.product_variant[0];
  if (!variant) throw new Error('no variant');
  const [row] = await t.db
    .select({ groupId: products.groupId })
    .from(products)
    .where(eq(products.id, product.id));
  const [category] = await t.db
    .insert(taxCategories)
    .values({ groupId: row?.groupId ?? group.parent.id, name: `Standard ${crypto.randomUUID()}` })
    .returning();
  if (!category) throw new Error('no tax category');
  await t.db.insert(taxRates).values({ categoryId: category.id, rate: '18', validFrom: '2020-01-01' });
  await t.db
    .update(products)
    .set({ taxCategoryId: category.id, hsCode: '04012000' })
    .where(eq(products.id, product.id));
  const shared = registration === 'shared';
  for (const id of [group.parent.id, group.store.id, group.outlet.id])
    await t.db.insert(companyTaxSettings).values({
      companyId: id,
      chargesTax: true,
      sharesParentRegistration: shared && id !== group.parent.id,
      ntn: '7654321-0',
    });
  const batch = await receive(store, variant.id, '20');
  await t.db.insert(fiscalSettings).values({
    companyId: group.store.id,
    enabled: true,
    service: 'FBR_POS_LOCAL',
    posId: POS_ID,
    baseUrl: fbr.url,
  });
  /** The store sends `quantity` to the outlet at 118 a unit (tax included), as the original client does. */
  const transfer = async (quantity: string) => {
    const res = await store({
      method: 'POST',
      url: '/api/internal-order/',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        order_item: [{ batch, price: '118.0000', quantity, discount: '0' }],
        buyer: outlet.userId,
        seller: store.userId,
        total_discount: '0',
        total: new D('118').times(quantity).toFixed(4),
        amount_received: '0',
        amount_discount: true,
        invoice_id: '',
        internal_order: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OrderWire>();
  };
  return { group, transfer };
}

describe('taxable internal orders', () => {
  it('queues a taxable transfer for the supplier in the order’s transaction, and the worker reports it', async () => {
    const { group, transfer } = await departments();
    const order = await transfer('5');
    expect(order.tax).toBe('90.0000');
    const row = await outboxOf(order.id);
    expect(row).toMatchObject({ companyId: group.store.id, status: 'PENDING' });
    await runWorker();
    const sent = await outboxOf(order.id);
    expect(sent?.status, sent?.lastError).toBe('SENT');
    const recorded = fbr.invoices.get(`${POS_ID}/${order.invoice_id}`);
    expect(recorded?.payload).toMatchObject({
      TotalSaleValue: 500,
      TotalTaxCharged: 90,
      TotalBillAmount: 590,
      InvoiceType: 1,
    });
    expect(sent?.fiscalNumber).toBe(recorded?.fiscalNumber);
  });

  it('queues nothing between branches of one registration, nor when the supplier does not report', async () => {
    const shared = await departments('shared');
    const untaxed = await shared.transfer('1');
    expect(untaxed.tax).toBe('0.0000');
    expect(await outboxOf(untaxed.id)).toBeUndefined();
    const off = await departments();
    await t.db
      .update(fiscalSettings)
      .set({ enabled: false })
      .where(eq(fiscalSettings.companyId, off.group.store.id));
    const quiet = await off.transfer('1');
    expect(quiet.tax).toBe('18.0000');
    expect(await outboxOf(quiet.id)).toBeUndefined();
  });
});

describe('Digital Invoicing', () => {
  const DI = (extra: Record<string, unknown> = {}) => ({
    di_enabled: true,
    di_sandbox: true,
    di_base_url: fbr.url,
    di_token: fbr.diToken,
    di_province: 'PUNJAB',
    ...extra,
  });

  it('is set up with its own token, sealed and never answered, and needs a province', async () => {
    const { owner, store } = await reportingShop();
    const url = `/api/company/${store}/fiscal/`;
    const noToken = await owner({ method: 'PUT', url, payload: { di_enabled: true, di_province: 'PUNJAB' } });
    expect(noToken.statusCode, noToken.body).toBe(400);
    expect(noToken.json()).toHaveProperty('di_token');
    const noProvince = await owner({ method: 'PUT', url, payload: { di_enabled: true, di_token: 'x' } });
    expect(noProvince.statusCode, noProvince.body).toBe(400);
    expect(noProvince.json()).toHaveProperty('di_province');
    const badProvince = await owner({ method: 'PUT', url, payload: { di_province: 'Lahore' } });
    expect(badProvince.statusCode, badProvince.body).toBe(400);
    const put = await owner({ method: 'PUT', url, payload: DI() });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).not.toContain(fbr.diToken);
    expect(put.json<FiscalSettingsWire>()).toMatchObject({
      di_enabled: true,
      di_sandbox: true,
      di_base_url: fbr.url,
      di_token_set: true,
      di_province: 'PUNJAB',
      token_set: false,
    });
    const [row] = await t.db.select().from(fiscalSettings).where(eq(fiscalSettings.companyId, store));
    expect(row?.diTokenEncrypted).not.toContain(fbr.diToken);
    expect(openToken(t.config.fiscalKey, row?.diTokenEncrypted ?? '')).toBe(fbr.diToken);
  });

  it('sends a sale to a registered customer by DI and a walk-in sale by POS', async () => {
    const { owner, store, sold, shop } = await reportingShop();
    await owner({ method: 'PUT', url: `/api/company/${store}/fiscal/`, payload: DI() });
    await t.db.update(companies).set({ address: '1 Mall Road, Lahore' }).where(eq(companies.id, store));
    await t.db
      .update(users)
      .set({ ntn: '4455667-1', taxRegistered: true, description: 'Clifton, Karachi' })
      .where(eq(users.id, shop.regular.id));
    const registered = await sold('2', shop.regular.id);
    const walkIn = await sold('1');
    expect((await runWorker()).sent).toBeGreaterThanOrEqual(2);
    const di = await outboxOf(registered.id);
    expect(di).toMatchObject({ status: 'SENT', service: 'FBR_DI' });
    const recorded = fbr.diInvoices.find((d) => d.invoiceNumber === di?.fiscalNumber);
    expect(recorded?.sandbox).toBe(true);
    expect(recorded?.payload).toMatchObject({
      invoiceType: 'Sale Invoice',
      sellerNTNCNIC: '1234567',
      sellerProvince: 'PUNJAB',
      sellerAddress: '1 Mall Road, Lahore',
      buyerNTNCNIC: '4455667',
      buyerRegistrationType: 'Registered',
      buyerAddress: 'Clifton, Karachi',
      scenarioId: 'SN001',
    });
    // The payload's figures are the order's stored ones, to the paisa.
    const items = recorded?.payload.items as { salesTaxApplicable: number; totalValues: number }[];
    expect(
      items.reduce((sum, i) => sum.plus(String(i.salesTaxApplicable)), new D(0)).eq(registered.tax),
    ).toBe(true);
    expect(
      items
        .reduce((sum, i) => sum.plus(String(i.totalValues)), new D(0))
        .plus(registered.service_fee)
        .eq(registered.total),
    ).toBe(true);
    const pos = await outboxOf(walkIn.id);
    expect(pos).toMatchObject({ status: 'SENT', service: 'FBR_POS' });
    expect(fbr.numberOf(walkIn.invoice_id, POS_ID)).toBe(pos?.fiscalNumber);
    const list = await owner({ method: 'GET', url: `/api/fiscal/?company=${store}` });
    expect(list.json<{ results: FiscalOutboxWire[] }>().results.map((r) => r.service)).toEqual([
      'FBR_POS',
      'FBR_DI',
    ]);
  });

  it('sends a taxable internal order to a registered department by DI; DI’s refusal is kept with its codes', async () => {
    const internal = await departmentsForDi();
    const order = await internal.transfer('5');
    await runWorker();
    const row = await outboxOf(order.id);
    expect(row).toMatchObject({ status: 'SENT', service: 'FBR_DI', companyId: internal.group.store.id });
    const recorded = fbr.diInvoices.find((d) => d.invoiceNumber === row?.fiscalNumber);
    expect(recorded?.payload).toMatchObject({
      buyerBusinessName: internal.outletName,
      buyerRegistrationType: 'Registered',
      items: [
        expect.objectContaining({
          valueSalesExcludingST: 500,
          salesTaxApplicable: 90,
          rate: '18%',
          totalValues: 590,
        }),
      ],
    });
    fbr.failNext({ kind: 'refuse-field', field: 'buyerNTNCNIC', message: 'Buyer not registered.' });
    const refused = await internal.transfer('1');
    await runWorker();
    const no = await outboxOf(refused.id);
    expect(no?.status).toBe('REFUSED');
    expect(no?.lastError).toContain('statusCode 01');
    expect(no?.lastError).toContain('Buyer not registered.');
    // A wrong token is refused too (401), never retried as if the network failed.
    await t.db
      .update(fiscalSettings)
      .set({ diTokenEncrypted: sealToken(t.config.fiscalKey, 'wrong') })
      .where(eq(fiscalSettings.companyId, internal.group.store.id));
    const unauthorised = await internal.transfer('1');
    await runWorker();
    expect((await outboxOf(unauthorised.id))?.status).toBe('REFUSED');
  });

  /** Two registered departments (departments(), above) with DI on at the store and addresses on both. */
  async function departmentsForDi() {
    const g = await departments();
    await t.db
      .update(fiscalSettings)
      .set({
        diEnabled: true,
        diSandbox: false,
        diBaseUrl: fbr.url,
        diTokenEncrypted: sealToken(t.config.fiscalKey, fbr.diToken),
        diProvince: 'SINDH',
      })
      .where(eq(fiscalSettings.companyId, g.group.store.id));
    for (const id of [g.group.store.id, g.group.outlet.id])
      await t.db.update(companies).set({ address: 'Saddar, Karachi' }).where(eq(companies.id, id));
    const [outlet] = await t.db
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.id, g.group.outlet.id));
    return { ...g, outletName: outlet?.name ?? '' };
  }
});
