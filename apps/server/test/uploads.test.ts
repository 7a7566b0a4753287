import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { media } from '@tillwise/db';
import { MSG } from '@tillwise/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { makeCompany, makeUser } from './support/factories.js';
import { asUser, asUserForm, signIn } from './support/http.js';
import { form, hostile, jpeg, pixelsOf, png, webp } from './support/images.js';

let t: TestApp;
let managerToken: string;
let cashierToken: string;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const parent = await makeCompany(t.db, { type: 'PARENT' });
  const store = await makeCompany(t.db, { type: 'STORE', parentId: parent.id });
  companyId = store.id;
  managerToken = await signIn(t.app, (await makeUser(t.db, { type: 'ADMIN', companyId })).username);
  cashierToken = await signIn(t.app, (await makeUser(t.db, { type: 'SALES_STAFF', companyId })).username);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const uploadLogo = (data: Buffer, name: string, type = 'image/png', token = managerToken) =>
  asUserForm(
    t.app,
    token,
  )({
    method: 'PATCH',
    url: '/api/update-company-logo/',
    payload: form({}, { field: 'image_url', name, data, type }),
  });
const logoOf = async (token = cashierToken) =>
  (await asUser(t.app, token)({ method: 'GET', url: '/api/update-company-logo/' })).json().image_url as
    | string
    | null;
/** The names of the logos stored in the database. */
const storedFiles = async () =>
  (await t.db.select({ path: media.path }).from(media).where(like(media.path, 'logos/%')))
    .map((r) => path.basename(r.path))
    .sort();

