import { describe, expect, it } from 'vitest';
import { storedOrder } from '../../test/order-fixtures';
import { paymentMethod } from './order-format';

describe('the Payment Method column', () => {
  it('tells cash, card and credit apart as the books do', () => {
    expect(paymentMethod(storedOrder())).toBe('Cash');
    expect(paymentMethod(storedOrder({ payment_service: 'EASY_PAISA', transaction_id: 'R1' }))).toBe(
      'Card · Easypaisa',
    );
    expect(paymentMethod(storedOrder({ cash_payment: false, payment_service: 'BANK' }))).toBe('Credit');
  });
});
