import { stockMovements } from '@tillwise/db';
import { type CsvRowResult, type ProductWire, readCsvRecords, toCsv, UNIT_MSG } from '@tillwise/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import {
  type Call,
  callerFor,
  createProduct,
  firstVariantId,
  makeGroup,
  makeUnitAndCategory,
  receive,
  uniqueBarcode,
} from './support/catalog.js';

let t: TestApp;
let admin: Call;
let category: string;
beforeAll(async () => {
  t = await buildTestApp();
  const group = await makeGroup(t.db);
  admin = await callerFor(t.app, t.db, 'ADMIN', group.store.id);
  category = (await makeUnitAndCategory(t.db, group.parent.id)).category.name;
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const send = async (kind: 'products' | 'stock', step: 'preview' | 'import', csv: string) => {
  const rows = readCsvRecords(csv, []);
  const res = await admin({ method: 'POST', url: `/api/catalog-csv/${kind}/${step}/`, payload: { rows } });
  expect(res.statusCode).toBe(200);
  return res.json<{ rows: CsvRowResult[] }>().rows;
};
const summary = (rows: CsvRowResult[]) => rows.map((r) => [r.line, r.status, ...r.reasons, ...r.changes]);
const product = async (id: number) =>
  (await admin({ method: 'GET', url: `/api/product/${id}` })).json<ProductWire>();

describe('product CSV', () => {
  it('exports every live product, one row per variant, as a CSV download', async () => {
    const milk = await createProduct(admin, { name: 'Milk, "fresh"' });
    const res = await admin({ method: 'GET', url: '/api/catalog-csv/products/' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = readCsvRecords(res.body, ['product_id', 'variant_id']).filter(
      (r) => r.values.bar_code === milk.bar_code,
    );
    expect(rows.map((r) => [r.values.name, r.values.size, r.values.price, r.values.token])).toEqual([
      ['Milk, "fresh"', '1L', '80.0000', 'no'],
      ['Milk, "fresh"', '2L', '150.0000', 'no'],
    ]);
  });

  it('carries trade units in the units column: export, change, add, retire, refuse, and export the same again', async () => {
    const juice = await createProduct(admin, { name: 'Juice units' });
    const packCode = uniqueBarcode();
    const res = await admin({
      method: 'POST',
      url: `/api/product/${juice.id}/unit/`,
      payload: { name: 'Pack: 12', count: 12, bar_code: packCode, sale_price: '1100' },
    });
    expect(res.statusCode).toBe(201);
    const exported = async () => {
      const body = (await admin({ method: 'GET', url: '/api/catalog-csv/products/' })).body;
      return readCsvRecords(body, []).filter((r) => r.values.bar_code === juice.bar_code);
    };
    const rows = await exported();
    expect(rows.map((r) => r.values.units)).toEqual([
      `Pack\\: 12:12:${packCode}:1100.0000:`,
      `Pack\\: 12:12:${packCode}:1100.0000:`,
    ]);

    // Unchanged when read back.
    const header = Object.keys(rows[0]?.values ?? {});
    const csvOf = (edit: (r: Record<string, string>) => Record<string, string>) =>
      toCsv([
        header,
        ...rows.map((r) => header.map((h) => edit({ ...r.values } as Record<string, string>)[h] ?? '')),
      ]);
    expect(
      summary(
        await send(
          'products',
          'preview',
          csvOf((r) => r),
        ),
      ),
    ).toEqual([
      [2, 'unchanged'],
      [3, 'unchanged'],
    ]);

    // The pack's price back to base × count, a carton added.
    const cartonCode = uniqueBarcode();
    const units = `Pack\\: 12:12:${packCode}::900.0000|Carton of 48:48:${cartonCode}:4000.0000:`;
    const preview = await send(
      'products',
      'preview',
      csvOf((r) => ({ ...r, units })),
    );
    expect(preview[0]?.changes).toEqual(['unit "Pack: 12" changed', 'unit "Carton of 48" added']);
    await send(
      'products',
      'import',
      csvOf((r) => ({ ...r, units })),
    );
    const after = (await product(juice.id)).trade_units ?? [];
    expect(after.map((u) => [u.name, u.count, u.bar_code, u.sale_price, u.price, u.is_retired])).toEqual([
      ['Pack: 12', 12, packCode, null, '900.0000', false],
      ['Carton of 48', 48, cartonCode, '4000.0000', null, false],
    ]);
    expect((await exported()).map((r) => r.values.units)).toEqual([units, units]);

    // Refused: a count that is not a whole number of at least 2, a barcode another product has.
    const other = await createProduct(admin, { name: 'Other units' });
    const bad = `Pack\\: 12:1.5:${packCode}|Box:6:${other.bar_code}`;
    const refused = await send(
      'products',
      'preview',
      csvOf((r) => ({ ...r, units: bad })),
    );
    expect(refused[0]?.status).toBe('rejected');
    expect(refused[0]?.reasons).toEqual([
      `units: unit 1 "Pack: 12": ${UNIT_MSG.countWhole}`,
      `units: "Box": ${UNIT_MSG.barcodeTaken}`,
    ]);

    // A blank cell retires them all; a file without the column leaves them as they are.
    await send(
      'products',
      'import',
      csvOf((r) => ({ ...r, units: '' })),
    );
    expect(((await product(juice.id)).trade_units ?? []).map((u) => u.is_retired)).toEqual([true, true]);
  });

  it('lets a unit take a barcode the same file frees: within a product, and from another product listed later', async () => {
    const soap = await createProduct(admin, { name: 'Soap units' });
    const bread = await createProduct(admin, { name: 'Bread units' });
    const [a, b, c] = [uniqueBarcode(), uniqueBarcode(), uniqueBarcode()];
    const addUnit = async (id: number, name: string, count: number, bar_code: string) => {
      const res = await admin({
        method: 'POST',
        url: `/api/product/${id}/unit/`,
        payload: { name, count, bar_code },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await addUnit(soap.id, 'Pack', 6, a);
    await addUnit(soap.id, 'Carton', 48, b);
    await addUnit(bread.id, 'Tray', 10, c);
    const body = (await admin({ method: 'GET', url: '/api/catalog-csv/products/' })).body;
    const rows = readCsvRecords(body, []).filter((r) =>
      [soap.bar_code, bread.bar_code].includes(r.values.bar_code ?? ''),
    );
    const header = Object.keys(rows[0]?.values ?? {});
    // Bread, listed first, moves its tray to the code soap's carton gives up; soap moves its carton
    // to the code its pack gives up, and the pack to a new one.
    const d = uniqueBarcode();
    const cells: Record<string, string> = {
      [bread.bar_code]: `Tray:10:${b}`,
      [soap.bar_code]: `Pack:6:${d}|Carton:48:${a}`,
    };
    const ordered = [...rows].sort((x) => (x.values.bar_code === bread.bar_code ? -1 : 1));
    const csv = toCsv([
      header,
      ...ordered.map((r) =>
        header.map((h) => (h === 'units' ? (cells[r.values.bar_code ?? ''] ?? '') : (r.values[h] ?? ''))),
      ),
    ]);
    const preview = await send('products', 'preview', csv);
    expect(preview.filter((r) => r.status === 'rejected')).toEqual([]);
    const imported = await send('products', 'import', csv);
    expect(imported.filter((r) => r.status === 'rejected')).toEqual([]);
    const codes = async (id: number) =>
      ((await product(id)).trade_units ?? []).filter((u) => !u.is_retired).map((u) => [u.name, u.bar_code]);
    expect(await codes(soap.id)).toEqual([
      ['Pack', d],
      ['Carton', a],
    ]);
    expect(await codes(bread.id)).toEqual([['Tray', b]]);
  });

  it('previews new, changed, unchanged and rejected rows without writing, then imports the good ones', async () => {
    const milk = await createProduct(admin);
    const [small, large] = milk.product_variant;
    const fresh = uniqueBarcode();
    const csv = [
      'product_id,name,bar_code,category,unit,token,variant_id,color,size,price,sale_price,description',
      `${milk.id},Milk 1L,${milk.bar_code},,,no,${small?.id},White,1L,85,100,Full cream`,
      `${milk.id},Milk 1L,${milk.bar_code},,,no,${large?.id},White,2L,150,190,Family pack`,
      `${milk.id},Milk 1L,${milk.bar_code},,,no,,White,500ml,0,30,`,
      `,Ghee,${fresh},${category},,yes,,,1kg,1200,1400,`,
      `,Ghee,${fresh},${category},,yes,,,2kg,,2700,`,
      ',,no-name,,,,,,,10,,',
    ].join('\n');
    const preview = await send('products', 'preview', csv);
    expect(summary(preview)).toEqual([
      [2, 'changed', 'price 80.0000 → 85'],
      [3, 'unchanged'],
      [4, 'rejected', 'price: price should be greater than zero'],
      [5, 'new', 'new product'],
      [6, 'rejected', 'price: Price is required'],
      [7, 'rejected', 'Name is required'],
    ]);
    expect((await product(milk.id)).product_variant[0]?.price).toBe('80.0000');

    const imported = await send('products', 'import', csv);
    expect(imported.map((r) => r.status)).toEqual([
      'changed',
      'unchanged',
      'rejected',
      'new',
      'rejected',
      'rejected',
    ]);
    expect((await product(milk.id)).product_variant.map((v) => v.price)).toEqual(['85.0000', '150.0000']);
    const ghee = (await admin({ method: 'GET', url: `/api/product/?bar_code=${fresh}` })).json().results[0];
    expect(ghee).toMatchObject({ name: 'Ghee', token: true, category: { name: category } });
    expect(ghee.product_variant.map((v: { size: string }) => v.size)).toEqual(['1kg']);
  });

  it('rejects every row of a product whose own columns are wrong, and nothing else', async () => {
    const csv = [
      'name,bar_code,category,unit,token,variant_id,price',
      `Tea,${uniqueBarcode()},No such category,,maybe,,10`,
      `Coffee,${uniqueBarcode()},,,,,20`,
    ].join('\n');
    expect(summary(await send('products', 'import', csv))).toEqual([
      [2, 'rejected', 'Unknown category "No such category"', 'token must be yes or no'],
      [3, 'new', 'new product'],
    ]);
  });
});

describe('stock CSV', () => {
  it('exports the company stock, counts adjust it and rows without a batch receive new ones', async () => {
    const milk = await createProduct(admin);
    const batchId = await receive(admin, firstVariantId(milk), '10');
    const exported = (await admin({ method: 'GET', url: '/api/catalog-csv/stock/' })).body;
    const line = readCsvRecords(exported, ['batch_id', 'quantity']).find(
      (r) => r.values.batch_id === String(batchId),
    );
    expect(line?.values).toMatchObject({
      bar_code: milk.bar_code,
      size: '1L',
      quantity: '10.0000',
      in_stock: 'yes',
    });

    const csv = [
      'batch_id,bar_code,product,variant_id,color,size,manufacturing_date,expiry_date,in_stock,quantity',
      `${batchId},${milk.bar_code},Milk 1L,,White,1L,2026-01-01,2099-12-31,yes,7.5`,
      `,${milk.bar_code},Milk 1L,,white,2L,2026-2-1,2026-08-01,,4`,
      `,${milk.bar_code},Milk 1L,,White,3L,2026-02-01,2026-08-01,,4`,
      `999999999,,,,,,,,,1`,
    ].join('\n');
    expect(summary(await send('stock', 'preview', csv))).toEqual([
      [2, 'changed', 'quantity 10.0000 → 7.5'],
      [3, 'new', 'receive 4 as a new batch'],
      [4, 'rejected', `No product variant with barcode "${milk.bar_code}", colour "White" and size "3L"`],
      [5, 'rejected', 'Batch 999999999 does not exist'],
    ]);
    await send('stock', 'import', csv);
    const moves = await t.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(eq(stockMovements.batchId, batchId))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'RECEIPT', quantity: '10.0000' },
      { kind: 'ADJUSTMENT', quantity: '-2.5000' },
    ]);
    const large = (await product(milk.id)).product_variant[1];
    expect(large?.batch.map((b) => [b.inventory_quantity, b.manufacturing_date])).toEqual([
      [4, '2026-02-01'],
    ]);
  });
});
