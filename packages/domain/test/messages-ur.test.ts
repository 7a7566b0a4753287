import { describe, expect, it } from 'vitest';
import * as domain from '../src/index.js';
import { MESSAGES_UR, PATTERNS_UR, translateErrorBody, translateMessage } from '../src/index.js';

/** Exports named like a message maker that are not one (they take a message, or a key). */
const NOT_MESSAGE_MAKERS = new Set(['translateMessage', 'notificationMessage']);

const URDU = /[\u0600-\u06FF]/;

/** A message constant: every export named like `MSG`, `ORDER_MSG`, `TILL_ID_MSG` or `…Message`. */
const isMessageExport = (name: string) => /(^|_)MSG$/.test(name) || /Message$/.test(name);

interface Constant {
  path: string;
  english: string;
}

/**
 * Every message the constants can make: their strings, and each function called with `1` for each
 * value ("Variant 1 appears twice"); a pattern of PATTERNS_UR accepts `1` wherever a value goes.
 */
function messageConstants(): Constant[] {
  const out: Constant[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push({ path, english: value });
    else if (typeof value === 'function') {
      const made: unknown = value(...Array.from({ length: Math.max(value.length, 1) }, () => '1'));
      if (typeof made === 'string') out.push({ path: `${path}(…)`, english: made });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(domain)) {
    if (isMessageExport(name) && !NOT_MESSAGE_MAKERS.has(name)) walk(value, name);
  }
  return out;
}

describe('every message constant has its Urdu (MESSAGES_UR, PATTERNS_UR)', () => {
  const constants = messageConstants();

  it('finds the constants of every area', () => {
    const areas = new Set(constants.map((c) => c.path.split('.')[0]));
    for (const area of ['MSG', 'ORDER_MSG', 'TILL_MSG', 'COUNT_MSG', 'REQUEST_MSG', 'SERVER_MSG', 'UNIT_MSG'])
      expect(areas).toContain(area);
    expect(constants.length).toBeGreaterThan(300);
  });

  it.each(constants.map((c) => [c.path, c.english] as const))('%s', (_path, english) => {
    const urdu = translateMessage(english, 'ur');
    expect(urdu, `no Urdu for "${english}"`).not.toBe(english);
    expect(urdu).toMatch(URDU);
  });

  it('writes every Urdu entry in Urdu, and keys it by an English message', () => {
    for (const [english, urdu] of Object.entries(MESSAGES_UR)) {
      expect(urdu, english).toMatch(URDU);
      expect(english).not.toMatch(URDU);
    }
  });

  it('has no two patterns for one message and no pattern shadowing an exact entry', () => {
    for (const english of Object.keys(MESSAGES_UR)) {
      expect(
        PATTERNS_UR.filter(([p]) => p.test(english)).map(([p]) => String(p)),
        english,
      ).toEqual([]);
    }
  });
});

describe('translateMessage', () => {
  it('fills a pattern’s values into the Urdu, and keeps English for English', () => {
    const english = domain.REFUND_MSG.tooMany(2, '3');
    expect(translateMessage(english, 'en')).toBe(english);
    expect(translateMessage(english, 'ur')).toBe(
      'لائن 2: زیادہ سے زیادہ 3.00 واپس ہو سکتا ہے (بکا ہوا، پہلے کی واپسی نکال کر)۔',
    );
  });

  it('names what a department still has in Urdu words', () => {
    expect(translateMessage(domain.departmentInUseMessage(['users', 'stock', 'ledger entries']), 'ur')).toBe(
      'یہ شعبہ حذف نہیں ہو سکتا کیونکہ اس میں ابھی یوزرز، اسٹاک اور کھاتے کے اندراجات موجود ہیں۔',
    );
  });

  it('keeps a column label and translates the message after it (CSV import reasons)', () => {
    expect(translateMessage(`hs_code: ${domain.TAX_MSG.hsCode}`, 'ur')).toBe(
      `hs_code: ${MESSAGES_UR[domain.TAX_MSG.hsCode]}`,
    );
    expect(translateMessage(`units: unit 2 "Box": ${domain.UNIT_MSG.countTooLarge}`, 'ur')).toBe(
      `units: unit 2 "Box": ${MESSAGES_UR[domain.UNIT_MSG.countTooLarge]}`,
    );
    expect(translateMessage('hs_code: something new', 'ur')).toBe('hs_code: something new');
  });

  it('translates an error body’s messages, never its keys', () => {
    const body = { quantity: [domain.ORDER_MSG.stockLess], non_field_errors: ['Something unknown.'] };
    expect(translateErrorBody(body, 'ur')).toEqual({
      quantity: [MESSAGES_UR[domain.ORDER_MSG.stockLess]],
      non_field_errors: ['Something unknown.'],
    });
  });
});

describe('notifications: a key and values, read in each reader’s language', () => {
  const samples: Record<domain.NotificationKey, domain.NotificationValues> = {
    stockAtReorderLevel: { product: 'Sugar (1kg)', company: 'Central Store', stock: '14', level: '15' },
    transferReceived: { seller: 'Central Store', invoice: 'INV-7', buyer: 'Outlet 2', total: '1500' },
    offlineSaleStock: {
      invoice: 'INV-8',
      quantity: '2',
      product: 'Tea',
      batch: '41',
      company: 'Outlet 2',
      stock: '-2',
    },
    offlineSaleCredit: { invoice: 'INV-9', amount: '300', customer: 'Ali Raza', owes: '1300' },
    requestNew: { type: 'SPECIAL_ORDER', id: 12, from: 'Outlet 2', description: 'Rice 10 kg' },
    requestStatus: { id: 12, status: 'APPROVED', who: 'Central Store', note: 'delivered by transfer INV-7' },
    fiscalBacklog: {
      company: 'Outlet 2',
      overdue: 2,
      refused: 1,
      invoice: 'INV-3',
      since: '2026-05-01 10:00',
    },
    approvalLockout: { failures: 5, cashier: 'cashier1' },
    batchExpiring: { batch: '52', product: 'Cooking Oil', date: '2026-12-26' },
    batchExpired: { batch: '5', product: 'Yoghurt', date: '2026-11-01' },
  };

  it.each(domain.NOTIFICATION_KEYS.map((key) => [key] as const))('%s', (key) => {
    const values = samples[key];
    const english = domain.notificationMessage(key, values);
    const row = { message: english, messageKey: key, messageValues: values };
    expect(domain.notificationText(row, 'en')).toBe(english);
    const urdu = domain.notificationText(row, 'ur');
    expect(urdu).toMatch(URDU);
    // It opens with an Urdu word, so a line that takes its direction from its text reads right to left.
    expect(urdu.charAt(0)).toMatch(URDU);
    // It opens with an Urdu word, so a line that takes its direction from its text reads right to left.
    expect(urdu.charAt(0)).toMatch(URDU);
    expect(urdu).not.toMatch(/\b(the|is|was|of|from|request)\b/);
    for (const value of Object.values(values)
      .map(String)
      .filter((v) => !/^[A-Z_]+$/.test(v)))
      if (!isNoteValue(key, value)) expect(urdu, value).toContain(value);
  });

  it('keeps the English as it was written before keys', () => {
    expect(
      domain.notificationMessage('requestStatus', { id: 3, status: 'CANCEL', who: 'Outlet', note: '' }),
    ).toBe('Request #3 is now CANCEL (Outlet)');
    expect(
      domain.notificationMessage('requestNew', {
        type: 'SPECIAL_ORDER',
        id: 4,
        from: 'Outlet',
        description: 'x',
      }),
    ).toBe('New special order request #4 from Outlet: x');
  });

  it('shows a row without a key, or with a key it does not know, as stored', () => {
    expect(
      domain.notificationText({ message: 'Old text', messageKey: null, messageValues: null }, 'ur'),
    ).toBe('Old text');
    expect(
      domain.notificationText(
        { message: 'Newer text', messageKey: 'fromTheFuture', messageValues: {} },
        'ur',
      ),
    ).toBe('Newer text');
  });
});

/** The note of a status notification is translated itself ("delivered by transfer …"). */
const isNoteValue = (key: string, value: string) => key === 'requestStatus' && value.startsWith('delivered');
