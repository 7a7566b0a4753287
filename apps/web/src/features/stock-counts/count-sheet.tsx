import type { WireStockCountSheet } from '@tillwise/domain';
import { createPortal } from 'react-dom';
import classes from './count-sheet.module.css';

/** The paper count sheet: every product and batch of the scope with room to write; no expected column when blind. */
export function CountSheet({ sheet }: { sheet: WireStockCountSheet }) {
  const { count, rows } = sheet;
  const blind = count.blind;
  return createPortal(
    <section className={classes.sheet} data-testid="count-sheet" aria-label="Count sheet print view">
      <h1 className={classes.title}>Stock count #{count.id}</h1>
      <div className={classes.meta}>
        <span>{count.company.name}</span>
        <span>
          {count.scope === 'ALL'
            ? 'All stock'
            : count.scope === 'CATEGORY'
              ? `Category: ${count.category?.name}`
              : 'Chosen products'}
        </span>
        <span>Started {count.created.slice(0, 10)}</span>
        <span>Counted by: ____________________</span>
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Product</th>
            <th>Barcode</th>
            <th>Batch</th>
            <th>Expiry</th>
            {!blind && <th className={classes.right}>Expected</th>}
            <th className={classes.blank}>Counted</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.product_variant}-${r.batch ?? 0}`}>
              <td>
                {r.name}
                {r.variant ? ` (${r.variant})` : ''}
              </td>
              <td>{r.bar_code}</td>
              <td>{r.batch ?? ''}</td>
              <td>{r.expiry_date ?? ''}</td>
              {!blind && <td className={classes.right}>{r.expected}</td>}
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}
