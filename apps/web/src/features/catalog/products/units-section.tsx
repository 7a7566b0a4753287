import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ProductWire, type TradeUnitWire, UNIT_MSG, unitCountError } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { showError } from '../../../components/global-error';
import { money } from '../../../lib/format';
import { useSaveProductUnit } from '../api/save-product-unit';
import { generalMessage, saveFailure } from '../form-errors';

/*
 * The product's units (docs/domain/units.md): the base unit it is stocked in, and its trade units
 * (packs, cartons), each a whole number of base units with its own barcode and prices. Units are
 * saved one by one through `product/<id>/unit/` and `product-unit/<id>/`, apart from the product.
 */

interface UnitDraft {
  name: string;
  count: string;
  bar_code: string;
  sale_price: string;
  price: string;
}

const EMPTY: UnitDraft = { name: '', count: '', bar_code: '', sale_price: '', price: '' };
const draftOf = (u: TradeUnitWire): UnitDraft => ({
  name: u.name,
  count: String(u.count),
  bar_code: u.bar_code,
  sale_price: u.sale_price ?? '',
  price: u.price ?? '',
});

/** The client's own checks, before the server's; the server's messages replace them on a refusal. */
export function unitDraftErrors(draft: UnitDraft): Partial<Record<keyof UnitDraft, string>> {
  const errors: Partial<Record<keyof UnitDraft, string>> = {};
  if (draft.name.trim() === '') errors.name = UNIT_MSG.nameRequired;
  const count = unitCountError(draft.count);
  if (count) errors.count = count;
  return errors;
}

const priceText = (own: string | null, count: number) => (own === null ? `base × ${count}` : money(own));

export function UnitsSection({ product }: { product: ProductWire }) {
  const [editing, setEditing] = useState<TradeUnitWire | 'new' | null>(null);
  const save = useSaveProductUnit(product.id);
  const units = product.trade_units ?? [];
  const baseName = product.unit?.name ?? 'Piece';

  const setRetired = (unit: TradeUnitWire, retired: boolean) =>
    save.mutate(
      { unitId: unit.id, body: { is_retired: retired } },
      {
        onError: (error) => {
          const failure = saveFailure(error);
          showError(generalMessage([...Object.values(failure.fields), ...failure.general]));
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" maw={1100} mt="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Units
          </Title>
          <Button size="xs" onClick={() => setEditing('new')}>
            Add unit
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Stock is kept in the base unit ({baseName}); a pack or carton is a whole number of it with its own
          barcode and prices. An empty price is the variant's price times the count.
        </Text>
        <Table aria-label="Units" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Count</Table.Th>
              <Table.Th>Barcode</Table.Th>
              <Table.Th>Sale price</Table.Th>
              <Table.Th>Cost price</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{baseName} (base unit)</Table.Td>
              <Table.Td>1</Table.Td>
              <Table.Td>{product.bar_code}</Table.Td>
              <Table.Td>the variant's</Table.Td>
              <Table.Td>the variant's</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
            {units.map((u) => (
              <Table.Tr key={u.id} style={u.is_retired ? { opacity: 0.6 } : undefined}>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td>{u.count}</Table.Td>
                <Table.Td>{u.bar_code}</Table.Td>
                <Table.Td>{priceText(u.sale_price, u.count)}</Table.Td>
                <Table.Td>{priceText(u.price, u.count)}</Table.Td>
                <Table.Td>
                  {u.is_retired ? <Badge color="gray">Retired</Badge> : <Badge>Live</Badge>}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => setEditing(u)}
                      aria-label={`Edit ${u.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color={u.is_retired ? 'blue' : 'red'}
                      aria-label={`${u.is_retired ? 'Bring back' : 'Retire'} ${u.name}`}
                      loading={save.isPending && save.variables?.unitId === u.id}
                      onClick={() => setRetired(u, !u.is_retired)}
                    >
                      {u.is_retired ? 'Bring back' : 'Retire'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {units.length === 0 && (
          <Text size="sm" c="dimmed">
            No trade units: it is sold and bought by the {baseName.toLowerCase()} only.
          </Text>
        )}
      </Stack>
      {editing !== null && (
        <UnitEditor
          key={editing === 'new' ? 'new' : editing.id}
          unit={editing === 'new' ? null : editing}
          baseName={baseName}
          productId={product.id}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}

function UnitEditor({
  unit,
  baseName,
  productId,
  onClose,
}: {
  unit: TradeUnitWire | null;
  baseName: string;
  productId: number;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<UnitDraft>(unit ? draftOf(unit) : EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof UnitDraft, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveProductUnit(productId);
  const local = unitDraftErrors(draft);
  const valid = Object.keys(local).length === 0;

  const set = (field: keyof UnitDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };
  const errorOf = (field: keyof UnitDraft) =>
    serverErrors[field] ?? (touched[field] ? local[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ name: true, count: true });
      return;
    }
    const body = {
      name: draft.name.trim(),
      count: Number(draft.count.trim()),
      bar_code: draft.bar_code.trim(),
      sale_price: draft.sale_price.trim() === '' ? null : draft.sale_price.trim(),
      price: draft.price.trim() === '' ? null : draft.price.trim(),
    };
    save.mutate(
      { unitId: unit?.id ?? null, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const failure = saveFailure(error);
          setServerErrors(failure.fields);
          const unplaced = Object.entries(failure.fields)
            .filter(([field]) => !(field in EMPTY))
            .map(([, message]) => message);
          const general = [...failure.general, ...unplaced];
          if (general.length > 0) showError(generalMessage(general));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={unit ? `Edit ${unit.name}` : 'Add unit'} centered>
      <form onSubmit={submit} noValidate aria-label={unit ? 'Edit unit' : 'Add unit'}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            placeholder="e.g. Pack of 12"
            withAsterisk
            data-autofocus
            value={draft.name}
            error={errorOf('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Count"
            description={`How many of the base unit (${baseName}) one holds: a whole number, at least 2`}
            withAsterisk
            inputMode="numeric"
            value={draft.count}
            error={errorOf('count')}
            onChange={(e) => set('count', e.currentTarget.value)}
          />
          <TextInput
            label="Unit barcode"
            value={draft.bar_code}
            error={errorOf('bar_code')}
            onChange={(e) => set('bar_code', e.currentTarget.value)}
          />
          <TextInput
            label="Unit sale price"
            placeholder="base × count"
            inputMode="decimal"
            value={draft.sale_price}
            error={errorOf('sale_price')}
            onChange={(e) => set('sale_price', e.currentTarget.value)}
          />
          <TextInput
            label="Unit cost price"
            placeholder="base × count"
            inputMode="decimal"
            value={draft.price}
            error={errorOf('price')}
            onChange={(e) => set('price', e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {unit ? 'Save unit' : 'Add unit'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
