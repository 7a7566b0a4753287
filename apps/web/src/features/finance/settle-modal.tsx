import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { allocateOldestFirst, D, type Dec, parseDecimal, toWire } from '@tillwise/domain';
import { useMemo, useState } from 'react';
import { Ltr, useFormatter, useT } from '../../i18n';
import { describeApiError } from '../../lib/api-error';
import { dayOf } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { receivePayment, useOpenInvoices } from './api/party-credit';

const SERVICES = ['CASH', 'BANK', 'JAZZ_CASH', 'EASY_PAISA'] as const;

/**
 * Receive one payment from a customer and allocate it to their open invoices (docs/domain/credit.md,
 * "Settling"): oldest first as they are typed, or by ticking invoices (each takes what is due on it,
 * the last ticked what is left); Confirm sends it once (its own Idempotency-Key).
 */
export function SettleModal({
  customer,
  name,
  onClose,
  onDone,
}: {
  customer: number;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const f = useFormatter();
  const money = f.money;
  const credit = useOpenInvoices(customer);
  const client = useQueryClient();
  const open = credit.data?.open_invoices ?? [];
  const [amount, setAmount] = useState('');
  const [service, setService] = useState('CASH');
  const [reference, setReference] = useState('');
  const [ticked, setTicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const value = parseDecimal(amount.trim() || '0');
  const payment = value?.gt(0) ? value : null;

  // Ticked invoices in the order ticked, else every open invoice oldest first.
  const allocations = useMemo((): { order: number; amount: Dec }[] | null => {
    if (!payment) return null;
    const pool = ticked.length > 0 ? ticked.flatMap((id) => open.filter((i) => i.order === id)) : open;
    // The pool's own order decides (ticked order, or oldest first as the server lists them).
    return allocateOldestFirst(
      payment,
      pool.map((i, n) => ({ order: i.order, created: new Date(n * 1000), due: i.due })),
    );
  }, [payment, ticked, open]);
  const allocatedTo = new Map((allocations ?? []).map((a) => [a.order, a.amount]));
  const due = open.reduce((s, i) => s.plus(i.due), new D(0));

  async function confirm() {
    if (!payment || !allocations) return;
    setBusy(true);
    setError(null);
    const result = await receivePayment(
      customer,
      {
        amount: toWire(payment),
        payment_service: service === 'CASH' ? null : (service as 'BANK' | 'JAZZ_CASH' | 'EASY_PAISA'),
        reference,
        allocations: allocations.map((a) => ({ order: a.order, amount: toWire(a.amount) })),
      },
      key,
    );
    setBusy(false);
    if (!result.ok) {
      setError(describeApiError(result.error));
      return;
    }
    void client.invalidateQueries({ queryKey: queryKeys.books() });
    void client.invalidateQueries({ queryKey: queryKeys.customerCredit(customer) });
    onDone();
  }

  return (
    <Modal opened onClose={onClose} title={t('finance.settle.title', { name })} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('finance.settle.openInvoices')} <b>{f.count(open.length)}</b> · {t('finance.settle.due')}{' '}
          <b data-testid="settle-due">{money(due)}</b>
        </Text>
        <Text size="sm">{t('finance.settle.how')}</Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('finance.col.amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            data-autofocus
            data-testid="settle-amount"
            error={payment && !allocations ? t('finance.settle.tooMuch') : undefined}
          />
          <Select
            label={t('finance.form.paidBy')}
            data={SERVICES.map((value) => ({ value, label: t(`finance.service.${value}`) }))}
            value={service}
            allowDeselect={false}
            onChange={(v) => v && setService(v)}
          />
          <TextInput
            label={t('finance.col.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </Group>
        <Table withTableBorder striped data-testid="settle-invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('finance.col.invoice')}</Table.Th>
              <Table.Th>{t('finance.col.date')}</Table.Th>
              <Table.Th ta="end">{t('finance.col.amount')}</Table.Th>
              <Table.Th ta="end">{t('finance.col.paid')}</Table.Th>
              <Table.Th ta="end">{t('finance.col.due')}</Table.Th>
              <Table.Th ta="end">{t('finance.col.thisPayment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open.map((i) => (
              <Table.Tr key={i.order}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('finance.settle.pay', { invoice: i.invoice_id })}
                    checked={ticked.includes(i.order)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((t) => (on ? [...t, i.order] : t.filter((x) => x !== i.order)));
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Ltr>{i.invoice_id}</Ltr>
                  {i.overdue ? ` ${t('finance.settle.overdue')}` : ''}
                </Table.Td>
                <Table.Td>
                  <Ltr>{dayOf(i.created)}</Ltr>
                </Table.Td>
                <Table.Td ta="end">{money(i.amount)}</Table.Td>
                <Table.Td ta="end">{money(i.paid)}</Table.Td>
                <Table.Td ta="end">{money(i.due)}</Table.Td>
                <Table.Td ta="end" data-testid={`settle-alloc-${i.invoice_id}`}>
                  {allocatedTo.has(i.order) ? money(allocatedTo.get(i.order) ?? 0) : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!allocations} data-testid="settle-confirm">
            {t('finance.settle.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
