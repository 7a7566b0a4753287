import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  D,
  localDay,
  normaliseMonth,
  TAX_REGISTER_TREATMENT_LABELS,
  TAX_REPORT_MSG,
  type TaxRateTotalWire,
  type TaxRegisterRowWire,
  type TaxReportTable,
  type TaxReportWire,
} from '@tillwise/domain';
import { useState } from 'react';
import { showError } from '../../../components/global-error';
import { money } from '../../../lib/format';
import { downloadTaxCsv, type TaxReportQuery, useTaxReport } from '../api/get-tax-report';
import { Section } from '../report/report-tables';
import { CompanySelect, useCompanyName } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

const rate = (r: string) => `${new D(r).toDecimalPlaces(2).toString()}%`;

/** Sums a register's amounts for its totals line. */
function totals(rows: readonly TaxRegisterRowWire[]) {
  const sum = (pick: (r: TaxRegisterRowWire) => string) => rows.reduce((s, r) => s.plus(pick(r)), new D(0));
  return {
    value: sum((r) => r.value),
    tax: sum((r) => r.tax),
    further: sum((r) => r.further_tax),
    total: sum((r) => r.total),
  };
}

const RIGHT = { textAlign: 'right' } as const;

/** One register (sales or purchases): a row per invoice and rate, credit notes negative, with its totals. */
function Register({ rows, party, testId }: { rows: TaxRegisterRowWire[]; party: string; testId: string }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nothing in this month.
      </Text>
    );
  }
  const t = totals(rows);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing={4} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>{party}</Table.Th>
            <Table.Th>NTN / CNIC</Table.Th>
            <Table.Th>HS code</Table.Th>
            <Table.Th style={RIGHT}>Value excl. tax</Table.Th>
            <Table.Th style={RIGHT}>Rate</Table.Th>
            <Table.Th style={RIGHT}>Tax</Table.Th>
            <Table.Th style={RIGHT}>Further tax</Table.Th>
            <Table.Th style={RIGHT}>Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.order_id}-${r.treatment}-${r.rate}`}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span>{r.invoice_id}</span>
                  {r.document === 'Credit note' && (
                    <Badge size="xs" color="red" variant="light" title={`Takes back ${r.refund_of}`}>
                      Credit note
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.date}</Table.Td>
              <Table.Td>{r.party_name}</Table.Td>
              <Table.Td>{r.party_ntn || r.party_cnic || (r.party_registered ? '' : 'Unregistered')}</Table.Td>
              <Table.Td>{r.hs_codes}</Table.Td>
              <Table.Td style={RIGHT}>{money(r.value)}</Table.Td>
              <Table.Td style={RIGHT}>
                {r.treatment === 'TAXABLE' ? rate(r.rate) : TAX_REGISTER_TREATMENT_LABELS[r.treatment]}
              </Table.Td>
              <Table.Td style={RIGHT}>{money(r.tax)}</Table.Td>
              <Table.Td style={RIGHT}>{money(r.further_tax)}</Table.Td>
              <Table.Td style={RIGHT}>{money(r.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5}>Total</Table.Th>
            <Table.Th style={RIGHT}>{money(t.value.toFixed(4))}</Table.Th>
            <Table.Th />
            <Table.Th style={RIGHT} data-testid={`${testId}-tax`}>
              {money(t.tax.toFixed(4))}
            </Table.Th>
            <Table.Th style={RIGHT}>{money(t.further.toFixed(4))}</Table.Th>
            <Table.Th style={RIGHT}>{money(t.total.toFixed(4))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The summary's rates of one side. */
function ByRate({ rows }: { rows: TaxRateTotalWire[] }) {
  if (rows.length === 0) return null;
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rate</Table.Th>
          <Table.Th style={RIGHT}>Invoices</Table.Th>
          <Table.Th style={RIGHT}>Value excl. tax</Table.Th>
          <Table.Th style={RIGHT}>Tax</Table.Th>
          <Table.Th style={RIGHT}>Further tax</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.treatment}-${r.rate}`}>
            <Table.Td>
              {r.treatment === 'TAXABLE' ? rate(r.rate) : TAX_REGISTER_TREATMENT_LABELS[r.treatment]}
            </Table.Td>
            <Table.Td style={RIGHT}>{r.invoices}</Table.Td>
            <Table.Td style={RIGHT}>{money(r.value)}</Table.Td>
            <Table.Td style={RIGHT}>{money(r.tax)}</Table.Td>
            <Table.Td style={RIGHT}>{money(r.further_tax)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Whether the register's tax and fees are what the books posted for the month. */
function BooksAgree({ r }: { r: TaxReportWire }) {
  const s = r.summary;
  const owed = new D(s.output_tax).plus(s.further_tax);
  const agree = owed.eq(s.books.sales_tax_payable) && new D(s.service_fees).eq(s.books.service_fee_payable);
  return (
    <Text size="sm" c={agree ? 'teal.8' : 'red.7'} data-testid="tax-books">
      {agree
        ? 'The register agrees with the books (Sales tax payable and Service fee payable for the month).'
        : `The books differ: Sales tax payable ${money(s.books.sales_tax_payable)}, service fees ${money(
            s.books.service_fee_payable,
          )} for the month.`}
    </Text>
  );
}

/**
 * Sales Tax (Reports): a month's sales tax register (one row per invoice and rate, the shape of
 * the return's sales annex), purchases with input tax, and the summary per rate, each with its CSV
 * (docs/domain/tax-reports.md).
 */
export function SalesTaxTab({ me }: TabProps) {
  const [draft, setDraft] = useState<TaxReportQuery>({ month: localDay().slice(0, 7), company: 0 });
  const [applied, setApplied] = useState<TaxReportQuery>(draft);
  const [error, setError] = useState<string | null>(null);
  const q = useTaxReport(applied);
  const r = q.data;
  const company = useCompanyName(me, applied.company);

  function search() {
    const month = normaliseMonth(draft.month);
    if (!month) return setError(TAX_REPORT_MSG.invalidMonth[0]);
    setError(null);
    setApplied({ ...draft, month });
  }
  async function csv(table: TaxReportTable) {
    try {
      await downloadTaxCsv(applied, table);
    } catch (e) {
      showError(e instanceof Error ? e.message : 'Could not export.');
    }
  }
  const onCsv = (table: TaxReportTable) => csv(table);
  const s = r?.summary;

  return (
    <ReportFrame readsReplica letterhead={{ company, title: 'Sales Tax Register', range: applied.month }}>
      <Group align="flex-end" data-no-print>
        <TextInput
          type="month"
          label="Month"
          value={draft.month}
          onChange={(e) => setDraft({ ...draft, month: e.currentTarget.value })}
          error={error}
          w={180}
        />
        <CompanySelect me={me} value={draft.company} onChange={(c) => setDraft({ ...draft, company: c })} />
        <Button onClick={search} loading={q.isFetching}>
          Search
        </Button>
      </Group>
      {failure(q.error) && (
        <Text c="red.7" size="sm" role="alert">
          {failure(q.error)}
        </Text>
      )}
      {r && r.companies.length > 0 && (
        <Text size="sm" c="dimmed">
          {r.companies
            .map(
              (c) => `${c.company_name}${c.ntn ? ` · NTN ${c.ntn}` : ''}${c.strn ? ` · STRN ${c.strn}` : ''}`,
            )
            .join('; ')}
        </Text>
      )}
      <Figures>
        <Figure label="Taxable value" value={s?.taxable_value} testId="tax-taxable" />
        <Figure label="Output tax" value={s?.output_tax} testId="tax-output" />
        <Figure label="Further tax" value={s?.further_tax} testId="tax-further" />
        <Figure label="Service fees" value={s?.service_fees} testId="tax-fees" />
        <Figure label="Exempt sales" value={s?.exempt_value} />
        <Figure label="Zero-rated sales" value={s?.zero_rated_value} />
        <Figure label="Input tax" value={s?.input_tax} />
        <Figure label="Output less input tax" value={s?.net_tax} testId="tax-net" />
      </Figures>
      {r && <BooksAgree r={r} />}
      <Section title="Summary by rate" table="summary" onCsv={onCsv}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Sales
          </Text>
          {s && s.sales_by_rate.length === 0 ? (
            <Text c="dimmed" size="sm">
              No sales in this month.
            </Text>
          ) : (
            <ByRate rows={s?.sales_by_rate ?? []} />
          )}
          {s && s.purchases_by_rate.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                Purchases
              </Text>
              <ByRate rows={s.purchases_by_rate} />
            </>
          )}
        </Stack>
      </Section>
      <Section title="Sales tax register" table="sales" onCsv={onCsv}>
        <Register rows={r?.sales ?? []} party="Buyer" testId="tax-register-sales" />
      </Section>
      <Section title="Purchases with input tax" table="purchases" onCsv={onCsv}>
        <Register rows={r?.purchases ?? []} party="Supplier" testId="tax-register-purchases" />
      </Section>
    </ReportFrame>
  );
}
