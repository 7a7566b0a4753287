import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { allocateOldestFirst, D, type Dec, parseDecimal, toWire } from '@tillwise/domain';
import { useMemo, useState } from 'react';
import { describeApiError } from '../../lib/api-error';
import { dayOf } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';
import { receivePayment, useOpenInvoices } from './api/party-credit';
import { money } from './money';

const SERVICES = [
  { value: 'CASH', label: 'Cash' },
  { value: 'BANK', label: 'Bank' },
  { value: 'JAZZ_CASH', label: 'JazzCash' },
  { value: 'EASY_PAISA', label: 'EasyPaisa' },
];

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
    <Modal opened onClose={onClose} title={`Receive payment: ${name}`} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">
          Open invoices: <b>{open.length}</b>, due <b data-testid="settle-due">{money(due)}</b>. The payment
          goes to the oldest first, or to the invoices you tick, in the order ticked.
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            data-autofocus
            data-testid="settle-amount"
            error={payment && !allocations ? 'More than is due on the invoices chosen.' : undefined}
          />
          <Select
            label="Paid by"
            data={SERVICES}
            value={service}
            allowDeselect={false}
            onChange={(v) => v && setService(v)}
          />
          <TextInput
            label="Reference"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </Group>
        <Table withTableBorder striped data-testid="settle-invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Due</Table.Th>
              <Table.Th ta="right">This payment</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {open.map((i) => (
              <Table.Tr key={i.order}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Pay ${i.invoice_id}`}
                    checked={ticked.includes(i.order)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setTicked((t) => (on ? [...t, i.order] : t.filter((x) => x !== i.order)));
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {i.invoice_id}
                  {i.overdue ? ' (overdue)' : ''}
                </Table.Td>
                <Table.Td>{dayOf(i.created)}</Table.Td>
                <Table.Td ta="right">{money(i.amount)}</Table.Td>
                <Table.Td ta="right">{money(i.paid)}</Table.Td>
                <Table.Td ta="right">{money(i.due)}</Table.Td>
                <Table.Td ta="right" data-testid={`settle-alloc-${i.invoice_id}`}>
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
            Cancel
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!allocations} data-testid="settle-confirm">
            Confirm payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
