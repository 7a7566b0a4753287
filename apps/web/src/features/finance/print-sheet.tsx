import type { ExpenseSummaryWire, TransactionWire } from '@tillwise/domain';
import { createPortal } from 'react-dom';
import { money } from './money';
import classes from './print-sheet.module.css';
import { SUMMARY_COLUMNS } from './summary-columns';

export interface PrintSheetProps {
  companyName: string;
  logoUrl: string | null;
  summary: ExpenseSummaryWire;
  rows: TransactionWire[];
}

/** The paper version of the expense summary: letterhead, range, the four balances of the screen and every row of the range. */
export function PrintSheet({ companyName, logoUrl, summary, rows }: PrintSheetProps) {
  const range =
    summary.start_date === summary.end_date
      ? summary.start_date
      : `${summary.start_date} to ${summary.end_date}`;
  return createPortal(
    <section className={classes.sheet} data-testid="print-sheet" aria-label="Expense Summary print view">
      <div className={classes.letterhead}>
        {logoUrl && <img className={classes.logo} src={logoUrl} alt="" />}
        <div>
          <div className={classes.company}>{companyName}</div>
          <h1 className={classes.title}>Expense Summary</h1>
        </div>
      </div>
      <div className={classes.meta}>
        <span>Range: {range}</span>
        <span>Starting Balance: {money(summary.starting_balance)}</span>
        <span>Current Balance: {money(summary.current_balance)}</span>
        <span>Total Expense: {money(summary.total_expense)}</span>
        <span>Closing Balance: {money(summary.closing_balance)}</span>
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            {SUMMARY_COLUMNS.map((c) => (
              <th key={c.header} className={c.align === 'right' ? classes.right : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              {SUMMARY_COLUMNS.map((c) => (
                <td key={c.header} className={c.align === 'right' ? classes.right : undefined}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={6}>Total</th>
            <th className={classes.right}>{money(summary.total_credit)}</th>
            <th className={classes.right}>{money(summary.total_debit)}</th>
            <th colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </section>,
    document.body,
  );
}
