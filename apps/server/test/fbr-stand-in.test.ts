import type { FbrPosInvoice } from '@tillwise/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FbrStandIn,
  STAND_IN_MESSAGES,
  standInFiscalNumber,
  startFbrStandIn,
} from './support/fbr-stand-in.js';

/*
 * The stand-in of the FBR POS service (docs/domain/fiscal.md, "The stand-in"): what the fiscal
 * worker and the soak will talk to. Each test starts one on a free port with a frozen clock and
 * talks to it over real HTTP.
 */

const FROZEN = new Date('2026-11-27T14:05:09Z'); // 19:05:09 in Pakistan

const invoice = (over: Partial<FbrPosInvoice> = {}): FbrPosInvoice => ({
  InvoiceNumber: '',
  POSID: 110014,
  USIN: 'INV-0001',
  RefUSIN: null,
  DateTime: '2026-11-27 19:05:09',
  BuyerNTN: '',
  BuyerCNIC: '',
  BuyerName: '',
  BuyerPhoneNumber: '',
  TotalSaleValue: 100,
  TotalTaxCharged: 18,
  Discount: 0,
  FurtherTax: 0,
  TotalBillAmount: 119,
  TotalQuantity: 1,
  PaymentMode: 1,
  InvoiceType: 1,
  Items: [
    {
      ItemCode: '8960000001',
      ItemName: 'Bread',
      PCTCode: '19059000',
      Quantity: 1,
      TaxRate: 18,
      SaleValue: 100,
      Discount: 0,
      FurtherTax: 0,
      TaxCharged: 18,
      TotalAmount: 118,
      InvoiceType: 1,
      RefUSIN: null,
    },
  ],
  ...over,
});

/** What either route answers: the authority's fields, or the gateway's fault. */
interface Answer {
  InvoiceNumber?: string | null;
  Code?: string;
  Response?: string;
  Errors?: string | null;
  fault?: { code: number; message: string; description: string };
}
const answer = async (res: Response | Promise<Response>): Promise<Answer> =>
  (await (await res).json()) as Answer;

let fbr: FbrStandIn;

beforeEach(async () => {
  fbr = await startFbrStandIn({ token: 'secret-token', now: () => FROZEN });
});

afterEach(async () => {
  await fbr.close();
});

const postLocal = (body: unknown, init: RequestInit = {}) =>
  fetch(fbr.localUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

const postCloud = (body: unknown, token: string | null = 'secret-token') =>
  fetch(fbr.cloudUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });

