import { Alert, Badge, Button, Group, Kbd, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  D,
  displayQuantity,
  type OrderWire,
  PAYMENT_SERVICE_LABELS,
  type RefundableWire,
  type RefundPick,
  refundAmounts,
  refundPickErrors,
  refundTenders,
  type SoldLine,
  type Tender,
  toDisplay,
} from '@tillwise/domain';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, describeApiError } from '../../lib/api-error';
import {
  fetchOrder,
  fetchRefundable,
  findSalesByInvoice,
  newIdempotencyKey,
  postRefund,
} from '../../lib/orders-api';
import { queryKeys } from '../../lib/query-keys';

const describe = (error: unknown): string =>
  error instanceof ApiError ? describeApiError(error) : 'The server could not be reached. Try again.';

/** How a refund goes back, one line per payment it touches: "Card · JazzCash (ref JC-1)". */
export interface RefundTenderLine {
  label: string;
  amount: string;
}

/** What the app plugs in to show the refund's receipt (the 80 mm receipt, titled Refund). */
export type RefundReceiptSlot = (props: {
  refund: OrderWire;
  sale: OrderWire;
  tenders: RefundTenderLine[];
  onDone: () => void;
}) => ReactNode;

const tenderLabel = (t: Pick<Tender, 'kind'> & { funds?: string; reference?: string }): string => {
  if (t.kind === 'account') return "Customer's account";
  if (t.funds === 'CASH') return 'Cash';
  const service = PAYMENT_SERVICE_LABELS[t.funds as keyof typeof PAYMENT_SERVICE_LABELS] ?? t.funds;
  return `Card · ${service}${t.reference ? ` (ref ${t.reference})` : ''}`;
};

const wireTenders = (view: RefundableWire): Tender[] =>
  view.tenders.map((t) =>
    t.kind === 'account'
      ? { kind: 'account', amount: new D(t.amount) }
      : {
          kind: 'funds',
          funds: t.payment_service === null ? 'CASH' : t.payment_service,
          reference: t.reference,
          amount: new D(t.amount),
        },
  );

const soldLines = (view: RefundableWire): SoldLine[] =>
  view.lines.map((l) => ({
    id: l.item,
    quantity: l.quantity,
    lineTotal: l.line_total,
    returned: l.returned,
  }));

/** The picks typed so far: lines with a quantity. */
const picksOf = (quantities: Record<number, string>): RefundPick[] =>
  Object.entries(quantities)
    .filter(([, q]) => q.trim() !== '')
    .map(([item, q]) => ({ item: Number(item), quantity: q.trim() }));

/**
 * `/refund` (issue 19): a refund from the receipt. Scan or type the receipt's invoice id (the
 * scanner types it and Enter), or search part of it; pick the lines and quantities that come back
 * (never more than is left to return); F9 refunds by the sale's payment method and prints the
 * refund's receipt. Esc goes back to the scan field.
 */
