import { Anchor, Badge, Button, Checkbox, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import type { WireProposalLine, WireRequest } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../components/global-error';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useAcceptProposal } from './api/proposals';

interface Props {
  lines: WireProposalLine[];
  /** Whether these are the signed-in user's own company's lines (only those are sent from here). */
  own: boolean;
  /** Whether the supplier is a vendor (bought on the Admin Order screen) or a department (a request). */
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
 * accept it, and the one action that sends the accepted lines as a request to the department.
 */
export function ProposalGroup({ lines, own, vendor, onSent }: Props) {
  const first = lines[0];
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.product_variant, qty(l.quantity)])),
  );
  const [accepted, setAccepted] = useState<Set<number>>(() => new Set(lines.map((l) => l.product_variant)));
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptProposal();
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
  const label = `${first.company_name} from ${first.supplier_name}`;
  return (
    <Paper component="section" withBorder p="sm" data-testid="proposal-group" aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{first.supplier_name}</Text>
          <Badge variant="light" color={vendor ? 'grape' : 'blue'}>
            {vendor ? 'vendor' : first.supplier_type.toLowerCase()}
          </Badge>
          <Text size="sm" c="dimmed">
            for {first.company_name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {lines.length} product{lines.length === 1 ? '' : 's'}
        </Text>
      </Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Accept</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">On order</Table.Th>
            <Table.Th ta="right">Requested</Table.Th>
            <Table.Th ta="right">Sold / day</Table.Th>
            <Table.Th ta="right">Pack</Table.Th>
            <Table.Th w={120}>Order</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.product_variant}>
              <Table.Td>
                <Checkbox
                  aria-label={`Accept ${l.product_name}`}
                  checked={accepted.has(l.product_variant)}
                  disabled={accept.isPending}
                  onChange={(e) => toggle(l.product_variant, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{l.product_name}</Text>
                <Text size="xs" c="dimmed">
                  {l.bar_code}
                  {l.stock !== l.on_hand && ` · ${qty(l.stock)} in stock, some expires before it sells`}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{qty(l.on_hand)}</Table.Td>
              <Table.Td ta="right">{qty(l.on_order)}</Table.Td>
              <Table.Td ta="right">{qty(l.requested)}</Table.Td>
              <Table.Td ta="right">{qty(l.rate)}</Table.Td>
              <Table.Td ta="right">{l.pack_size}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Quantity of ${l.product_name}`}
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
        {vendor ? (
          <Text size="sm" c="dimmed">
            Buy these from the vendor on{' '}
            <Anchor component={Link} to={paths.adminOrder.to()}>
              Admin Order
            </Anchor>{' '}
            (a purchase receives the goods with their batch dates).
          </Text>
        ) : own ? (
          <Button onClick={send} loading={accept.isPending} disabled={chosen.length === 0}>
            Create request ({chosen.length})
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {first.company_name}'s managers send this request.
          </Text>
        )}
      </Group>
    </Paper>
  );
}
