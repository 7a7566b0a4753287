import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/use-t';
import en from '../../locales/en.json';
import { storedOrder } from '../../test/order-fixtures';
import { paymentMethod } from './order-format';

describe('the Payment Method column', () => {
  it('tells cash, card and credit apart as the books do', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);
    expect(paymentMethod(storedOrder(), t)).toBe('Cash');
    expect(paymentMethod(storedOrder({ payment_service: 'EASY_PAISA', transaction_id: 'R1' }), t)).toBe(
      'Card · Easypaisa',
    );
    expect(paymentMethod(storedOrder({ cash_payment: false, payment_service: 'BANK' }), t)).toBe('Credit');
  });
});
