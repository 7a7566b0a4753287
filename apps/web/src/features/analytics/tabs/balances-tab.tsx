import { Group } from '@mantine/core';
import { D, type PayableReceivableRowWire } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { useFormatter, useT } from '../../../i18n';
import { usePayableReceivable } from '../api/get-payable-receivable';
import { useReportLabels } from '../labels';
import { CompanySelect, useCompanyName } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

type Side = 'receivable' | 'payable';

/**
 * Total Receivable and Total Payable (spec 2.16): per counterparty department, what it owes the
 * selected company (or what is owed to it), zero rows hidden, and the total.
 */
export function BalancesTab({ me, side }: TabProps & { side: Side }) {
  const t = useT();
  const f = useFormatter();
  const labels = useReportLabels();
  const [company, setCompany] = useState(0);
  const q = usePayableReceivable(company);
  const title = t(side === 'receivable' ? 'analytics.balances.receivable' : 'analytics.balances.payable');
  const amountOf = (r: PayableReceivableRowWire) =>
    side === 'receivable' ? r.receivable_amount : r.payable_amount;
  const rows = q.data?.amount.filter((r) => !new D(amountOf(r)).isZero());
  const columns: Column<PayableReceivableRowWire>[] = [
    { header: t('analytics.col.srNo'), cell: (_r, i) => f.count(i + 1), width: 70 },
    { header: t('analytics.balances.department'), cell: (r) => r.seller_company },
    {
      header: t('analytics.balances.departmentType'),
      cell: (r) => labels.companyType(r.seller_company_type),
    },
    {
      header: t(
        side === 'receivable' ? 'analytics.balances.receivableAmount' : 'analytics.balances.payableAmount',
      ),
      cell: (r) => f.money(amountOf(r)),
      align: 'right',
    },
  ];
  const total = side === 'receivable' ? q.data?.total_receivable_amount : q.data?.total_payable_amount;
  return (
    <ReportFrame
      letterhead={{
        company: useCompanyName(me, company),
        title,
        range: t('analytics.asOf', { when: f.date(new Date()) }),
      }}
    >
      <Group data-no-print>
        <CompanySelect me={me} value={company} onChange={setCompany} />
      </Group>
      <Figures>
        <Figure label={title} value={total} testId={`total-${side}`} />
      </Figures>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.seller_company_id}
        loading={q.isFetching}
        error={failure(q.error)}
        onRetry={() => q.refetch()}
        emptyText={t(
          side === 'receivable' ? 'analytics.balances.noneOwed' : 'analytics.balances.owesNothing',
        )}
      />
    </ReportFrame>
  );
}