describe('the FBR POS stand-in', () => {
  it('answers the fiscal component route with a number of the SRO form', async () => {
    const res = await postLocal(invoice());
    expect(res.status).toBe(200);
    expect(await answer(res)).toEqual({
      InvoiceNumber: '110014-271126190509-0001',
      Code: '100',
      Response: STAND_IN_MESSAGES.accepted,
      Errors: null,
    });
    expect(fbr.numberOf('INV-0001', 110014)).toBe('110014-271126190509-0001');
  });

  it('answers the health check as the fiscal component does', async () => {
    const res = await fetch(`${fbr.url}/api/IMSFiscal/Get`);
    expect(await res.json()).toEqual(['Service is responding']);
  });

  it('numbers each POS in sequence', async () => {
    await postLocal(invoice());
    const second = await answer(postLocal(invoice({ USIN: 'INV-0002' })));
    expect(second.InvoiceNumber).toBe('110014-271126190509-0002');
    const other = await answer(postLocal(invoice({ POSID: 220022 })));
    expect(other.InvoiceNumber).toBe('220022-271126190509-0001');
    expect(standInFiscalNumber(7, new Date('2026-01-02T20:00:00Z'), 12)).toBe('000007-030126010000-0012');
  });

  it('answers the same USIN with the same number and counts the duplicate', async () => {
    const first = await answer(postLocal(invoice()));
    const again = await answer(postLocal(invoice()));
    const changed = await answer(postCloud(invoice({ BuyerName: 'Ali' })));
    expect(again.InvoiceNumber).toBe(first.InvoiceNumber);
    expect(changed.InvoiceNumber).toBe(first.InvoiceNumber);
    expect(fbr.stats).toMatchObject({ accepted: 1, duplicates: 2, conflicting: 1 });
    expect(fbr.invoices.get('110014/INV-0001')?.received).toBe(3);
  });

  it('refuses a wrong field with a code and the rule it breaks, and records nothing', async () => {
    const bad = invoice();
    bad.Items[0] = { ...(bad.Items[0] as FbrPosInvoice['Items'][number]), PCTCode: '19.05' };
    const res = await postLocal(bad);
    expect(res.status).toBe(200);
    expect(await answer(res)).toEqual({
      InvoiceNumber: null,
      Code: '400',
      Response: STAND_IN_MESSAGES.refused,
      Errors: 'Items[0].PCTCode: PCTCode must be 4 to 8 digits (Pakistan Customs Tariff code).',
    });
    expect(fbr.stats).toMatchObject({ refused: 1, accepted: 0 });
  });

  it('refuses a body that is not JSON', async () => {
    const body = await answer(postLocal('{"USIN":'));
    expect(body).toMatchObject({ Code: '400', Errors: STAND_IN_MESSAGES.badJson });
  });

  it('answers an unknown route or method as the gateway does', async () => {
    const res = await fetch(fbr.localUrl);
    expect(res.status).toBe(404);
    expect(await answer(res)).toMatchObject({ Response: STAND_IN_MESSAGES.noResource });
  });

  describe('the cloud route', () => {
    it('takes an invoice with the right bearer token', async () => {
      const body = await answer(postCloud(invoice()));
      expect(body).toMatchObject({ Code: '100', InvoiceNumber: '110014-271126190509-0001' });
      expect(fbr.invoices.get('110014/INV-0001')?.route).toBe('cloud');
    });

    it('forbids a wrong token with the authority’s words', async () => {
      const res = await postCloud(invoice(), 'stolen');
      expect(res.status).toBe(403);
      const body = await answer(res);
      expect(body.fault?.code).toBe(900908);
      expect(body.fault?.description).toContain(
        'Resource forbidden - Check your auth token / IP for Cloud POS',
      );
      expect(fbr.stats).toMatchObject({ forbidden: 1, accepted: 0 });
    });

    it('asks for credentials when no token is sent', async () => {
      const res = await postCloud(invoice(), null);
      expect(res.status).toBe(401);
      expect((await answer(res)).fault?.code).toBe(900902);
    });

    it('needs no token on the fiscal component route', async () => {
      expect((await answer(postLocal(invoice()))).Code).toBe('100');
    });
  });

  describe('when told to fail', () => {
    it('drops the connection before recording: nothing recorded, the resend gets the first number', async () => {
      fbr.failNext({ kind: 'drop-before' });
      await expect(postLocal(invoice())).rejects.toThrow();
      expect(fbr.invoices.size).toBe(0);
      const body = await answer(postLocal(invoice()));
      expect(body.InvoiceNumber).toBe('110014-271126190509-0001');
      expect(fbr.stats).toMatchObject({ dropped: 1, accepted: 1, duplicates: 0 });
    });

    it('drops the connection after recording: the resend is a duplicate answered with the same number', async () => {
      fbr.failNext({ kind: 'drop-after' });
      await expect(postLocal(invoice())).rejects.toThrow();
      const recorded = fbr.numberOf('INV-0001', 110014);
      expect(recorded).toBe('110014-271126190509-0001');
      const body = await answer(postLocal(invoice()));
      expect(body.InvoiceNumber).toBe(recorded);
      expect(fbr.stats).toMatchObject({ dropped: 1, accepted: 1, duplicates: 1 });
    });

    it('answers 500 and records nothing', async () => {
      fbr.failNext({ kind: 'error-500' }, 2);
      expect((await postLocal(invoice())).status).toBe(500);
      expect((await postCloud(invoice())).status).toBe(500);
      expect(fbr.invoices.size).toBe(0);
      expect((await postLocal(invoice())).status).toBe(200);
      expect(fbr.stats).toMatchObject({ failed: 2, accepted: 1 });
    });

    it('hangs until the client gives up', async () => {
      fbr.failNext({ kind: 'hang' });
      const client = new AbortController();
      const pending = postLocal(invoice(), { signal: client.signal });
      await fbr.whenRequests(1);
      client.abort();
      await expect(pending).rejects.toThrow(/abort/i);
      expect(fbr.stats).toMatchObject({ hanging: 1, accepted: 0 });
      expect((await answer(postLocal(invoice()))).Code).toBe('100');
    });

    it('refuses a given field while told to, then accepts the same invoice', async () => {
      fbr.failAlways({ kind: 'refuse-field', field: 'BuyerNTN', message: 'BuyerNTN is not registered.' });
      for (const send of [() => postLocal(invoice()), () => postCloud(invoice())]) {
        const body = await answer(send());
        expect(body).toMatchObject({
          Code: '400',
          InvoiceNumber: null,
          Errors: 'BuyerNTN: BuyerNTN is not registered.',
        });
      }
      fbr.heal();
      expect((await answer(postLocal(invoice()))).Code).toBe('100');
      expect(fbr.stats).toMatchObject({ refused: 2, accepted: 1 });
    });

    it('fails only as many requests as told', async () => {
      fbr.failNext({ kind: 'error-500' });
      expect((await postLocal(invoice())).status).toBe(500);
      expect((await postLocal(invoice())).status).toBe(200);
    });
  });
});