describe('update-company-logo/', () => {
  it('answers null before any upload, for every operator of the company', async () => {
    expect(await logoOf()).toBeNull();
  });

  it('stores a good PNG under a random name and serves it back as image/png at an absolute URL', async () => {
    const image = png();
    const res = await uploadLogo(image, 'my logo.png');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().image_url);
    expect(url.pathname).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    expect(await logoOf()).toBe(res.json().image_url);

    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(image));
  });

  it('serves a logo from the database, to any process, with nothing under DATA_DIR/media', async () => {
    const image = png();
    const res = await uploadLogo(image, 'shared.png');
    expect(res.statusCode).toBe(200);
    const mediaDir = path.join(t.config.dataDir, 'media');
    rmSync(mediaDir, { recursive: true, force: true });
    const served = await t.app.inject({ url: new URL(res.json().image_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(image));
    expect(existsSync(mediaDir)).toBe(false);
    const missing = await t.app.inject({ url: `/media/logos/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/logos/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP by content, whatever the name, and removes the replaced file', async () => {
    const jpg = await uploadLogo(jpeg(), 'photo.png', 'image/png');
    expect(jpg.json().image_url).toMatch(/\.jpg$/);
    const served = await t.app.inject({ url: new URL(jpg.json().image_url).pathname });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const wp = await uploadLogo(webp(), 'logo', 'application/octet-stream');
    expect(wp.json().image_url).toMatch(/\.webp$/);
    expect(await storedFiles()).toEqual([path.basename(new URL(wp.json().image_url).pathname)]);
  });

  it.each([
    ['an SVG with a script', hostile.svgWithScript, 'logo.svg', 'image/svg+xml', MSG.imageInvalid],
    ['an HTML file renamed .png', hostile.htmlRenamedPng, 'logo.png', 'image/png', MSG.imageInvalid],
    ['a 3 MB PNG', hostile.threeMegabytePng, 'big.png', 'image/png', MSG.imageTooLarge],
    ['a truncated JPEG', hostile.truncatedJpeg, 'cut.jpg', 'image/jpeg', MSG.imageInvalid],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', MSG.fileEmpty],
  ])('refuses %s with a field error and stores nothing', async (_name, data, filename, type, message) => {
    const before = await storedFiles();
    const current = await logoOf();
    const res = await uploadLogo(data, filename, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ image_url: [message] });
    expect(await storedFiles()).toEqual(before);
    expect(await logoOf()).toBe(current);
  });

  it('stores a PNG with HTML after its end only as a clean copy of its pixels', async () => {
    const res = await uploadLogo(hostile.pngWithHtmlAfterEnd, 'x.png');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: new URL(res.json().image_url).pathname });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(png()));
  });

  it('asks for a file when none is sent, and removes the logo on JSON null', async () => {
    const none = await asUserForm(
      t.app,
      managerToken,
    )({ method: 'PATCH', url: '/api/update-company-logo/', payload: form({ image_url: '' }) });
    expect(none.json()).toEqual({ image_url: [MSG.fileMissing] });
    const cleared = await asUser(
      t.app,
      managerToken,
    )({ method: 'PATCH', url: '/api/update-company-logo/', payload: { image_url: null } });
    expect(cleared.json()).toEqual({ image_url: null });
    expect(await storedFiles()).toEqual([]);
  });

  it('lets only managers change it, refusing before the upload is read', async () => {
    const res = await uploadLogo(png(), 'x.png', 'image/png', cashierToken);
    expect(res.statusCode).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 415 to a multipart body on a route that takes JSON only', async () => {
    const res = await asUserForm(
      t.app,
      managerToken,
    )({ method: 'POST', url: '/api/company/', payload: form({ company_name: 'X' }) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('profile pictures', () => {
  it('are stored with a user created by multipart and shown as a loadable URL', async () => {
    const res = await asUserForm(
      t.app,
      managerToken,
    )({
      method: 'POST',
      url: '/api/create/user/',
      payload: form(
        {
          username: `pic${Date.now()}`,
          contact_number: '03001112222',
          company: String(companyId),
          user_type: 'SALES_STAFF',
        },
        { field: 'user_profilepic', name: 'me.png', data: png() },
      ),
    });
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().user_profilepic);
    expect(url.pathname).toMatch(/^\/media\/profile-pics\/[0-9a-f]{32}\.png$/);
    expect((await t.app.inject({ url: url.pathname })).headers['content-type']).toBe('image/png');
  });

  it('are replaced by an Edit User form with a new file, and removed with JSON null', async () => {
    const user = await makeUser(t.db, { type: 'SALES_STAFF', companyId });
    const edit = (data: Buffer) =>
      asUserForm(
        t.app,
        managerToken,
      )({
        method: 'PATCH',
        url: `/api/user/${user.id}/`,
        payload: form(
          { id: String(user.id), first_name: 'Pic' },
          { field: 'user_profilepic', name: 'me', data },
        ),
      });
    const first = new URL((await edit(png())).json().user_profilepic).pathname;
    const second = new URL((await edit(jpeg())).json().user_profilepic).pathname;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    const cleared = await asUser(
      t.app,
      managerToken,
    )({
      method: 'PATCH',
      url: `/api/user/${user.id}/`,
      payload: { user_profilepic: null },
    });
    expect(cleared.json().user_profilepic).toBeNull();
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('are stored once for a create retried with the same Idempotency-Key', async () => {
    const pictures = async () =>
      (await t.db.select({ path: media.path }).from(media).where(like(media.path, 'profile-pics/%'))).length;
    const before = await pictures();
    const username = `retry${Date.now()}`;
    const key = randomUUID();
    const create = () =>
      asUserForm(
        t.app,
        managerToken,
      )({
        method: 'POST',
        url: '/api/create/user/',
        headers: { 'idempotency-key': key },
        payload: form(
          { username, contact_number: '03001112222', company: String(companyId), user_type: 'SALES_STAFF' },
          { field: 'user_profilepic', name: 'me.png', data: png() },
        ),
      });
    const first = await create();
    const again = await create();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().user_profilepic).toBe(first.json().user_profilepic);
    expect(await pictures()).toBe(before + 1);
    const served = await t.app.inject({ url: new URL(first.json().user_profilepic).pathname });
    expect(served.statusCode).toBe(200);
  });

  it('refuse a hostile file at the user_profilepic field', async () => {
    const res = await asUserForm(
      t.app,
      managerToken,
    )({
      method: 'POST',
      url: '/api/create/user/',
      payload: form(
        { username: `bad${Date.now()}`, contact_number: '03001112222', company: String(companyId) },
        { field: 'user_profilepic', name: 'me.png', data: hostile.htmlRenamedPng },
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ user_profilepic: [MSG.imageInvalid] });
  });
});
