import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCY_MSG, parseDecimal, type TillSessionWire, toWire, type UserWire } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import { useListTable } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import { describeApiError } from '../../lib/api-error';
import { dateTime, money } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { keepCurrency } from '../../offline/till-currency';
import { saveTillSettings, useTillSessions, useTillSettings } from './api';
import { CloseSessionModal } from './close-session-modal';
import { ReportModal } from './report-modal';

/** The company's tolerance, expiry warning window and receipts' currency, set by its manager. */
function TillSettingsForm() {
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
    const t = parseDecimal(tolerance);
    const d = Number(days);
    if (t === null || t.isNegative() || !Number.isInteger(d) || d < 0 || d > 3650) {
      setMessage('Enter a tolerance of 0 or more and a number of days from 0 to 3650.');
      return;
    }
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) {
      setMessage(CURRENCY_MSG);
      return;
    }
    const result = await saveTillSettings({
      over_short_tolerance: toWire(t),
      expiry_window_days: d,
      currency: code,
    });
    setMessage(result.ok ? 'Saved.' : describeApiError(result.error));
    if (result.ok) {
      // This till's receipts use it at once; the other tills at their next sync.
      await keepCurrency(code);
      await queryClient.invalidateQueries({ queryKey: queryKeys.tillSettings() });
    }
  }

  return (
    <Group align="flex-end">
      <TextInput
        label="Over/short a cashier may close with alone"
        value={tolerance}
        onChange={(e) => setTolerance(e.currentTarget.value)}
        data-testid="till-tolerance"
      />
      <TextInput
        label="Warn of batches expiring within (days)"
        value={days}
        onChange={(e) => setDays(e.currentTarget.value)}
        data-testid="expiry-window"
      />
      <TextInput
        label="Currency on receipts"
        w={140}
        maxLength={3}
        value={currency}
        onChange={(e) => setCurrency(e.currentTarget.value)}
        data-testid="till-currency"
      />
      <Button onClick={() => void save()}>Save</Button>
      {message && <Text size="sm">{message}</Text>}
    </Group>
  );
}

/** Whose session a manager is closing from the list, and what becomes of its till's late sales. */
const whoOpened = (s: TillSessionWire) =>
  s.till === null
    ? `Session #${s.id} was opened by the server on ${dateTime(s.opened_at)} for ${s.user_name}'s sales made without a session.`
    : `Session #${s.id} was opened by ${s.user_name} on ${dateTime(s.opened_at)}. Sales its till still holds offline will go into the cashier's own session when they reach the server.`;

/**
 * `/till-sessions`: the company's sessions with their figures and a reprint of each report
 * (managers), and the close of an open session of the manager's own company whose till is gone.
 */
export function TillSessionsPage({ me }: { me: UserWire }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [reprint, setReprint] = useState<number | null>(null);
  const [closing, setClosing] = useState<TillSessionWire | null>(null);
  const list = useTillSessions({ page, status });
  const table = useListTable(list, page, setPage);
  const columns: Column<TillSessionWire>[] = [
    { header: 'Session', cell: (s) => `#${s.id}` },
    { header: 'Company', cell: (s) => s.company_name },
    { header: 'Cashier', cell: (s) => s.user_name },
    { header: 'Opened', cell: (s) => dateTime(s.opened_at) },
    { header: 'Closed', cell: (s) => dateTime(s.closed_at) },
    {
      header: 'Status',
      cell: (s) => (
        <Badge color={s.status === 'OPEN' ? 'green' : 'gray'} variant="light">
          {s.status === 'OPEN' ? 'Open' : 'Closed'}
          {s.automatic ? ' (auto)' : ''}
        </Badge>
      ),
    },
    { header: 'Float', cell: (s) => money(s.opening_float), align: 'right' },
    {
      header: 'Difference',
      cell: (s) => (s.difference === null ? '—' : money(s.difference)),
      align: 'right',
    },
    { header: 'Approved by', cell: (s) => s.approved_by_name ?? '—' },
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
            {s.status === 'OPEN' ? 'X report' : 'Reprint Z'}
          </Button>
          {s.status === 'OPEN' && s.company === me.company?.id && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setClosing(s)}
              data-testid={`close-${s.id}`}
            >
              Close
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <PageTitle title="Till Sessions" />
      <TillSettingsForm />
      <Select
        label="Status"
        w={180}
        value={status}
        onChange={(v) => {
          setStatus(v ?? '');
          setPage(1);
        }}
        data={[
          { value: '', label: 'All' },
          { value: 'OPEN', label: 'Open' },
          { value: 'CLOSED', label: 'Closed' },
        ]}
      />
      <DataTable
        columns={columns}
        rowKey={(s) => s.id}
        {...table}
        emptyText={
          status ? `No ${status === 'OPEN' ? 'open' : 'closed'} till sessions.` : 'No till sessions yet.'
        }
      />
      {reprint !== null && <ReportModal session={reprint} onClose={() => setReprint(null)} />}
      {closing && (
        <CloseSessionModal
          session={closing.id}
          otherTill={whoOpened(closing)}
          onClose={() => setClosing(null)}
        />
      )}
    </Stack>
  );
}
