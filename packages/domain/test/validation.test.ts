import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordError,
  emailError,
  isValidRange,
  loginError,
  MSG,
  normaliseDate,
  pageWindow,
  parseDecimal,
  passwordError,
  phoneError,
  toWire,
  usernameError,
} from '../src/index.js';

describe('Pakistani phone pattern', () => {
  it.each([
    '+923001234567',
    '+92-300-1234567',
    '00923001234567',
    '0092-300-1234567',
    '03001234567',
    '042-1234567',
    '0421234567',
    '04235-1234567',
  ])('accepts %s', (n) => expect(phoneError(n)).toBeNull());

  it.each(['12345', '+9230012345', '0300-123-4567', 'abc', '+1-202-5550123', '0300123456789', '04-1234567'])(
    'rejects %s',
    (n) => expect(phoneError(n)).toBe(MSG.phoneInvalid),
  );

  it('is optional unless required', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('', true)).toBe(MSG.numberRequired);
  });
});

describe('username rule', () => {
  it('requires a value', () => expect(usernameError('')).toBe(MSG.usernameRequired));
  it('rejects more than 150 characters', () =>
    expect(usernameError('a'.repeat(151))).toBe(MSG.usernameTooLong));
  it.each(['ab', 'has space', 'semi;colon', 'ünïcode'])('rejects %s', (u) =>
    expect(usernameError(u)).toBe(MSG.usernamePattern),
  );
  it.each(['abc', 'cashier', 'a.b+c-d_e@f', '03001234567', 'a'.repeat(150)])('accepts %s', (u) =>
    expect(usernameError(u)).toBeNull(),
  );
  it('accepts exactly the allowed alphabet at any length from 3 to 150', () => {
    const alphabet = 'abcXYZ019@.+-_'.split('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { minLength: 3, maxLength: 150 }), (chars) => {
        expect(usernameError(chars.join(''))).toBeNull();
      }),
    );
  });
});

describe('password rule', () => {
  it('requires a value', () => expect(passwordError('')).toBe(MSG.passwordRequired));
  it.each(['short1!', 'noDigits!!', 'nospecial12', '12345678!', 'Demo@12'])('rejects %s', (p) =>
    expect(passwordError(p)).toBe(MSG.passwordPattern),
  );
  it.each(['Demo@1234', 'abcdefg1!', 'A1#bcdefgh'])('accepts %s', (p) => expect(passwordError(p)).toBeNull());
  it('checks the confirmation', () => {
    expect(confirmPasswordError('Demo@1234', '')).toBe(MSG.confirmPasswordRequired);
    expect(confirmPasswordError('Demo@1234', 'Demo@12345')).toBe(MSG.confirmPasswordMismatch);
    expect(confirmPasswordError('Demo@1234', 'Demo@1234')).toBeNull();
  });
});

describe('email and login', () => {
  it('treats email as optional but checks its form', () => {
    expect(emailError('')).toBeNull();
    expect(emailError('a@b.co')).toBeNull();
    expect(emailError('not-an-email')).toBe(MSG.emailInvalid);
  });
  it('needs both login fields', () => {
    expect(loginError({ username: '', password: 'x' })).toBe(MSG.loginBothRequired);
    expect(loginError({ username: '  ', password: 'x' })).toBe(MSG.loginBothRequired);
    expect(loginError({ username: 'x', password: '' })).toBe(MSG.loginBothRequired);
    expect(loginError({ username: 'x', password: 'y' })).toBeNull();
  });
});

describe('dates', () => {
  it('pads the original client’s dates and refuses impossible ones', () => {
    expect(normaliseDate('2022-3-5')).toBe('2022-03-05');
    expect(normaliseDate('2022-03-05')).toBe('2022-03-05');
    expect(normaliseDate('2022-2-30')).toBeNull();
    expect(normaliseDate('yesterday')).toBeNull();
  });
  it('orders a range', () => {
    expect(isValidRange('2022-3-5', '2022-03-05')).toBe(true);
    expect(isValidRange('2022-3-6', '2022-3-5')).toBe(false);
  });
});

describe('decimals on the wire', () => {
  it('accepts numbers and numeric strings and rejects the rest', () => {
    expect(parseDecimal('100')?.toString()).toBe('100');
    expect(parseDecimal(2.5)?.toString()).toBe('2.5');
    expect(parseDecimal(' -3.25 ')?.toString()).toBe('-3.25');
    for (const bad of [
      '',
      'abc',
      '1e5',
      '1.2.3',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
    ]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
  it('always prints four places, rounding half up', () => {
    expect(toWire('100')).toBe('100.0000');
    expect(toWire('0.00005')).toBe('0.0001');
    expect(toWire('-0.00005')).toBe('-0.0001');
    expect(toWire('1.23444')).toBe('1.2344');
  });
  it('keeps any integer-cent amount exact through the wire form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (cents) => {
        const text = `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;
        expect(toWire(text)).toBe(`${text}00`);
      }),
    );
  });
});

describe('page window', () => {
  it('shows at most ten pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('always contains the current page and stays in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pages, p) => {
        const current = Math.min(p, pages);
        const w = pageWindow(current, pages);
        expect(w).toContain(current);
        expect(w.length).toBe(Math.min(10, pages));
        expect(w[0]).toBeGreaterThanOrEqual(1);
        expect(w[w.length - 1]).toBeLessThanOrEqual(pages);
      }),
    );
  });
});
