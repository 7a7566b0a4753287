import type { Column } from '../../components/data-table';
import type { Translate } from '../../i18n/use-t';
import type { Formatter } from '../../lib/format';

interface LedgerLine {
  debit: string;
  credit: string;
  balance: string;
}

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

/** The Debit, Credit and running Balance columns of a statement's lines (an empty cell for a zero side). */
export function ledgerColumns<L extends LedgerLine>(t: Translate, f: Formatter): Column<L>[] {
  return [
    {
      header: t('finance.col.debit'),
      cell: (l) => (isZero(l.debit) ? '' : f.money(l.debit)),
      align: 'right',
    },
    {
      header: t('finance.col.credit'),
      cell: (l) => (isZero(l.credit) ? '' : f.money(l.credit)),
      align: 'right',
    },
    { header: t('finance.col.balance'), cell: (l) => f.money(l.balance), align: 'right' },
  ];
}
