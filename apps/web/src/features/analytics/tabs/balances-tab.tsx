import { Group } from '@mantine/core';
import { COMPANY_TYPE_LABELS, D, localDay, type PayableReceivableRowWire } from '@tillwise/domain';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { money } from '../../../lib/format';
import { usePayableReceivable } from '../api/get-payable-receivable';
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
  const [company, setCompany] = useState(0);
  const q = usePayableReceivable(company);
  const title = side === 'receivable' ? 'Total Receivable' : 'Total Payable';
  const amountOf = (r: PayableReceivableRowWire) =>
    side === 'receivable' ? r.receivable_amount : r.payable_amount;
  const rows = q.data?.amount.filter((r) => !new D(amountOf(r)).isZero());
  const columns: Column<PayableReceivableRowWire>[] = [
    { header: 'Sr No', cell: (_r, i) => i + 1, width: 70 },
    { header: 'Department Name', cell: (r) => r.seller_company },
    { header: 'Department Type', cell: (r) => COMPANY_TYPE_LABELS[r.seller_company_type] },
    {
      header: side === 'receivable' ? 'Receivable Amount' : 'Payable Amount',
      cell: (r) => money(amountOf(r)),
      align: 'right',
    },
  ];
  const total = side === 'receivable' ? q.data?.total_receivable_amount : q.data?.total_payable_amount;
  return (
    <ReportFrame
      letterhead={{
        company: useCompanyName(me, company),
        title,
        range: `As of ${localDay(new Date())}`,
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
        emptyText={
          side === 'receivable' ? 'Nobody owes this company anything.' : 'This company owes nothing.'
        }
      />
    </ReportFrame>
  );
}
