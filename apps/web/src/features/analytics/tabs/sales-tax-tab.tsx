import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  D,
  localDay,
  normaliseMonth,
  type TaxRateTotalWire,
  type TaxRegisterRowWire,
  type TaxReportTable,
  type TaxReportWire,
} from '@tillwise/domain';
import { Fragment, useState } from 'react';
import { showError } from '../../../components/global-error';
import { Ltr, useFormatter, useT } from '../../../i18n';
import { downloadTaxCsv, type TaxReportQuery, useTaxReport } from '../api/get-tax-report';
import { useReportLabels } from '../labels';
import { Section } from '../report/report-tables';
import { CompanySelect, useCompanyName } from '../report-filters';
import { Figure, Figures, ReportFrame } from '../report-frame';
import type { TabProps } from '../tab-props';
import { failure } from '../use-filters';

/** A rate as `18%`, in the reader's digits. */
function useRate() {
  const f = useFormatter();
  const labels = useReportLabels();
  return (r: Pick<TaxRateTotalWire, 'treatment' | 'rate'>) =>
    r.treatment === 'TAXABLE'
      ? `${f.decimal(new D(r.rate).toDecimalPlaces(2))}%`
      : labels.treatment(r.treatment);
}

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

/** The tax authority's own abbreviations, printed as it writes them in either language (docs/i18n.md). */
const NTN = ' · NTN ';
const STRN = ' · STRN ';

/** Figures line up at the end of their column: the right in English, the left in Urdu. */
const RIGHT = { textAlign: 'end' } as const;