export function RefundPage({ renderReceipt }: { renderReceipt: RefundReceiptSlot }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const saleId = Number(params.get('order')) || 0;
  const scanRef = useRef<HTMLInputElement>(null);
  const qtyRefs = useRef<(HTMLInputElement | null)[]>([]);
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<OrderWire[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<{
    refund: OrderWire;
    sale: OrderWire;
    tenders: RefundTenderLine[];
  } | null>(null);

  const sale = useQuery({
    queryKey: queryKeys.order(saleId),
    queryFn: () => fetchOrder(saleId),
    enabled: saleId > 0,
  });
  const view = useQuery({
    queryKey: queryKeys.refundable(saleId),
    queryFn: () => fetchRefundable(saleId),
    enabled: saleId > 0,
  });

  // A new sale opened: a fresh refund (its own key), the first quantity field ready.
  useEffect(() => {
    setQuantities({});
    setErrors([]);
    setKey(newIdempotencyKey());
    if (saleId === 0) setTimeout(() => scanRef.current?.focus(), 0);
  }, [saleId]);
  const loaded = view.data && sale.data ? view.data.order === saleId : false;
  useEffect(() => {
    if (loaded) setTimeout(() => qtyRefs.current.find((r) => r && !r.disabled)?.focus(), 0);
  }, [loaded]);

  function open(id: number) {
    setMatches(null);
    setSearchError(null);
    setParams({ order: String(id) });
  }

  function backToScan() {
    setParams({});
    setText('');
    setMatches(null);
    setSearchError(null);
    setTimeout(() => scanRef.current?.focus(), 0);
  }

  async function search() {
    const wanted = text.trim();
    if (!wanted) return;
    setSearchError(null);
    try {
      const found = await findSalesByInvoice(wanted);
      const [only] = found;
      if (found.length === 1 && only) open(only.id);
      else if (found.length === 0) setSearchError(`No order has an invoice id like "${wanted}".`);
      else setMatches(found);
    } catch (error) {
      setSearchError(describe(error));
    }
  }

  const preview = useMemo(() => {
    if (!view.data) return null;
    const lines = soldLines(view.data);
    const picks = picksOf(quantities);
    if (picks.length === 0) return { errors: [], total: null, tenders: [] as RefundTenderLine[] };
    const problems = refundPickErrors(lines, picks);
    if (problems.length > 0) return { errors: problems, total: null, tenders: [] as RefundTenderLine[] };
    const amounts = refundAmounts({ total: view.data.total, lines }, picks);
    const tenders = refundTenders(wireTenders(view.data), amounts.refundedBefore, amounts.total)
      .filter((t) => !t.amount.isZero())
      .map((t) => ({ label: tenderLabel(t), amount: t.amount.toFixed(4) }));
    return { errors: [], total: amounts.total, tenders };
  }, [view.data, quantities]);

  async function submit() {
    if (!view.data || !sale.data || submitting || done) return;
    const picks = picksOf(quantities);
    const problems = refundPickErrors(soldLines(view.data), picks);
    if (problems.length > 0) {
      setErrors(problems);
      return;
    }
    setSubmitting(true);
    setErrors([]);
    const result = await postRefund(saleId, { lines: picks }, key);
    setSubmitting(false);
    if (!result.ok) {
      const lines = result.error.fieldErrors('lines');
      const other = result.error.fieldErrors('non_field_errors');
      setErrors(lines.length + other.length > 0 ? [...lines, ...other] : [describeApiError(result.error)]);
      void view.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.inventory() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    setDone({ refund: result.data, sale: sale.data, tenders: preview?.tenders ?? [] });
  }

  function finish() {
    setDone(null);
    backToScan();
  }

  useWindowEvent('keydown', (event) => {
    if (done || event.defaultPrevented) return;
    if (event.key === 'F9') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && saleId > 0) {
      event.preventDefault();
      backToScan();
    }
  });

  const s = sale.data;
  const v = view.data;
  return (
    <Stack gap="sm" maw={1100} data-testid="refund-page">
      <Group justify="space-between">
        <Title order={1} size="h4">
          Refund from the receipt
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <Kbd size="xs">Enter</Kbd> open · <Kbd size="xs">F9</Kbd> refund · <Kbd size="xs">Esc</Kbd> back
          </Text>
        </Group>
      </Group>
      {saleId === 0 && (
        <Paper withBorder p="md" radius="md">
          <TextInput
            ref={scanRef}
            label="Receipt's invoice id (scan the barcode, or type part of it and Enter)"
            placeholder="INV_2_41"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
            error={searchError}
            data-autofocus
          />
          {matches && (
            <Stack gap={4} mt="sm" aria-label="Matching orders">
              {matches.map((o) => (
                <Button key={o.id} variant="default" justify="space-between" onClick={() => open(o.id)}>
                  {o.invoice_id} · {toDisplay(o.total)} · {o.status}
                </Button>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {saleId > 0 && (sale.isPending || view.isPending) && <Text>Loading the sale…</Text>}
      {saleId > 0 && (sale.error || view.error) && (
        <Alert color="red" title="This sale cannot be opened">
          {describe(sale.error ?? view.error)}
          <Button mt="sm" size="xs" variant="default" onClick={backToScan}>
            Back (Esc)
          </Button>
        </Alert>
      )}
      {s && v && v.order === saleId && (
        <>
          <Paper withBorder p="md" radius="md">
            <Group gap="xl">
              <Text fw={700} data-testid="refund-sale-invoice">
                {s.invoice_id}
              </Text>
              <Text size="sm">{new Date(s.created).toLocaleString()}</Text>
              <Text size="sm">Total {toDisplay(v.total)}</Text>
              <Text size="sm">Refunded {toDisplay(v.refunded)}</Text>
              <Group gap={4}>
                {v.tenders.map((t) => (
                  <Badge key={`${t.kind}-${t.payment_service}`} variant="light" data-testid="refund-paid-by">
                    {tenderLabel({
                      kind: t.kind,
                      funds: t.payment_service ?? 'CASH',
                      reference: t.reference,
                    })}
                  </Badge>
                ))}
              </Group>
            </Group>
            {v.refunds.length > 0 && (
              <Text size="sm" mt={4} data-testid="refund-earlier">
                Refunds of this sale:{' '}
                {v.refunds.map((r) => `${r.invoice_id} (${toDisplay(r.total)})`).join(', ')}
              </Text>
            )}
          </Paper>
          {!v.refundable && (
            <Alert color="orange" data-testid="refund-not-refundable">
              Only a completed counter sale of your own company can be refunded.
            </Alert>
          )}
          <Paper withBorder radius="md">
            <Table verticalSpacing={6} aria-label="Lines to refund">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Sold</Table.Th>
                  <Table.Th ta="right">Returned</Table.Th>
                  <Table.Th ta="right">Returnable</Table.Th>
                  <Table.Th w={190}>Return now</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.order_item.map((item, i) => {
                  const line = v.lines.find((l) => l.item === item.id);
                  const returnable = line?.returnable ?? '0';
                  const none = !v.refundable || new D(returnable).lte(0);
                  const variant = [item.batch.product_variant.color, item.batch.product_variant.size]
                    .filter(Boolean)
                    .join(', ');
                  const name = `${item.batch.product_variant.product.name}${variant ? ` (${variant})` : ''}`;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td fw={600}>{name}</Table.Td>
                      <Table.Td ta="right">{toDisplay(item.price)}</Table.Td>
                      <Table.Td ta="right">{displayQuantity(item.quantity)}</Table.Td>
                      <Table.Td ta="right">{displayQuantity(line?.returned ?? '0')}</Table.Td>
                      <Table.Td ta="right">{displayQuantity(returnable)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <TextInput
                            ref={(el) => {
                              qtyRefs.current[i] = el;
                            }}
                            aria-label={`Return quantity of ${name}`}
                            size="xs"
                            w={90}
                            disabled={none}
                            value={quantities[item.id] ?? ''}
                            onChange={(e) => {
                              const value = e.currentTarget.value;
                              setQuantities((q) => ({ ...q, [item.id]: value }));
                            }}
                            onKeyDown={(e) => {
                              if (e.key !== 'Enter') return;
                              e.preventDefault();
                              const next = qtyRefs.current.slice(i + 1).find((r) => r && !r.disabled);
                              if (next) next.focus();
                              else void submit();
                            }}
                          />
                          <Button
                            size="xs"
                            variant="subtle"
                            disabled={none}
                            tabIndex={-1}
                            onClick={() =>
                              setQuantities((q) => ({ ...q, [item.id]: new D(returnable).toString() }))
                            }
                          >
                            All
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
          {[...errors, ...(preview?.errors ?? [])].length > 0 && (
            <Alert color="red" data-testid="refund-errors">
              {[...new Set([...errors, ...(preview?.errors ?? [])])].map((m) => (
                <div key={m}>{m}</div>
              ))}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Goes back by the sale's payment
                </Text>
                {(preview?.tenders ?? []).map((t) => (
                  <Text key={t.label} data-testid="refund-goes-to">
                    {t.label}: {toDisplay(t.amount)}
                  </Text>
                ))}
              </Stack>
              <Group>
                <Text fw={700} size="xl" data-testid="refund-total">
                  Refund {preview?.total ? toDisplay(preview.total) : '0.00'}
                </Text>
                <Button variant="default" onClick={backToScan}>
                  Cancel (Esc)
                </Button>
                <Button
                  color="orange"
                  onClick={() => void submit()}
                  loading={submitting}
                  disabled={!v.refundable || !preview?.total}
                >
                  Refund (F9)
                </Button>
              </Group>
            </Group>
          </Paper>
        </>
      )}
      {done && renderReceipt({ ...done, onDone: finish })}
    </Stack>
  );
}
