import type { WireStockCountSheet } from '@tillwise/domain';
import { createPortal } from 'react-dom';
import { Ltr, useFormatter, useT } from '../../i18n';
import classes from './count-sheet.module.css';

/**
 * The paper count sheet: every product and batch of the scope with room to write; no expected
 * column when blind. Printed in the reader's language, right to left in Urdu (the page's
 * direction; `html[lang='ur']` gives it the Urdu face), with barcodes left to right.
 */
export function CountSheet({ sheet }: { sheet: WireStockCountSheet }) {
  const t = useT();
  const f = useFormatter();
  const { count, rows } = sheet;
  const blind = count.blind;
  return createPortal(
    <section className={classes.sheet} data-testid="count-sheet" aria-label={t('stockCounts.sheet.label')}>
      <h1 className={classes.title}>{t('stockCounts.sheet.title', { id: count.id })}</h1>
      <div className={classes.meta}>
        <span>{count.company.name}</span>
        <span>
          {count.scope === 'ALL'
            ? t('stockCounts.scope.all')
            : count.scope === 'CATEGORY'
              ? t('stockCounts.scope.category', { name: count.category?.name ?? '' })
              : t('stockCounts.scope.chosen')}
        </span>
        <span>{t('stockCounts.sheet.started', { date: f.date(count.created) })}</span>
        <span>{t('stockCounts.sheet.countedBy')}</span>
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('stockCounts.col.product')}</th>
            <th>{t('stockCounts.col.barcode')}</th>
            <th>{t('stockCounts.col.batch')}</th>
            <th>{t('stockCounts.col.expiry')}</th>
            {!blind && <th className={classes.right}>{t('stockCounts.col.expected')}</th>}
            <th className={classes.blank}>{t('stockCounts.col.counted')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.product_variant}-${r.batch ?? 0}`}>
              <td>
                {r.name}
                {r.variant ? ` (${r.variant})` : ''}
              </td>
              <td>
                <Ltr>{r.bar_code}</Ltr>
              </td>
              <td>{r.batch ?? ''}</td>
              <td>{r.expiry_date ?? ''}</td>
              {!blind && (
                <td className={classes.right}>{r.expected === null ? '' : f.decimal(r.expected)}</td>
              )}
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </section>,
    document.body,
  );
}