/** One register (sales or purchases): a row per invoice and rate, credit notes negative, with its totals. */
function Register({ rows, party, testId }: { rows: TaxRegisterRowWire[]; party: string; testId: string }) {
  const t = useT();
  const f = useFormatter();
  const rate = useRate();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('reports.tax.nothingInMonth')}
      </Text>
    );
  }
  const sum = totals(rows);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing={4} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.tax.invoice')}</Table.Th>
            <Table.Th>{t('reports.tax.date')}</Table.Th>
            <Table.Th>{party}</Table.Th>
            <Table.Th>{t('reports.tax.ntnCnic')}</Table.Th>
            <Table.Th>{t('reports.tax.hsCode')}</Table.Th>
            <Table.Th style={RIGHT}>{t('reports.tax.value')}</Table.Th>
            <Table.Th style={RIGHT}>{t('reports.tax.rate')}</Table.Th>
            <Table.Th style={RIGHT}>{t('reports.tax.tax')}</Table.Th>
            <Table.Th style={RIGHT}>{t('reports.tax.further')}</Table.Th>
            <Table.Th style={RIGHT}>{t('reports.tax.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.order_id}-${r.treatment}-${r.rate}`}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Ltr>{r.invoice_id}</Ltr>
                  {r.document === 'Credit note' && (
                    <Badge
                      size="xs"
                      color="red"
                      variant="light"
                      title={t('reports.tax.takesBack', { invoice: r.refund_of ?? '' })}
                    >
                      {t('reports.tax.creditNote')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.date}</Table.Td>
              <Table.Td>{r.party_name}</Table.Td>
              <Table.Td>
                {r.party_ntn || r.party_cnic ? (
                  <Ltr>{r.party_ntn || r.party_cnic}</Ltr>
                ) : r.party_registered ? (
                  ''
                ) : (
                  t('reports.tax.unregistered')
                )}
              </Table.Td>
              <Table.Td>
                <Ltr>{r.hs_codes}</Ltr>
              </Table.Td>
              <Table.Td style={RIGHT}>{f.money(r.value)}</Table.Td>
              <Table.Td style={RIGHT}>{rate(r)}</Table.Td>
              <Table.Td style={RIGHT}>{f.money(r.tax)}</Table.Td>
              <Table.Td style={RIGHT}>{f.money(r.further_tax)}</Table.Td>
              <Table.Td style={RIGHT}>{f.money(r.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5}>{t('reports.tax.total')}</Table.Th>
            <Table.Th style={RIGHT}>{f.money(sum.value.toFixed(4))}</Table.Th>
            <Table.Th />
            <Table.Th style={RIGHT} data-testid={`${testId}-tax`}>
              {f.money(sum.tax.toFixed(4))}
            </Table.Th>
            <Table.Th style={RIGHT}>{f.money(sum.further.toFixed(4))}</Table.Th>
            <Table.Th style={RIGHT}>{f.money(sum.total.toFixed(4))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The summary's rates of one side. */
function ByRate({ rows }: { rows: TaxRateTotalWire[] }) {
  const t = useT();
  const f = useFormatter();
  const rate = useRate();
  if (rows.length === 0) return null;
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('reports.tax.rate')}</Table.Th>
          <Table.Th style={RIGHT}>{t('reports.tax.invoices')}</Table.Th>
          <Table.Th style={RIGHT}>{t('reports.tax.value')}</Table.Th>
          <Table.Th style={RIGHT}>{t('reports.tax.tax')}</Table.Th>
          <Table.Th style={RIGHT}>{t('reports.tax.further')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.treatment}-${r.rate}`}>
            <Table.Td>{rate(r)}</Table.Td>
            <Table.Td style={RIGHT}>{f.count(r.invoices)}</Table.Td>
            <Table.Td style={RIGHT}>{f.money(r.value)}</Table.Td>
            <Table.Td style={RIGHT}>{f.money(r.tax)}</Table.Td>
            <Table.Td style={RIGHT}>{f.money(r.further_tax)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Whether the register's tax and fees are what the books posted for the month. */
function BooksAgree({ r }: { r: TaxReportWire }) {
  const t = useT();
  const f = useFormatter();
  const s = r.summary;
  const owed = new D(s.output_tax).plus(s.further_tax);
  const agree = owed.eq(s.books.sales_tax_payable) && new D(s.service_fees).eq(s.books.service_fee_payable);
  return (
    <Text size="sm" c={agree ? 'teal.8' : 'red.7'} data-testid="tax-books">
      {agree
        ? t('reports.tax.booksAgree')
        : t('reports.tax.booksDiffer', {
            tax: f.money(s.books.sales_tax_payable),
            fees: f.money(s.books.service_fee_payable),
          })}
    </Text>
  );
}

/**
 * Sales Tax (Reports): a month's sales tax register (one row per invoice and rate, the shape of
 * the return's sales annex), purchases with input tax, and the summary per rate, each with its CSV
 * (docs/domain/tax-reports.md).
 */
export function SalesTaxTab({ me }: TabProps) {
  const t = useT();
  const [draft, setDraft] = useState<TaxReportQuery>({ month: localDay().slice(0, 7), company: 0 });
  const [applied, setApplied] = useState<TaxReportQuery>(draft);
  const [error, setError] = useState<string | null>(null);
  const q = useTaxReport(applied);
  const r = q.data;
  const company = useCompanyName(me, applied.company);

  function search() {
    const month = normaliseMonth(draft.month);
    if (!month) return setError(t('reports.tax.invalidMonth'));
    setError(null);
    setApplied({ ...draft, month });
  }
  async function csv(table: TaxReportTable) {
    try {
      await downloadTaxCsv(applied, table);
    } catch (e) {
      showError(e instanceof Error ? e.message : t('reports.csvFailed'));
    }
  }
  const onCsv = (table: TaxReportTable) => csv(table);
  const s = r?.summary;

  return (
    <ReportFrame readsReplica letterhead={{ company, title: t('reports.tax.title'), range: applied.month }}>
      <Group align="flex-end" data-no-print>
        <TextInput
          type="month"
          label={t('reports.tax.month')}
          value={draft.month}
          onChange={(e) => setDraft({ ...draft, month: e.currentTarget.value })}
          error={error}
          w={180}
        />
        <CompanySelect me={me} value={draft.company} onChange={(c) => setDraft({ ...draft, company: c })} />
        <Button onClick={search} loading={q.isFetching}>
          {t('common.search')}
        </Button>
      </Group>
      {failure(q.error) && (
        <Text c="red.7" size="sm" role="alert">
          {failure(q.error)}
        </Text>
      )}
      {r && r.companies.length > 0 && (
        <Text size="sm" c="dimmed">
          {/* Each company isolated and kept on one line, so its name and numbers do not mix with its neighbours' in Urdu. */}
          {r.companies.map((c, i) => (
            <Fragment key={c.company_name}>
              {i > 0 && t('reports.tax.companySeparator')}
              <bdi style={{ whiteSpace: 'nowrap' }}>
                {c.company_name}
                {c.ntn && (
                  <>
                    {NTN}
                    <Ltr>{c.ntn}</Ltr>
                  </>
                )}
                {c.strn && (
                  <>
                    {STRN}
                    <Ltr>{c.strn}</Ltr>
                  </>
                )}
              </bdi>
            </Fragment>
          ))}
        </Text>
      )}
      <Figures>
        <Figure label={t('reports.tax.taxable')} value={s?.taxable_value} testId="tax-taxable" />
        <Figure label={t('reports.tax.output')} value={s?.output_tax} testId="tax-output" />
        <Figure label={t('reports.tax.further')} value={s?.further_tax} testId="tax-further" />
        <Figure label={t('reports.tax.fees')} value={s?.service_fees} testId="tax-fees" />
        <Figure label={t('reports.tax.exempt')} value={s?.exempt_value} />
        <Figure label={t('reports.tax.zeroRated')} value={s?.zero_rated_value} />
        <Figure label={t('reports.tax.input')} value={s?.input_tax} />
        <Figure label={t('reports.tax.net')} value={s?.net_tax} testId="tax-net" />
      </Figures>
      {r && <BooksAgree r={r} />}
      <Section title={t('reports.tax.summary')} table="summary" onCsv={onCsv}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('reports.tax.sales')}
          </Text>
          {s && s.sales_by_rate.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('reports.tax.noSales')}
            </Text>
          ) : (
            <ByRate rows={s?.sales_by_rate ?? []} />
          )}
          {s && s.purchases_by_rate.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t('reports.tax.purchases')}
              </Text>
              <ByRate rows={s.purchases_by_rate} />
            </>
          )}
        </Stack>
      </Section>
      <Section title={t('reports.tax.salesRegister')} table="sales" onCsv={onCsv}>
        <Register rows={r?.sales ?? []} party={t('reports.tax.buyer')} testId="tax-register-sales" />
      </Section>
      <Section title={t('reports.tax.purchasesRegister')} table="purchases" onCsv={onCsv}>
        <Register
          rows={r?.purchases ?? []}
          party={t('reports.tax.supplier')}
          testId="tax-register-purchases"
        />
      </Section>
    </ReportFrame>
  );
}
