import type { TransactionWire, UserWire } from '@tillwise/domain';
import { D, PAYMENT_SERVICE_LABELS } from '@tillwise/domain';
import type { Column } from '../../components/data-table';
import { dateTime } from '../../lib/format';
import { money } from './money';

const who = (u: UserWire): string => `${u.username} - ${u.company?.company_name ?? ''}`;

/**
 * The expense summary's columns (spec 2.13, contract 3.6): Credit holds money in and Debit money
 * out (the original left Debit blank by mistake); Amount keeps the sign. The payment service and
 * the moment read as the Finance form and every other screen show them (no service is Cash).
 */
export const SUMMARY_COLUMNS: Column<TransactionWire>[] = [
  { header: 'Sr No.', cell: (_, i) => i + 1, width: 72 },
  { header: 'Transaction ID', cell: (t) => t.transaction_id || '-' },
  { header: 'Payor', cell: (t) => who(t.payor) },
  { header: 'Payee', cell: (t) => who(t.payee) },
  {
    header: 'Payment Service',
    cell: (t) => (t.payment_service ? PAYMENT_SERVICE_LABELS[t.payment_service.service] : 'Cash'),
  },
  { header: 'Description', cell: (t) => t.description },
  { header: 'Credit', cell: (t) => (new D(t.amount).isPositive() ? money(t.amount) : ''), align: 'right' },
  {
    header: 'Debit',
    cell: (t) => (new D(t.amount).isNegative() ? money(new D(t.amount).abs().toFixed(4)) : ''),
    align: 'right',
  },
  { header: 'Amount', cell: (t) => money(t.amount), align: 'right' },
  { header: 'Date', cell: (t) => dateTime(t.created) },
];
