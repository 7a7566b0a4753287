import type { ExpenseSummaryWire, TransactionWire } from '@tillwise/domain';
import { createPortal } from 'react-dom';
import { useFormatter, useT } from '../../i18n';
import { useLtrText } from '../../i18n/isolate';
import classes from './print-sheet.module.css';
import { useSummaryColumns } from './summary-columns';

export interface PrintSheetProps {
  companyName: string;
  logoUrl: string | null;
  summary: ExpenseSummaryWire;
  rows: TransactionWire[];
}

/**
 * The paper version of the expense summary, in the reader's language: letterhead, range, the four
 * balances of the screen and every row of the range.
 */
export function PrintSheet({ companyName, logoUrl, summary, rows }: PrintSheetProps) {
  const t = useT();
  const f = useFormatter();
  const columns = useSummaryColumns();
  const ltr = useLtrText();
  const range =
    summary.start_date === summary.end_date
      ? ltr(summary.start_date)
      : t('finance.summary.rangeTo', { start: ltr(summary.start_date), end: ltr(summary.end_date) });
  const figure = (label: string, amount: string) =>
    t('finance.summary.figure', { label, amount: f.money(amount) });
  return createPortal(
    <section className={classes.sheet} data-testid="print-sheet" aria-label={t('finance.summary.printView')}>
      <div className={classes.letterhead}>
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div>
          <div className={classes.company}>{companyName}</div>
          <h1 className={classes.title}>{t('finance.summary.title')}</h1>
        </div>
      </div>
      <div className={classes.meta}>
        <span>{t('finance.summary.range', { range })}</span>
        <span>{figure(t('finance.summary.starting'), summary.starting_balance)}</span>
        <span>{figure(t('finance.summary.current'), summary.current_balance)}</span>
        <span>{figure(t('finance.summary.totalExpense'), summary.total_expense)}</span>
        <span>{figure(t('finance.summary.closing'), summary.closing_balance)}</span>
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} className={c.align === 'right' ? classes.right : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.header} className={c.align === 'right' ? classes.right : undefined}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6}>{t('finance.total')}</th>
            <th className={classes.right}>{f.money(summary.total_credit)}</th>
            <th className={classes.right}>{f.money(summary.total_debit)}</th>
            <th colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </section>,
    document.body,
  );
}
