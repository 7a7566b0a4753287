import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeDatabase, type TestApp } from './support/app.js';
import { entryLines } from './support/books.js';
import { type Demo, loadDemo } from './support/demo.js';
import { asUser } from './support/http.js';

/* The original client's Finance screen as City Outlet's admin uses it. */

let t: TestApp;
let demo: Demo;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000' });
  demo = await loadDemo(t);
});
afterAll(async () => {
  await t.close();
  await closeDatabase();
});

const outlet = () => asUser(t.app, demo.tokens.outletadmin);

describe('the outlet admin on the Finance screen', () => {
  it('gets an empty vendor list (vendors are listed only for STORE companies), not a 403', async () => {
    const res = await outlet()({ method: 'GET', url: '/api/vendor/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("is offered its head office's admins as a party, and no other company's people", async () => {
    const res = await outlet()({ method: 'GET', url: '/api/finance-parties/?p_s=JE' });
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ results: { id: number; company: { id: number } | null }[] }>().results;
    expect(listed.map((u) => u.id)).toContain(demo.users.superadmin.id);
    // Its own company and the head office (and, on PostgreSQL, departments other test files made
    // under the outlet), never the sibling store.
    const companies = new Set(listed.map((u) => u.company?.id));
    expect([...companies]).toEqual(expect.arrayContaining([demo.co.id, demo.ho.id]));
    expect([...companies]).not.toContain(demo.cs.id);
    expect(listed.map((u) => u.id)).not.toContain(demo.users.storeadmin.id);
  });

  it('builds a Journal Entry paying its head office for its own department, posted in its own books only', async () => {
    const res = await outlet()({
      method: 'POST',
      url: '/api/journal-entry/',
      payload: [
        {
          p_s: 'JE',
          method: 'cash',
          payor: '-1',
          payee: String(demo.users.superadmin.id),
          deptuserid: String(demo.users.outletadmin.id),
          deptname: 'City Outlet',
          amount: '250',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const entry = await t.db.query.journalEntries.findFirst({
      where: (e, { eq }) => eq(e.id, res.json().journal_entry),
    });
    expect(entry?.companyId).toBe(demo.co.id);
    expect(await entryLines(t.db, res.json().journal_entry)).toEqual([
      'EXPENSES Dr 250.0000',
      'CASH Cr 250.0000',
    ]);
  });

  it('still cannot name a store of its group or another group', async () => {
    const res = await outlet()({
      method: 'POST',
      url: '/api/journal-entry/',
      payload: [
        {
          p_s: 'JE',
          method: 'cash',
          payor: '-1',
          payee: String(demo.users.storeadmin.id),
          deptname: 'City Outlet',
          amount: '1',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      '0': [`Invalid pk "${demo.users.storeadmin.id}" - object does not exist.`],
    });
  });
});
