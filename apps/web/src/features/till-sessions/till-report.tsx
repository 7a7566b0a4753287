import type { TillReportWire } from '@tillwise/domain';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Ltr, useFormatter, useT } from '../../i18n';
import { dateTime as plainDateTime } from '../../lib/format';
import { rollPageCss, usePreviewHeight } from '../../lib/roll-paper';
import { useTillLabels } from './labels';
import classes from './till-report.module.css';

/* The X and Z reports on 80 mm roll paper, the page as long as the report (lib/roll-paper.ts). */

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`${classes.row} ${strong ? classes.strong : ''}`}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** One report, as printed. */
export function TillReport({ report }: { report: TillReportWire }) {
  const t = useT();
  const f = useFormatter();
  const label = useTillLabels();
  const money = f.money;
  const dateTime = (at: string | null) => (at === null ? plainDateTime(at) : f.dateTime(at));
  const s = report.session;
  const difference = report.difference ?? null;
  // A cashier's X report: what the drawer should hold stays hidden until it is counted.
  const blind = report.expected_cash === null;
  return (
    <div className={classes.report} data-testid="till-report">
      <div className={classes.title}>
        {report.kind === 'Z' ? t('tillSessions.report.zTitle') : t('tillSessions.report.xTitle')}
      </div>
      <div className={classes.center}>{report.company_name}</div>
      <div className={classes.center}>
        {report.kind === 'Z' ? t('tillSessions.report.closedNote') : t('tillSessions.report.openNote')}
      </div>
      <div className={classes.rule} />
      <Row
        label={t('tillSessions.report.session')}
        value={s.automatic ? t('tillSessions.report.sessionAuto', { id: s.id }) : <Ltr>#{s.id}</Ltr>}
      />
      <Row
        label={t('tillSessions.report.till')}
        value={s.till ? <Ltr>{s.till.slice(0, 8)}</Ltr> : t('tillSessions.report.noTill')}
      />
      <Row label={t('tillSessions.report.cashier')} value={s.user_name} />
      <Row label={t('tillSessions.report.opened')} value={dateTime(s.opened_at)} />
      <Row label={t('tillSessions.report.closed')} value={dateTime(s.closed_at)} />
      {s.closed_by_name && <Row label={t('tillSessions.report.closedBy')} value={s.closed_by_name} />}
      <div className={classes.rule} />
      <Row label={t('tillSessions.report.openingFloat')} value={money(s.opening_float)} />
      <Row label={t('tillSessions.report.sales')} value={f.count(report.sales_count)} />
      <Row label={t('tillSessions.report.grossSales')} value={money(report.gross_sales)} />
      <Row label={t('tillSessions.report.discounts')} value={money(report.discounts)} />
      <Row label={t('tillSessions.report.netSales')} value={money(report.net_sales)} strong />
      <Row
        label={t('tillSessions.report.returns', { count: f.count(report.returns_count) })}
        value={money(report.returns)}
      />
      <Row label={t('tillSessions.report.onAccount')} value={money(report.on_account)} />
      <div className={classes.rule} />
      {blind ? (
        <div data-testid="blind-count">{t('tillSessions.report.blind')}</div>
      ) : (
        <>
          <div className={classes.strong}>{t('tillSessions.report.byMethod')}</div>
          {report.by_method.map((m) => (
            <Row key={m.method} label={label.method(m.method)} value={money(m.takings ?? '0')} />
          ))}
        </>
      )}
      <div className={classes.rule} />
      <Row label={t('tillSessions.report.cashIn')} value={money(report.cash_in)} />
      <Row label={t('tillSessions.report.cashOut')} value={money(report.cash_out)} />
      {report.cash_moves.map((m) => (
        <Row
          key={m.id}
          label={`  ${m.direction === 'IN' ? '+' : '−'} ${label.reason(m.reason)}${m.note ? ` (${m.note})` : ''}`}
          value={money(m.amount)}
        />
      ))}
      <div className={classes.rule} />
      {!blind && (
        <Row
          label={t('tillSessions.report.expectedCash')}
          value={money(report.expected_cash ?? '0')}
          strong
        />
      )}
      <Row
        label={t('tillSessions.report.countedCash')}
        value={report.counted_cash === null ? '—' : money(report.counted_cash)}
      />
      {s.counted && s.expected && (
        <>
          <div className={classes.strong}>{t('tillSessions.report.expectedCounted')}</div>
          {report.by_method
            .filter((m) => m.method !== 'CASH')
            .map((m) => (
              <Row
                key={m.method}
                label={label.method(m.method)}
                value={`${money(m.expected ?? '0')} / ${money(s.counted?.[m.method] ?? '0')}`}
              />
            ))}
        </>
      )}
      <Row
        label={
          difference !== null && Number(difference) < 0
            ? t('tillSessions.report.differenceShort')
            : t('tillSessions.report.difference')
        }
        value={difference === null ? '—' : money(difference)}
        strong
      />
      {s.approved_by_name && (
        <Row
          label={t('tillSessions.report.approvedBy')}
          value={`${s.approved_by_name}, ${dateTime(s.approved_at)}`}
        />
      )}
      <div className={classes.rule} />
      <Row label={t('tillSessions.report.firstInvoice')} value={<Ltr>{report.first_invoice ?? '—'}</Ltr>} />
      <Row label={t('tillSessions.report.lastInvoice')} value={<Ltr>{report.last_invoice ?? '—'}</Ltr>} />
      <div className={classes.center}>
        {t('tillSessions.report.printed', { at: dateTime(report.generated_at) })}
      </div>
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
