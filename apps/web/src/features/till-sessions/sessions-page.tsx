import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCY_MSG, parseDecimal, type TillSessionWire, toWire, type UserWire } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { useListTable } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import { Ltr, useFormatter, useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { describeApiError } from '../../lib/api-error';
import { type Formatter, money } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { keepCurrency } from '../../offline/till-currency';
import { saveTillSettings, useTillSessions, useTillSettings } from './api';
import { CloseSessionModal } from './close-session-modal';
import { ReportModal } from './report-modal';

/** The company's tolerance, expiry warning window and receipts' currency, set by its manager. */
function TillSettingsForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = useTillSettings();
  const [tolerance, setTolerance] = useState('');
  const [days, setDays] = useState('');
  const [currency, setCurrency] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setTolerance(money(settings.data.over_short_tolerance).replaceAll(',', ''));
    setDays(String(settings.data.expiry_window_days));
    setCurrency(settings.data.currency);
  }, [settings.data]);

  async function save() {
    const tol = parseDecimal(tolerance);
    const d = Number(days);
    if (tol === null || tol.isNegative() || !Number.isInteger(d) || d < 0 || d > 3650) {
      setMessage(t('tillSessions.page.badSettings'));
      return;
    }
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) {
      setMessage(CURRENCY_MSG);
      return;
    }
    const result = await saveTillSettings({
      over_short_tolerance: toWire(tol),
      expiry_window_days: d,
      currency: code,
    });
    setMessage(result.ok ? t('tillSessions.page.saved') : describeApiError(result.error));
    if (result.ok) {
      // This till's receipts use it at once; the other tills at their next sync.
      await keepCurrency(code);
      await queryClient.invalidateQueries({ queryKey: queryKeys.tillSettings() });
    }
  }

  return (
    <Group align="flex-end">
      <TextInput
        label={t('tillSessions.page.tolerance')}
        value={tolerance}
        onChange={(e) => setTolerance(e.currentTarget.value)}
        data-testid="till-tolerance"
      />
      <TextInput
        label={t('tillSessions.page.expiryWindow')}
        value={days}
        onChange={(e) => setDays(e.currentTarget.value)}
        data-testid="expiry-window"
      />
      <TextInput
        label={t('tillSessions.page.currency')}
        w={140}
        maxLength={3}
        value={currency}
        onChange={(e) => setCurrency(e.currentTarget.value)}
        data-testid="till-currency"
      />
      <Button onClick={() => void save()}>{t('tillSessions.page.save')}</Button>
      {message && <Text size="sm">{message}</Text>}
    </Group>
  );
}

/** Whose session a manager is closing from the list, and what becomes of its till's late sales. */
const whoOpened = (s: TillSessionWire, t: Translate, f: Formatter) =>
  t(s.till === null ? 'tillSessions.page.openedByServer' : 'tillSessions.page.openedBy', {
    id: s.id,
    at: f.dateTime(s.opened_at),
    cashier: s.user_name,
  });

/**
 * `/till-sessions`: the company's sessions with their figures and a reprint of each report
 * (managers), and the close of an open session of the manager's own company whose till is gone.
 */
export function TillSessionsPage({ me }: { me: UserWire }) {
  const t = useT();
  const f = useFormatter();
  const dateTime = (at: string | null) => (at === null ? '—' : f.dateTime(at));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [reprint, setReprint] = useState<number | null>(null);
  const [closing, setClosing] = useState<TillSessionWire | null>(null);
  const list = useTillSessions({ page, status });
  const table = useListTable(list, page, setPage);
  const columns: Column<TillSessionWire>[] = [
    { header: t('tillSessions.page.session'), cell: (s) => <Ltr>#{s.id}</Ltr> },
    { header: t('tillSessions.page.company'), cell: (s) => s.company_name },
    { header: t('tillSessions.report.cashier'), cell: (s) => s.user_name },
    { header: t('tillSessions.report.opened'), cell: (s) => dateTime(s.opened_at) },
    { header: t('tillSessions.report.closed'), cell: (s) => dateTime(s.closed_at) },
    {
      header: t('tillSessions.page.status'),
      cell: (s) => (
        <Badge color={s.status === 'OPEN' ? 'green' : 'gray'} variant="light">
          {s.status === 'OPEN' ? t('tillSessions.page.open') : t('tillSessions.page.closed')}
          {s.automatic ? t('tillSessions.page.auto') : ''}
        </Badge>
      ),
    },
    { header: t('tillSessions.page.float'), cell: (s) => f.money(s.opening_float), align: 'right' },
    {
      header: t('tillSessions.report.difference'),
      cell: (s) => (s.difference === null ? '—' : f.money(s.difference)),
      align: 'right',
    },
    { header: t('tillSessions.report.approvedBy'), cell: (s) => s.approved_by_name ?? '—' },
    {
      header: '',
      cell: (s) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setReprint(s.id)}
            data-testid={`reprint-${s.id}`}
          >
            {s.status === 'OPEN' ? t('tillSessions.bar.xReport') : t('tillSessions.page.reprintZ')}
          </Button>
          {s.status === 'OPEN' && s.company === me.company?.id && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setClosing(s)}
              data-testid={`close-${s.id}`}
            >
              {t('tillSessions.close')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <PageTitle title={t('tillSessions.page.title')} />
      <TillSettingsForm />
      <Select
        label={t('tillSessions.page.status')}
        w={180}
        value={status}
        onChange={(v) => {
          setStatus(v ?? '');
          setPage(1);
        }}
        data={[
          { value: '', label: t('tillSessions.page.all') },
          { value: 'OPEN', label: t('tillSessions.page.open') },
          { value: 'CLOSED', label: t('tillSessions.page.closed') },
        ]}
      />
      <DataTable
        columns={columns}
        rowKey={(s) => s.id}
        {...table}
        emptyText={
          status
            ? t(status === 'OPEN' ? 'tillSessions.page.noneOpen' : 'tillSessions.page.noneClosed')
            : t('tillSessions.page.none')
        }
      />
      {reprint !== null && <ReportModal session={reprint} onClose={() => setReprint(null)} />}
      {closing && (
        <CloseSessionModal
          session={closing.id}
          otherTill={whoOpened(closing, t, f)}
          onClose={() => setClosing(null)}
        />
      )}
    </Stack>
  );
}
