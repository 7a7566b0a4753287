import { cashReasonLabel, TILL_METHOD_LABELS, type TillReportWire } from '@tillwise/domain';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { dateTime, money } from '../../lib/format';
import { rollPageCss, usePreviewHeight } from '../../lib/roll-paper';
import classes from './till-report.module.css';

/* The X and Z reports on 80 mm roll paper, the page as long as the report (lib/roll-paper.ts). */

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`${classes.row} ${strong ? classes.strong : ''}`}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** One report, as printed. */
export function TillReport({ report }: { report: TillReportWire }) {
  const s = report.session;
  const difference = report.difference ?? null;
  // A cashier's X report: what the drawer should hold stays hidden until it is counted.
  const blind = report.expected_cash === null;
  return (
    <div className={classes.report} data-testid="till-report">
      <div className={classes.title}>{report.kind === 'Z' ? 'Z REPORT' : 'X REPORT'}</div>
      <div className={classes.center}>{report.company_name}</div>
      <div className={classes.center}>
        {report.kind === 'Z' ? 'Session closed' : 'Mid-session, not closed'}
      </div>
      <div className={classes.rule} />
      <Row label="Session" value={`#${s.id}${s.automatic ? ' (opened by first sale)' : ''}`} />
      <Row label="Till" value={s.till ? s.till.slice(0, 8) : 'no till named'} />
      <Row label="Cashier" value={s.user_name} />
      <Row label="Opened" value={dateTime(s.opened_at)} />
      <Row label="Closed" value={dateTime(s.closed_at)} />
      {s.closed_by_name && <Row label="Closed by" value={s.closed_by_name} />}
      <div className={classes.rule} />
      <Row label="Opening float" value={money(s.opening_float)} />
      <Row label="Sales" value={String(report.sales_count)} />
      <Row label="Gross sales" value={money(report.gross_sales)} />
      <Row label="Discounts" value={money(report.discounts)} />
      <Row label="Net sales" value={money(report.net_sales)} strong />
      <Row label={`Returns (${report.returns_count})`} value={money(report.returns)} />
      <Row label="On account" value={money(report.on_account)} />
      <div className={classes.rule} />
      {blind ? (
        <div data-testid="blind-count">Blind count: takings and expected cash print on the Z report.</div>
      ) : (
        <>
          <div className={classes.strong}>By payment method (net takings)</div>
          {report.by_method.map((m) => (
            <Row key={m.method} label={TILL_METHOD_LABELS[m.method]} value={money(m.takings ?? '0')} />
          ))}
        </>
      )}
      <div className={classes.rule} />
      <Row label="Cash in" value={money(report.cash_in)} />
      <Row label="Cash out" value={money(report.cash_out)} />
      {report.cash_moves.map((m) => (
        <Row
          key={m.id}
          label={`  ${m.direction === 'IN' ? '+' : '−'} ${cashReasonLabel(m.reason)}${m.note ? ` (${m.note})` : ''}`}
          value={money(m.amount)}
        />
      ))}
      <div className={classes.rule} />
      {!blind && <Row label="Expected cash" value={money(report.expected_cash ?? '0')} strong />}
      <Row label="Counted cash" value={report.counted_cash === null ? '—' : money(report.counted_cash)} />
      {s.counted && s.expected && (
        <>
          <div className={classes.strong}>Expected / counted</div>
          {report.by_method
            .filter((m) => m.method !== 'CASH')
            .map((m) => (
              <Row
                key={m.method}
                label={TILL_METHOD_LABELS[m.method]}
                value={`${money(m.expected ?? '0')} / ${money(s.counted?.[m.method] ?? '0')}`}
              />
            ))}
        </>
      )}
      <Row
        label={difference !== null && Number(difference) < 0 ? 'Difference (short)' : 'Difference'}
        value={difference === null ? '—' : money(difference)}
        strong
      />
      {s.approved_by_name && (
        <Row label="Approved by" value={`${s.approved_by_name}, ${dateTime(s.approved_at)}`} />
      )}
      <div className={classes.rule} />
      <Row label="First invoice" value={report.first_invoice ?? '—'} />
      <Row label="Last invoice" value={report.last_invoice ?? '—'} />
      <div className={classes.center}>Printed {dateTime(report.generated_at)}</div>
    </div>
  );
}

/** The report's preview and its printed copy (a portal on <body> that print CSS shows alone). */
export function PrintableTillReport({ report }: { report: TillReportWire }) {
  const preview = useRef<HTMLDivElement>(null);
  const heightPx = usePreviewHeight(preview);
  return (
    <>
      <div className={classes.preview} ref={preview}>
        <TillReport report={report} />
      </div>
      {createPortal(
        <div className={classes.printRoot} data-testid="till-report-print">
          <style>{rollPageCss(heightPx)}</style>
          <TillReport report={report} />
        </div>,
        document.body,
      )}
    </>
  );
}
