import { media } from '@tillwise/db';
import { type CompactProduct, MSG, type ProductWire } from '@tillwise/domain';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { type Call, callerFor, createProduct, makeGroup } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { asUserForm, signIn } from './support/http.js';
import { bilevelPng, form, hostile, jpeg, pixelsOf, png } from './support/images.js';

let t: TestApp;
let admin: Call;
let adminToken: string;
let outletToken: string;
let cashierToken: string;
let product: ProductWire;
beforeAll(async () => {
  t = await buildTestApp();
  earlier = new Set(await allPictures());
  const group = await makeGroup(t.db);
  const token = async (type: 'ADMIN' | 'SALES_STAFF', companyId: number) =>
    signIn(t.app, (await makeUser(t.db, { type, companyId })).username);
  adminToken = await token('ADMIN', group.store.id);
  outletToken = await token('ADMIN', group.outlet.id);
  cashierToken = await token('SALES_STAFF', group.store.id);
  admin = await callerFor(t.app, t.db, 'ADMIN', group.store.id);
  product = await createProduct(admin, { name: 'Pictured Cake' });
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const upload = (data: Buffer, name = 'cake.png', type = 'image/png', token = adminToken, id = product.id) =>
  asUserForm(
    t.app,
    token,
  )({
    method: 'PATCH',
    url: `/api/product/${id}/image/`,
    payload: form({}, { field: 'image_url', name, data, type }),
  });
const removeImage = () =>
  admin({ method: 'PATCH', url: `/api/product/${product.id}/image/`, payload: { image_url: null } });
const imageOf = async (): Promise<string | null | undefined> =>
  (await admin({ method: 'GET', url: `/api/product/${product.id}` })).json<ProductWire>().image_url;
const allPictures = async () =>
  (await t.db.select({ path: media.path }).from(media).where(like(media.path, 'product-images/%')))
    .map((r) => r.path)
    .sort();
/** Pictures stored before these tests (the demo's, on the shared PostgreSQL database) are left out. */
let earlier = new Set<string>();
const storedPictures = async () => (await allPictures()).filter((p) => !earlier.has(p));

describe('a product’s picture (PATCH product/<id>/image/)', () => {
  it('has none at first', async () => {
    expect(await imageOf()).toBeNull();
  });

  it('stores an upload, shows it on the product and serves it with long-lived cache headers', async () => {
    const image = png();
    const res = await upload(image);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().image_url);
    expect(url.pathname).toMatch(/^\/media\/product-images\/[0-9a-f]{32}\.png$/);
    expect(await imageOf()).toBe(res.json().image_url);
    const listed = await admin({ method: 'GET', url: `/api/product/?search=Pictured` });
    expect(listed.json().results[0].image_url).toBe(res.json().image_url);

    const served = await t.app.inject({ url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(image));
  });

  it('replaces the picture and lets the old one go', async () => {
    const before = new URL((await imageOf()) ?? '').pathname;
    const res = await upload(jpeg(), 'photo.jpg', 'image/jpeg');
    expect(res.json().image_url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ url: before })).statusCode).toBe(404);
    expect(await storedPictures()).toEqual([new URL(res.json().image_url).pathname.slice('/media/'.length)]);
  });

  it('goes in the till’s compact catalogue as its short media path', async () => {
    const res = await admin({ method: 'GET', url: '/api/offline/catalogue/' });
    const row = res.json<{ results: CompactProduct[] }>().results.find((r) => r[0] === product.id);
    const path = (await storedPictures())[0];
    expect(row?.[5]).toBe(path);
  });

  it.each([
    ['an SVG', hostile.svgWithScript, 'cake.svg', 'image/svg+xml', MSG.imageInvalid],
    ['an HTML file renamed .png', hostile.htmlRenamedPng, 'cake.png', 'image/png', MSG.imageInvalid],
    ['a 3 MB PNG', hostile.threeMegabytePng, 'big.png', 'image/png', MSG.imageTooLarge],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', MSG.fileEmpty],
  ])('refuses %s with a 400 on the field and keeps the picture', async (_name, data, name, type, message) => {
    const before = await imageOf();
    const res = await upload(data, name, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ image_url: [message] });
    expect(await imageOf()).toBe(before);
  });

  it('refuses a 30000 × 30000 PNG of 109 kB by its declared size, before decoding it', async () => {
    const huge = bilevelPng(30_000, 30_000);
    expect(huge.length).toBeLessThan(200_000);
    const before = await storedPictures();
    const current = await imageOf();
    const res = await upload(huge, 'huge.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ image_url: [MSG.imageTooManyPixels] });
    expect(await storedPictures()).toEqual(before);
    expect(await imageOf()).toBe(current);
  });

  it('stores a large picture re-encoded, at most 1024 pixels on its longest side, without its metadata', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c04020' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: new URL(res.json().image_url).pathname });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-exif-marker')).toBe(false);
    // A small picture keeps its size: it is never enlarged.
    const small = await upload(png(), 'small.png');
    const kept = await t.app.inject({ url: new URL(small.json().image_url).pathname });
    expect((await pixelsOf(kept.rawPayload)).width).toBe(2);
  });

  it('is refused to an outlet and to sales staff, who may not edit products, before anything is stored', async () => {
    const before = await storedPictures();
    expect((await upload(png(), 'x.png', 'image/png', outletToken)).statusCode).toBe(403);
    expect((await upload(png(), 'x.png', 'image/png', cashierToken)).statusCode).toBe(403);
    expect(await storedPictures()).toEqual(before);
  });

  it('answers 404 for a product that does not exist, storing nothing', async () => {
    const before = await storedPictures();
    expect((await upload(png(), 'x.png', 'image/png', adminToken, 99_999_999)).statusCode).toBe(404);
    expect(await storedPictures()).toEqual(before);
  });

  it('asks for a file when none is sent, and removes the picture on JSON null', async () => {
    const none = await asUserForm(
      t.app,
      adminToken,
    )({ method: 'PATCH', url: `/api/product/${product.id}/image/`, payload: form({ image_url: '' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ image_url: [MSG.fileMissing] });
    const cleared = await removeImage();
    expect(cleared.json()).toEqual({ image_url: null });
    expect(await imageOf()).toBeNull();
    expect(await storedPictures()).toEqual([]);
  });

  it('goes with a product deleted outright', async () => {
    const spare = await createProduct(admin, { name: 'Spare Cake' });
    const res = await upload(png(), 'spare.png', 'image/png', adminToken, spare.id);
    expect(res.statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/api/product/${spare.id}/` })).statusCode).toBe(204);
    expect((await t.app.inject({ url: new URL(res.json().image_url).pathname })).statusCode).toBe(404);
  });
});
