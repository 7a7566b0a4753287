import { describe, expect, it } from 'vitest';
import { NO_TILL_FACTS, tillFactsOf } from '../src/lib/headers.js';

/* The till's headers are parsed once, at the route, into one TillFacts object. */

const TILL = '3f2c1b7e-9a4d-4e2b-8c1f-5d6e7f8a9b0c';
const request = (headers: Record<string, string | string[]>) => ({ headers });

describe('tillFactsOf', () => {
  it('a counter sale reads every fact the till states', () => {
    const facts = tillFactsOf(
      request({
        'x-till-id': TILL.toUpperCase(),
        'x-till-session': ' 42 ',
        'x-offline-sale': 'TRUE',
        'x-sale-made-at': '2026-11-20T10:15:00+05:00',
        'x-sell-expired': 'true',
        'x-expired-approval': 'token-1',
        'x-credit-approval': 'token-2',
      }),
      'sale',
    );
    expect(facts).toEqual({
      tillId: TILL,
      tillSessionId: 42,
      madeOffline: true,
      madeAt: new Date('2026-11-20T05:15:00.000Z'),
      sellExpired: true,
      expiredApproval: 'token-1',
      creditApproval: 'token-2',
    });
  });

  it('no headers: no till', () => {
    expect(tillFactsOf(request({}), 'sale')).toEqual(NO_TILL_FACTS);
  });

  it('an internal order and a refund read only the headers they always read, so others are never refused there', () => {
    const odd = {
      'x-till-id': TILL,
      'x-till-session': 'soon',
      'x-sale-made-at': 'yesterday',
      'x-offline-sale': '1',
    };
    expect(tillFactsOf(request(odd), 'internal')).toEqual({
      ...NO_TILL_FACTS,
      tillId: TILL,
      madeOffline: true,
    });
    expect(() => tillFactsOf(request(odd), 'refund')).toThrow();
    expect(tillFactsOf(request({ ...odd, 'x-till-session': '7' }), 'refund')).toEqual({
      ...NO_TILL_FACTS,
      tillId: TILL,
      tillSessionId: 7,
    });
    expect(() => tillFactsOf(request({ ...odd, 'x-till-session': '7' }), 'sale')).toThrow(/X-Sale-Made-At/);
  });
});
