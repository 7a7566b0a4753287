import { type PartyStatement, REFUND_MSG, translateMessage } from '@tillwise/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/use-t';
import en from '../../locales/en.json';
import ur from '../../locales/ur.json';
import { statementCsv } from './party-statement-panel';

const translate = (locale: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};

const statement: PartyStatement = {
  account: 7,
  party: 'Hamza Sheikh',
  party_kind: 'customer',
  company: { id: 2, company_name: 'Central Store' },
  start_date: '2026-11-01',
  end_date: '2026-11-28',
  opening_balance: '0.0000',
  invoices: '420.0000',
  payments: '0.0000',
  refunds: '0.0000',
  adjustments: '0.0000',
  closing_balance: '420.0000',
  ageing: { '0-30': '420.0000', '31-60': '0.0000', '61-90': '0.0000', '90+': '0.0000' },
  lines: [
    {
      id: 1,
      created: '2026-11-26T15:00:00.000Z',
      kind: 'invoice',
      reference: 'INV_2_6',
      memo: 'Sale, order 17',
      debit: '420.0000',
      credit: '0.0000',
      balance: '420.0000',
    },
  ],
};

describe('a statement as CSV', () => {
  it('has its headings in the reader’s language and the same figures in either', () => {
    const english = statementCsv(statement, translate('en-PK', en)).split(/\r?\n/);
    const urdu = statementCsv(statement, translate('ur-PK', ur)).split(/\r?\n/);
    expect(english[0]).toBe('Statement,Hamza Sheikh');
    expect(urdu[0]).toBe('اسٹیٹمنٹ,Hamza Sheikh');
    expect(urdu).toContain('تاریخ,قسم,حوالہ,نوٹ,ڈیبٹ,کریڈٹ,بقایا');
    // Every amount, row by row: the wire's decimals, the same in either language.
    const figures = (rows: string[]) =>
      rows.map((r) => r.split(',').filter((cell) => /^-?\d+\.\d+$/.test(cell)));
    expect(figures(urdu)).toEqual(figures(english));
    expect(figures(english).flat()).toContain('420.0000');
  });

  it('gives the refund screen’s own checks in Urdu, a line’s limit with its figures', () => {
    expect(translateMessage(REFUND_MSG.nothingPicked, 'ur')).toBe(
      'واپسی کے لیے کم از کم ایک لائن اور مقدار چنیں۔',
    );
    expect(translateMessage(REFUND_MSG.tooMany(2, '1.5'), 'ur')).toBe(
      'لائن 2: زیادہ سے زیادہ 1.50 واپس ہو سکتا ہے (بکا ہوا، پہلے کی واپسی نکال کر)۔',
    );
  });
});
