import type { TransactionWire, UserWire } from '@tillwise/domain';
import { D } from '@tillwise/domain';
import type { Column } from '../../components/data-table';
import { Ltr, useFormatter, useT } from '../../i18n';
import { dateTime } from '../../lib/format';

const who = (u: UserWire): string => `${u.username} - ${u.company?.company_name ?? ''}`;

/**
 * The expense summary's columns (spec 2.13, contract 3.6): Credit holds money in and Debit money
 * out (the original left Debit blank by mistake); Amount keeps the sign. The payment service and
 * the moment read as the Finance form and every other screen show them (no service is Cash).
 */
export function useSummaryColumns(): Column<TransactionWire>[] {
  const t = useT();
  const f = useFormatter();
  return [
    { header: t('finance.col.srNo'), cell: (_, i) => f.count(i + 1), width: 72 },
    { header: t('finance.form.transactionId'), cell: (r) => <Ltr>{r.transaction_id || '-'}</Ltr> },
    { header: t('finance.form.payor'), cell: (r) => <bdi>{who(r.payor)}</bdi> },
    { header: t('finance.form.payee'), cell: (r) => <bdi>{who(r.payee)}</bdi> },
    {
      header: t('finance.col.paymentService'),
      cell: (r) => t(`finance.service.${r.payment_service ? r.payment_service.service : 'CASH'}`),
    },
    { header: t('finance.col.description'), cell: (r) => <bdi>{r.description}</bdi> },
    {
      header: t('finance.col.credit'),
      cell: (r) => (new D(r.amount).isPositive() ? f.money(r.amount) : ''),
      align: 'right',
    },
    {
      header: t('finance.col.debit'),
      cell: (r) => (new D(r.amount).isNegative() ? f.money(new D(r.amount).abs().toFixed(4)) : ''),
      align: 'right',
    },
    { header: t('finance.col.amount'), cell: (r) => f.money(r.amount), align: 'right' },
    { header: t('finance.col.date'), cell: (r) => <Ltr>{dateTime(r.created)}</Ltr> },
  ];
}
