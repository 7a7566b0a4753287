import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { focusIfIdle } from '../../lib/focus';
import { ProductResults } from './product-results';
import type { useEntryRow } from './use-entry-row';

type EntryRow = ReturnType<typeof useEntryRow>;

/** The entry row of the internal order screen; the Enter key adds from the quantity field. */
export function EntryRowView({ row, type }: { row: EntryRow; type: 'from' | 'to' }) {
  const { entry } = row;
  // Once a product is chosen (a scan or a pick), the quantity takes the keyboard, as on New Sale.
  const quantityRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!entry.chosen) return;
    quantityRef.current?.focus();
    quantityRef.current?.select();
  }, [entry.chosen]);
  const searchKeys = (event: KeyboardEvent) => {
    if (row.onSearchKey(event.key)) event.preventDefault();
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      row.add();
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label="Barcode"
            value={entry.barcode}
            onChange={(e) => row.search('bar_code', e.currentTarget.value)}
            onKeyDown={searchKeys}
            error={row.errorAt('barcode')}
            ref={focusIfIdle}
          />
          <TextInput
            label="Product name"
            value={entry.name}
            maxLength={60}
            onChange={(e) => row.search('name__icontains', e.currentTarget.value)}
            onKeyDown={searchKeys}
            error={row.errorAt('name')}
          />
          <TextInput
            ref={quantityRef}
            label="Quantity"
            value={entry.quantity}
            onChange={(e) => row.setQuantity(e.currentTarget.value)}
            onKeyDown={addOnEnter}
            error={row.errorAt('quantity')}
            disabled={!entry.chosen}
          />
          <TextInput
            label={type === 'from' ? 'Buy price' : 'Price'}
            description={row.chosen ? `Cost ${row.chosen.variant.price} each` : undefined}
            value={entry.price}
            onChange={(e) => row.setPrice(e.currentTarget.value)}
            onKeyDown={addOnEnter}
            error={row.errorAt('price')}
            disabled={!entry.chosen}
          />
          <TextInput
            label="Discount (%)"
            value={entry.discount}
            onChange={(e) => row.setDiscount(e.currentTarget.value)}
            onKeyDown={addOnEnter}
            error={row.errorAt('discount')}
            disabled={!entry.chosen}
          />
          {type === 'to' ? (
            <Select
              label="Batch"
              placeholder={entry.chosen ? 'No batch with stock' : 'Choose a product'}
              data={row.batches.map((b) => ({
                value: String(b.id),
                label: `#${b.id} · Exp ${b.expiry_date} · Quan: ${b.inventory_quantity}`,
              }))}
              value={entry.batch === null ? null : String(entry.batch)}
              onChange={(value) => row.setBatch(value ? Number(value) : null)}
              error={row.errorAt('batch')}
              disabled={!entry.chosen}
            />
          ) : (
            <>
              <TextInput
                label="Manufactured date"
                type="date"
                value={entry.manufacturing_date}
                onChange={(e) => row.setDate('manufacturing_date', e.currentTarget.value)}
                error={row.errorAt('manufacturing_date')}
              />
              <TextInput
                label="Expiry date"
                type="date"
                value={entry.expiry_date}
                onChange={(e) => row.setDate('expiry_date', e.currentTarget.value)}
                onKeyDown={addOnEnter}
                error={row.errorAt('expiry_date')}
              />
            </>
          )}
        </SimpleGrid>
        <ProductResults options={row.options} highlighted={row.highlighted} onChoose={row.choose} />
        <Group justify="space-between">
          <Text size="sm" c="red" role={row.notice ? 'alert' : undefined}>
            {row.notice}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={row.clear}>
              Clear Product
            </Button>
            <Button onClick={row.add} disabled={row.addDisabled}>
              Add Product
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
