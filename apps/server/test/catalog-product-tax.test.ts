import { companyTaxSettings } from '@tillwise/db';
import { type CsvRowResult, readCsvRecords, TAX_MSG } from '@tillwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { callerFor, makeGroup, milkBody, uniqueBarcode } from './support/catalog.js';

/*
 * A product's tax facts (docs/domain/tax.md, "Setting up"): its tax category, HS code and each
 * variant's printed retail price, with the field errors a bad set-up gets. Each test has its group.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

async function setUp() {
  const g = await makeGroup(t.db);
  const admin = await callerFor(t.app, t.db, 'SUPER_ADMIN', g.parent.id);
  const category = async (payload: object) => {
    const res = await admin({ method: 'POST', url: '/api/tax-category/', payload });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  return { ...g, admin, category };
}

describe('products with their tax facts', () => {
  it('stores and answers tax_category, a normalised hs_code and each variant’s retail_price', async () => {
    const g = await setUp();
    const standard = await g.category({ name: 'Standard rate', rate: '18' });
    const res = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({
        tax_category: standard,
        hs_code: '0401.2000',
        product_variant: [
          { price: '80', sale_price: '100', retail_price: '100' },
          { price: '150', sale_price: '190', retail_price: '' },
        ],
      }),
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({ tax_category: standard, hs_code: '04012000' });
    expect(product.product_variant.map((v: { retail_price: string | null }) => v.retail_price)).toEqual([
      '100.0000',
      null,
    ]);
    const read = await g.admin({ method: 'GET', url: `/api/product/${product.id}/` });
    expect(read.json()).toMatchObject({ tax_category: standard, hs_code: '04012000' });
  });

  it('an update that leaves the tax facts out (the original client) keeps them', async () => {
    const g = await setUp();
    const third = await g.category({ name: 'Third Schedule goods', third_schedule: true, rate: '18' });
    const made = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({
        tax_category: third,
        hs_code: '2202',
        product_variant: [{ price: '60', sale_price: '90', retail_price: '90' }],
      }),
    });
    expect(made.statusCode).toBe(201);
    const product = made.json();
    const variant = product.product_variant[0];
    const put = await g.admin({
      method: 'PUT',
      url: `/api/product/${product.id}/`,
      payload: {
        name: 'Cola 345ml',
        bar_code: product.bar_code,
        token: false,
        product_variant: [{ id: variant.id, price: '60', sale_price: '95' }],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Cola 345ml', tax_category: third, hs_code: '2202' });
    expect(put.json().product_variant[0]).toMatchObject({ sale_price: '95.0000', retail_price: '90.0000' });
  });

  it('refuses a bad HS code, a retail price below 0 and another group’s tax category', async () => {
    const g = await setUp();
    const other = await setUp();
    const theirs = await other.category({ name: 'Theirs', rate: '18' });
    const bad = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({
        hs_code: '12',
        product_variant: [{ price: '1', sale_price: '1', retail_price: '-1' }],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hs_code).toEqual([TAX_MSG.hsCode]);
    expect(bad.json()).toHaveProperty('product_variant');
    expect(
      (
        await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody({ hs_code: '123456789' }) })
      ).json(),
    ).toEqual({ hs_code: [TAX_MSG.hsCode] });
    const foreign = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ tax_category: theirs }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ tax_category: [`Invalid pk "${theirs}" - object does not exist.`] });
  });

  it('Third Schedule goods need a retail price on every variant', async () => {
    const g = await setUp();
    const third = await g.category({ name: 'Third Schedule goods', third_schedule: true, rate: '18' });
    const res = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({
        tax_category: third,
        product_variant: [
          { price: '1', sale_price: '2', retail_price: '2' },
          { price: '1', sale_price: '2' },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ product_variant: [TAX_MSG.retailPriceRequired] });
  });

  it('when a company of the group charges tax, a product needs a tax category', async () => {
    const g = await setUp();
    expect((await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody() })).statusCode).toBe(
      201,
    );
    await t.db.insert(companyTaxSettings).values({ companyId: g.outlet.id, chargesTax: true });
    const refused = await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ tax_category: [TAX_MSG.categoryRequired] });
    const standard = await g.category({ name: 'Standard', rate: '18' });
    const made = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ tax_category: standard }),
    });
    expect(made.statusCode).toBe(201);
    const cleared = await g.admin({
      method: 'PUT',
      url: `/api/product/${made.json().id}/`,
      payload: milkBody({ bar_code: made.json().bar_code, tax_category: null }),
    });
    expect(cleared.json()).toEqual({ tax_category: [TAX_MSG.categoryRequired] });
    // Another group is not affected by this group's settings.
    const other = await setUp();
    expect(
      (await other.admin({ method: 'POST', url: '/api/product/', payload: milkBody() })).statusCode,
    ).toBe(201);
  });
});

describe('the product CSV carries the tax facts', () => {
  it('exports tax_category, hs_code and retail_price, and imports them with their checks', async () => {
    const g = await setUp();
    const third = await g.category({ name: 'Third Schedule goods', third_schedule: true, rate: '18' });
    await g.category({ name: 'Standard rate', rate: '18' });
    const made = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({
        tax_category: third,
        hs_code: '2202.1010',
        product_variant: [{ price: '60', sale_price: '90', retail_price: '90', size: '345ml' }],
      }),
    });
    const product = made.json();
    const exported = await g.admin({ method: 'GET', url: '/api/catalog-csv/products/' });
    const [row] = readCsvRecords(exported.body, []);
    expect(row?.values).toMatchObject({
      bar_code: product.bar_code,
      tax_category: 'Third Schedule goods',
      hs_code: '22021010',
      retail_price: '90.0000',
    });

    const send = async (step: 'preview' | 'import', lines: string[]) => {
      const rows = readCsvRecords(lines.join('\n'), []);
      const res = await g.admin({
        method: 'POST',
        url: `/api/catalog-csv/products/${step}/`,
        payload: { rows },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ rows: CsvRowResult[] }>().rows.map((r) => [r.status, ...r.reasons, ...r.changes]);
    };
    const header = 'name,bar_code,token,variant_id,size,price,sale_price,tax_category,hs_code,retail_price';
    const fresh = uniqueBarcode();
    const other = uniqueBarcode();
    const variant = product.product_variant[0].id;
    const csv = [
      header,
      `${product.name},${product.bar_code},no,${variant},345ml,60,90,Third Schedule goods,22021010,95`,
      `Tea,${fresh},no,,,100,120,standard rate,0902,`,
      `Juice,${other},no,,,50,60,Third Schedule goods,12,`,
      `Soap,${uniqueBarcode()},no,,,50,60,Luxury,,`,
    ];
    expect(await send('preview', csv)).toEqual([
      ['changed', 'retail price 90.0000 → 95'],
      ['new', 'new product'],
      ['rejected', `hs_code: ${TAX_MSG.hsCode}`, `retail_price: ${TAX_MSG.retailPriceRequired}`],
      ['rejected', 'Unknown tax category "Luxury"'],
    ]);
    await send('import', csv);
    const tea = await g.admin({ method: 'GET', url: `/api/product/?bar_code=${fresh}` });
    expect(tea.json().results[0]).toMatchObject({ hs_code: '0902' });
    expect(
      (await g.admin({ method: 'GET', url: `/api/product/${product.id}/` })).json().product_variant[0],
    ).toMatchObject({ retail_price: '95.0000' });
    // A file without the tax columns (an older export) leaves them as they are.
    const old = await send('import', [
      'name,bar_code,token,variant_id,size,price,sale_price',
      `${product.name},${product.bar_code},no,${variant},345ml,61,90`,
    ]);
    expect(old).toEqual([['changed', 'price 60.0000 → 61']]);
    const after = (await g.admin({ method: 'GET', url: `/api/product/${product.id}/` })).json();
    expect(after).toMatchObject({ tax_category: third, hs_code: '22021010' });
    expect(after.product_variant[0].retail_price).toBe('95.0000');
  });

  it('refuses rows without a tax category when the group charges tax', async () => {
    const g = await setUp();
    await g.admin({ method: 'PUT', url: `/api/company/${g.outlet.id}/tax/`, payload: { charges_tax: true } });
    const rows = readCsvRecords(`name,bar_code,price\nTea,${uniqueBarcode()},10`, []);
    const res = await g.admin({
      method: 'POST',
      url: '/api/catalog-csv/products/preview/',
      payload: { rows },
    });
    expect(res.json().rows[0]).toMatchObject({
      status: 'rejected',
      reasons: [`tax_category: ${TAX_MSG.categoryRequired}`],
    });
  });
});

describe('the group’s default tax category (docs/domain/tax.md, "Setting up")', () => {
  /** A group where a company charges tax, with a standard and a luxury category; the standard is the default. */
  async function taxing() {
    const g = await setUp();
    await t.db.insert(companyTaxSettings).values({ companyId: g.outlet.id, chargesTax: true });
    const standard = await g.category({ name: 'Standard rate', rate: '18', is_default: true });
    const luxury = await g.category({ name: 'Luxury goods', rate: '25' });
    const patch = (id: number, payload: object) =>
      g.admin({ method: 'PATCH', url: `/api/tax-category/${id}/`, payload });
    const defaults = async () =>
      (await g.admin({ method: 'GET', url: '/api/tax-category/' }))
        .json<{ results: { id: number; is_default: boolean }[] }>()
        .results.filter((c) => c.is_default)
        .map((c) => c.id);
    return { ...g, standard, luxury, patch, defaults };
  }

  it('a product created with the original client’s body (no tax_category) takes the default', async () => {
    const g = await taxing();
    const made = await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody() });
    expect(made.statusCode).toBe(201);
    expect(made.json().tax_category).toBe(g.standard);
    // An explicit null is a choice of none, refused where the group charges tax.
    const none = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ tax_category: null }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ tax_category: [TAX_MSG.categoryRequired] });
    // An explicit category is kept.
    const chosen = await g.admin({
      method: 'POST',
      url: '/api/product/',
      payload: milkBody({ tax_category: g.luxury }),
    });
    expect(chosen.json().tax_category).toBe(g.luxury);
  });

  it('an update that leaves tax_category out keeps the stored one, or takes the default when none is stored', async () => {
    const g = await taxing();
    /** The original client's edit: the product's fields and its variants by id, no tax facts. */
    const edit = (p: { bar_code: string; product_variant: { id: number }[] }) =>
      milkBody({
        bar_code: p.bar_code,
        product_variant: p.product_variant.map((v) => ({ id: v.id, price: '80', sale_price: '100' })),
      });
    const luxe = (
      await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody({ tax_category: g.luxury }) })
    ).json();
    const kept = await g.admin({
      method: 'PUT',
      url: `/api/product/${luxe.id}/`,
      payload: edit(luxe),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().tax_category).toBe(g.luxury);
    // A product saved before the group charged tax, without a category, takes the default on its next edit.
    const other = await setUp();
    const bare = (await other.admin({ method: 'POST', url: '/api/product/', payload: milkBody() })).json();
    expect(bare.tax_category).toBeNull();
    await t.db.insert(companyTaxSettings).values({ companyId: other.outlet.id, chargesTax: true });
    const refused = await other.admin({
      method: 'PUT',
      url: `/api/product/${bare.id}/`,
      payload: edit(bare),
    });
    expect(refused.json()).toEqual({ tax_category: [TAX_MSG.categoryRequired] });
    const standard = await other.category({ name: 'Standard rate', rate: '18', is_default: true });
    const defaulted = await other.admin({
      method: 'PUT',
      url: `/api/product/${bare.id}/`,
      payload: edit(bare),
    });
    expect(defaulted.statusCode).toBe(200);
    expect(defaulted.json().tax_category).toBe(standard);
  });

  it('without a default, a product without a tax category is refused as before', async () => {
    const g = await taxing();
    expect((await g.patch(g.standard, { is_default: false })).json().is_default).toBe(false);
    expect(await g.defaults()).toEqual([]);
    const refused = await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ tax_category: [TAX_MSG.categoryRequired] });
  });

  it('making a category the default takes the mark from the other; a retired one cannot be the default', async () => {
    const g = await taxing();
    expect(await g.defaults()).toEqual([g.standard]);
    const switched = await g.patch(g.luxury, { is_default: true });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().is_default).toBe(true);
    expect(await g.defaults()).toEqual([g.luxury]);
    const made = await g.admin({ method: 'POST', url: '/api/product/', payload: milkBody() });
    expect(made.json().tax_category).toBe(g.luxury);
    // A new category made the default on creation takes the mark too.
    const food = await g.category({ name: 'Basic food', treatment: 'EXEMPT', rate: '0', is_default: 'true' });
    expect(await g.defaults()).toEqual([food]);
    // Retired categories cannot be the default, and the default cannot be retired while it is one.
    const retired = await g.category({ name: 'Old rate', rate: '17', is_active: false });
    expect((await g.patch(retired, { is_default: true })).json()).toEqual({
      is_default: [TAX_MSG.defaultInactive],
    });
    expect((await g.patch(g.standard, { is_default: true, is_active: false })).json()).toEqual({
      is_default: [TAX_MSG.defaultInactive],
    });
    const create = await g.admin({
      method: 'POST',
      url: '/api/tax-category/',
      payload: { name: 'Never', is_active: false, is_default: true },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ is_default: [TAX_MSG.defaultInactive] });
    expect((await g.patch(food, { is_active: false })).json()).toEqual({
      is_active: [TAX_MSG.retireDefault],
    });
    expect(await g.defaults()).toEqual([food]);
    // Another group's default is its own.
    const other = await setUp();
    const theirs = await other.category({ name: 'Standard rate', rate: '18', is_default: true });
    expect(await g.defaults()).toEqual([food]);
    expect(
      (await other.admin({ method: 'GET', url: `/api/tax-category/${theirs}/` })).json().is_default,
    ).toBe(true);
  });

  it('the CSV import without the tax columns gives new products, and products without one, the default', async () => {
    const g = await taxing();
    const other = await setUp();
    // A product of a group that did not charge tax yet, without a category.
    const bare = (await other.admin({ method: 'POST', url: '/api/product/', payload: milkBody() })).json();
    await t.db.insert(companyTaxSettings).values({ companyId: other.outlet.id, chargesTax: true });
    const standard = await other.category({ name: 'Standard rate', rate: '18', is_default: true });
    const luxe = (
      await other.admin({
        method: 'POST',
        url: '/api/product/',
        payload: milkBody({ tax_category: standard }),
      })
    ).json();
    await other.admin({ method: 'PATCH', url: `/api/tax-category/${standard}/`, payload: { name: 'Std' } });
    const fresh = uniqueBarcode();
    const lines = [
      'name,bar_code,token,variant_id,color,size,description,price,sale_price',
      `Tea,${fresh},no,,,,,100,120`,
      `${bare.name},${bare.bar_code},no,${bare.product_variant[0].id},White,1L,Full cream,80,100`,
      `${luxe.name},${luxe.bar_code},no,${luxe.product_variant[0].id},White,1L,Full cream,80,100`,
    ];
    const rows = readCsvRecords(lines.join('\n'), []);
    const send = async (step: 'preview' | 'import') => {
      const res = await other.admin({
        method: 'POST',
        url: `/api/catalog-csv/products/${step}/`,
        payload: { rows },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ rows: CsvRowResult[] }>().rows.map((r) => [r.status, ...r.reasons, ...r.changes]);
    };
    expect(await send('preview')).toEqual([
      ['new', 'new product'],
      ['changed', 'tax category changed'],
      ['unchanged'],
    ]);
    await send('import');
    const read = async (barCode: string) =>
      (await other.admin({ method: 'GET', url: `/api/product/?bar_code=${barCode}` })).json().results[0];
    expect((await read(fresh)).tax_category).toBe(standard);
    expect((await read(bare.bar_code)).tax_category).toBe(standard);
    // A blank cell is a choice of none, refused where the group charges tax.
    const blank = readCsvRecords(`name,bar_code,price,tax_category\nJuice,${uniqueBarcode()},10,`, []);
    const res = await g.admin({
      method: 'POST',
      url: '/api/catalog-csv/products/preview/',
      payload: { rows: blank },
    });
    expect(res.json().rows[0]).toMatchObject({
      status: 'rejected',
      reasons: [`tax_category: ${TAX_MSG.categoryRequired}`],
    });
  });
});
