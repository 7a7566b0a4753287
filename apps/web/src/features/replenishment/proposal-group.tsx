import { Badge, Button, Checkbox, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import type { WireProposalLine, WireRequest } from '@tillwise/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../components/global-error';
import { Ltr, useFormatter, useT } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import type { PurchaseDraft } from '../../lib/purchase-draft';
import { useAcceptProposal } from './api/proposals';

interface Props {
  lines: WireProposalLine[];
  /** Whether these are the signed-in user's own company's lines (only those are sent from here). */
  own: boolean;
  /** Whether the supplier is a vendor (a purchase order on Admin Order) or a department (a request). */
  vendor: boolean;
  /** Told of the request sent (the proposals are read again, so this group may be gone). */
  onSent: (request: WireRequest, supplierName: string) => void;
}

const qty = (v: string) => {
  const [whole, fraction = ''] = v.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : (whole ?? v);
};

/**
 * One supplier's proposal for one company: each line with what is on hand (selling before it
 * expires), on order, requested and the sales rate, the proposed quantity editable, a tick to
 * accept it, and the one action that turns the accepted lines into a request to the department
 * or a purchase order from the vendor (the Admin Order screen filled in with them).
 */
export function ProposalGroup({ lines, own, vendor, onSent }: Props) {
  const t = useT();
  const f = useFormatter();
  const first = lines[0];
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.product_variant, qty(l.quantity)])),
  );
  const [accepted, setAccepted] = useState<Set<number>>(() => new Set(lines.map((l) => l.product_variant)));
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptProposal();
  const navigate = useNavigate();
  if (!first) return null;
  const chosen = lines.filter((l) => accepted.has(l.product_variant));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(accepted);
    if (on) next.add(id);
    else next.delete(id);
    setAccepted(next);
  };
  const send = async () => {
    setError(null);
    try {
      const request = await accept.mutateAsync({
        supplier: first.supplier,
        lines: chosen.map((l) => ({
          product_variant: l.product_variant,
          quantity: quantities[l.product_variant] ?? l.quantity,
        })),
      });
      onSent(request, first.supplier_name);
    } catch (e) {
      setError(e instanceof ApiError ? errorText(e.body ?? e.message) : String(e));
    }
  };
  /** The purchase order: Admin Order opens with the vendor as seller and these lines to fill in. */
  const purchase = () => {
    const draft: PurchaseDraft = {
      vendorCompany: first.supplier,
      vendorName: first.supplier_name,
      companyName: first.company_name,
      lines: chosen.map((l) => ({
        product_variant: l.product_variant,
        bar_code: l.bar_code,
        product_name: l.product_name,
        quantity: quantities[l.product_variant] ?? qty(l.quantity),
      })),
    };
    navigate(paths.adminOrder.to(), { state: { purchase: draft } });
  };
  const label = t('replenishment.group.label', {
    company: first.company_name,
    supplier: first.supplier_name,
  });
  const supplierType =
    first.supplier_type === 'PARENT' ||
    first.supplier_type === 'STORE' ||
    first.supplier_type === 'RETIAL' ||
    first.supplier_type === 'FACTORY'
      ? t(`replenishment.supplierType.${first.supplier_type}`)
      : first.supplier_type.toLowerCase();
  return (
    <Paper component="section" withBorder p="sm" data-testid="proposal-group" aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{first.supplier_name}</Text>
          <Badge variant="light" color={vendor ? 'grape' : 'blue'}>
            {vendor ? t('replenishment.supplierType.VENDOR') : supplierType}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('replenishment.group.for', { company: first.company_name })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('replenishment.group.products', { count: lines.length })}
        </Text>
      </Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t('replenishment.col.accept')}</Table.Th>
            <Table.Th>{t('replenishment.col.product')}</Table.Th>
            <Table.Th ta="end">{t('replenishment.col.onHand')}</Table.Th>
            <Table.Th ta="end">{t('replenishment.col.onOrder')}</Table.Th>
            <Table.Th ta="end">{t('replenishment.col.requested')}</Table.Th>
            <Table.Th ta="end">{t('replenishment.col.rate')}</Table.Th>
            <Table.Th ta="end">{t('replenishment.col.pack')}</Table.Th>
            <Table.Th w={120}>{t('replenishment.col.order')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.product_variant}>
              <Table.Td>
                <Checkbox
                  aria-label={t('replenishment.accept', { name: l.product_name })}
                  checked={accepted.has(l.product_variant)}
                  disabled={accept.isPending}
                  onChange={(e) => toggle(l.product_variant, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{l.product_name}</Text>
                <Text size="xs" c="dimmed">
                  <Ltr>{l.bar_code}</Ltr>
                  {l.stock !== l.on_hand &&
                    ` · ${t('replenishment.expiring', { stock: f.decimal(l.stock) })}`}
                </Text>
              </Table.Td>
              <Table.Td ta="end">{f.decimal(l.on_hand)}</Table.Td>
              <Table.Td ta="end">{f.decimal(l.on_order)}</Table.Td>
              <Table.Td ta="end">{f.decimal(l.requested)}</Table.Td>
              <Table.Td ta="end">{f.decimal(l.rate)}</Table.Td>
              <Table.Td ta="end">{f.count(l.pack_size)}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={t('replenishment.quantityOf', { name: l.product_name })}
                  value={quantities[l.product_variant] ?? ''}
                  disabled={accept.isPending}
                  onChange={(e) =>
                    setQuantities({ ...quantities, [l.product_variant]: e.currentTarget.value })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="xs" gap="sm">
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {!own ? (
          <Text size="sm" c="dimmed">
            {t(vendor ? 'replenishment.group.othersBuy' : 'replenishment.group.othersSend', {
              company: first.company_name,
            })}
          </Text>
        ) : vendor ? (
          <Button onClick={purchase} disabled={chosen.length === 0}>
            {t('replenishment.createPurchase', { count: chosen.length })}
          </Button>
        ) : (
          <Button onClick={send} loading={accept.isPending} disabled={chosen.length === 0}>
            {t('replenishment.createRequest', { count: chosen.length })}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
