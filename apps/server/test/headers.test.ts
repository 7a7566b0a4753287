import { describe, expect, it } from 'vitest';
import {
  headerValue,
  offlineSaleHeader,
  sellExpiredHeader,
  tillIdHeader,
  tillSessionHeader,
} from '../src/lib/headers.js';
import { idempotencyKey } from '../src/lib/idempotency.js';

const sent = (headers: Record<string, string | string[]>) => ({ headers });
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return {
      status: (error as { statusCode?: number }).statusCode,
      body: (error as { body?: unknown }).body,
    };
  }
  return null;
};

const TILL = '0F1E2D3C-4B5A-4968-8776-655443322110';

describe('the headers a till sends with a write', () => {
  it('reads the last value of a repeated header, trimmed', () => {
    expect(headerValue(sent({ 'x-a': ['1', ' 2 '] }), 'x-a')).toBe('2');
    expect(headerValue(sent({}), 'x-a')).toBeUndefined();
  });

  it('X-Till-Id: absent or blank is no till; a UUID is lower-cased; anything else is a 400', () => {
    expect(tillIdHeader(sent({}))).toBeNull();
    expect(tillIdHeader(sent({ 'x-till-id': '  ' }))).toBeNull();
    expect(tillIdHeader(sent({ 'x-till-id': ` ${TILL} ` }))).toBe(TILL.toLowerCase());
    expect(refusal(() => tillIdHeader(sent({ 'x-till-id': 'till-7' })))).toEqual({
      status: 400,
      body: { detail: 'X-Till-Id must be a UUID.' },
    });
    expect(
      refusal(() => tillIdHeader(sent({ 'x-till-id': '00000000-0000-0000-0000-000000000000' }))),
    ).toEqual({
      status: 400,
      body: { detail: 'X-Till-Id must name a till: a UUID other than all zeros.' },
    });
  });

  it('Idempotency-Key: the same rule, its own message', () => {
    expect(idempotencyKey(sent({ 'idempotency-key': TILL }))).toBe(TILL.toLowerCase());
    expect(idempotencyKey(sent({}))).toBeNull();
    expect(refusal(() => idempotencyKey(sent({ 'idempotency-key': 'again' })))).toEqual({
      status: 400,
      body: { detail: 'Idempotency-Key must be a UUID.' },
    });
  });

  it('X-Till-Session: a session id of up to nine digits, else a 400', () => {
    expect(tillSessionHeader(sent({}))).toBeNull();
    expect(tillSessionHeader(sent({ 'x-till-session': ' 42 ' }))).toBe(42);
    for (const bad of ['-1', '4.2', 'abc', '1234567890']) {
      expect(refusal(() => tillSessionHeader(sent({ 'x-till-session': bad })))).toEqual({
        status: 400,
        body: { detail: 'X-Till-Session must be a session id.' },
      });
    }
  });

  it('X-Offline-Sale: only 1 or true (any case) mark a sale made offline', () => {
    expect(offlineSaleHeader(sent({}))).toBe(false);
    expect(offlineSaleHeader(sent({ 'x-offline-sale': '1' }))).toBe(true);
    expect(offlineSaleHeader(sent({ 'x-offline-sale': ' TRUE ' }))).toBe(true);
    expect(offlineSaleHeader(sent({ 'x-offline-sale': 'yes' }))).toBe(false);
    expect(offlineSaleHeader(sent({ 'x-offline-sale': '0' }))).toBe(false);
  });

  it('X-Sell-Expired: exactly "true" confirms selling an expired batch', () => {
    expect(sellExpiredHeader(sent({ 'x-sell-expired': 'true' }))).toBe(true);
    expect(sellExpiredHeader(sent({ 'x-sell-expired': 'True' }))).toBe(false);
    expect(sellExpiredHeader(sent({}))).toBe(false);
  });
});
