import type { AddressInfo } from 'node:net';
import { type DbHandle, openDb } from '@tillwise/db';
import type { WireNotification } from '@tillwise/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';
import { buildTestApp, closeDatabase, TEST_SECRET, type TestApp } from './support/app.js';
import { makeGroup } from './support/catalog.js';
import { makeUser } from './support/factories.js';
import { signIn } from './support/http.js';

/** A live listener on a real socket: reads server-sent events as a browser's fetch stream does. */
async function listen(base: string, token: string, lastId?: number) {
  const controller = new AbortController();
  const res = await fetch(
    `${base}/api/notification/stream/${lastId === undefined ? '' : `?last_id=${lastId}`}`,
    {
      headers: { authorization: `token ${token}` },
      signal: controller.signal,
    },
  );
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const received: WireNotification[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ready')) ready();
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) received.push(JSON.parse(data.slice(6)) as WireNotification);
          for (const w of waiters.splice(0)) w();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  await isReady;
  return {
    received,
    /** Resolves once `n` notifications have arrived (the test's own timeout bounds it). */
    async upTo(n: number) {
      while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => controller.abort(),
  };
}

async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function parties(t: { app: FastifyInstance; db: TestApp['db'] }) {
  const group = await makeGroup(t.db);
  const outlet = await makeUser(t.db, { type: 'ADMIN', companyId: group.outlet.id });
  const store = await makeUser(t.db, { type: 'ADMIN', companyId: group.store.id });
  return { outlet, store };
}

const requestBody = (sender: number, receiver: number, description: string) => ({
  sender,
  receiver,
  description,
  expected_delivery_date: '2026-12-01',
  request_type: 'SPECIAL_ORDER',
});

describe('live notifications in one process', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
    base = await serve(t.app);
  });
  afterAll(async () => {
    await t.close();
    if (!process.env.DATABASE_URL) await closeDatabase();
  });

  it('pushes a new request to its receiver only, and a reconnect with the last id gets what it missed', async () => {
    const { outlet, store } = await parties(t);
    const storeToken = await signIn(t.app, store.username);
    const outletToken = await signIn(t.app, outlet.username);
    const storeLive = await listen(base, storeToken);
    const outletLive = await listen(base, outletToken);
    const post = (description: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/request/',
        headers: { authorization: `token ${outletToken}` },
        payload: requestBody(outlet.id, store.id, description),
      });
    expect((await post('first')).statusCode).toBe(201);
    const [first] = await storeLive.upTo(1);
    expect(first?.message).toContain('first');
    expect(first?.notif_type).toBe('REQUEST');

    // The store's browser goes away; two more requests arrive meanwhile.
    storeLive.close();
    await post('second');
    await post('third');
    const back = await listen(base, storeToken, first?.id);
    expect((await back.upTo(2)).map((n) => n.message.split(': ')[1])).toEqual(['second', 'third']);
    await post('fourth');
    expect((await back.upTo(3)).at(-1)?.message).toContain('fourth');
    expect(back.received).toHaveLength(3);
    back.close();
    expect(outletLive.received).toEqual([]);
    outletLive.close();
  });

  it('pushes in the reader’s saved language, and lists in the language the request asks for', async () => {
    const { outlet, store } = await parties(t);
    const storeToken = await signIn(t.app, store.username);
    const outletToken = await signIn(t.app, outlet.username);
    const asStore = { authorization: `token ${storeToken}` };
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/user-data/language/',
      headers: asStore,
      payload: { language: 'ur' },
    });
    expect(chosen.statusCode).toBe(200);
    // The browser asks for English; the user's saved Urdu decides what is pushed.
    const live = await listen(base, storeToken);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/request/',
      headers: { authorization: `token ${outletToken}` },
      payload: requestBody(outlet.id, store.id, 'چینی 10 کلو'),
    });
    expect(sent.statusCode).toBe(201);
    const [pushed] = await live.upTo(1);
    const id = sent.json<{ id: number }>().id;
    expect(pushed?.message).toMatch(
      new RegExp(`^نئی خاص آرڈر درخواست نمبر ${id}، \u2068.+\u2069 کی طرف سے: \u2068چینی 10 کلو\u2069$`),
    );
    live.close();

    const list = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/notification/',
        headers: { ...asStore, ...(language ? { 'accept-language': language } : {}) },
      });
    const english = (await list()).json<{ results: WireNotification[] }>().results[0];
    expect(english?.message).toMatch(new RegExp(`^New special order request #${id} from .+: چینی 10 کلو$`));
    const urdu = (await list('ur')).json<{ results: WireNotification[] }>().results[0];
    expect(urdu?.message).toBe(pushed?.message);
    expect(Object.keys(urdu ?? {})).toEqual(Object.keys(english ?? {}));
  });

  it('refuses a stream without a token, and never reads one from the URL', async () => {
    expect((await fetch(`${base}/api/notification/stream/`)).status).toBe(401);
    expect((await fetch(`${base}/api/notification/stream/?token=x`)).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let handles: DbHandle[] = [];
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const handle = await openDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
      const config = loadConfig({
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        LOGIN_ATTEMPTS_PER_MINUTE: '1000',
        // Injected requests name `localhost:80`; the live listener is reached at 127.0.0.1.
        ALLOWED_HOSTS: 'localhost,127.0.0.1',
      });
      handles.push(handle);
      apps.push(await buildApp({ config, db: handle.db }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const h of handles) await h.close();
    apps = [];
    handles = [];
  });

  it('a request written through one process reaches a browser connected to the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { outlet, store } = await parties({ app: a, db: (handles[0] as DbHandle).db });
    const baseB = await serve(b);
    const live = await listen(baseB, await signIn(b, store.username));
    const res = await a.inject({
      method: 'POST',
      url: '/api/request/',
      headers: { authorization: `token ${await signIn(a, outlet.username)}` },
      payload: requestBody(outlet.id, store.id, 'across processes'),
    });
    expect(res.statusCode).toBe(201);
    expect((await live.upTo(1))[0]?.message).toContain('across processes');
    live.close();
  });
});
