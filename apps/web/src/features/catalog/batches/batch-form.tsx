import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CATALOG_MSG, localDay, type ProductWire, variantLabel } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { showAllOnEnterFor } from '../../../lib/use-form';
import { SupplierSelect } from './supplier-select';
import type { BatchForm as Form } from './use-batch-form';
import { VariantPicker } from './variant-picker';

interface Props {
  form: Form;
  /** On edit, the batch's product; its variant is shown read-only. */
  editing: ProductWire | null;
  saving: boolean;
  onSubmit: () => void;
}

/** The Add/Edit batch form of spec 2.8; the submit button is disabled while anything is invalid. */
export function BatchForm({ form, editing, saving, onSubmit }: Props) {
  const [product, setProduct] = useState<ProductWire | null>(editing);
  const { draft } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.valid && !saving) onSubmit();
  };
  const variant = editing?.product_variant.find((v) => v.id === draft.product_variant);
  // A warning only: expired stock may still be received (to send it back, say).
  const expiredAlready = /^\d{4}-\d{2}-\d{2}$/.test(draft.expiry_date) && draft.expiry_date < localDay();

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form
        onSubmit={submit}
        onKeyDown={showAllOnEnterFor(form.valid, form.touchAll)}
        noValidate
        aria-label={editing ? 'Edit batch' : 'Add batch'}
      >
        <Stack gap="md">
          <Title order={1} size="h3">
            {editing ? 'Edit Batch' : 'Add Batch'}
          </Title>
          {editing ? (
            <Text size="sm">
              <b>{editing.name}</b> ({editing.bar_code}) · {variant ? variantLabel(variant) : ''}
            </Text>
          ) : (
            <VariantPicker
              product={product}
              variantId={draft.product_variant}
              error={form.messageFor('product_variant')}
              onProduct={(chosen, variantId) => {
                setProduct(chosen);
                form.preset('product_variant', variantId);
              }}
              onVariant={(id) => form.set('product_variant', id)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Quantity"
              withAsterisk
              inputMode="decimal"
              description={editing ? 'A change is recorded as a stock adjustment' : undefined}
              value={draft.quantity}
              error={form.messageFor('quantity')}
              onChange={(e) => form.set('quantity', e.currentTarget.value)}
            />
            <TextInput
              label="Manufacturing date"
              type="date"
              withAsterisk
              value={draft.manufacturing_date}
              error={form.messageFor('manufacturing_date')}
              onChange={(e) => form.set('manufacturing_date', e.currentTarget.value)}
            />
            <TextInput
              label="Expiry date"
              type="date"
              withAsterisk
              value={draft.expiry_date}
              description={
                expiredAlready ? (
                  <Text span size="xs" c="orange.9" role="status" data-testid="expiry-past">
                    {CATALOG_MSG.expiryInPast}
                  </Text>
                ) : undefined
              }
              error={form.messageFor('expiry_date')}
              onChange={(e) => form.set('expiry_date', e.currentTarget.value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Cost price"
              inputMode="decimal"
              placeholder="The variant's cost price"
              description={
                editing
                  ? 'A change revalues the stock held in the books'
                  : 'What one unit is valued at in the books'
              }
              value={draft.cost_price}
              error={form.messageFor('cost_price')}
              onChange={(e) => form.set('cost_price', e.currentTarget.value)}
            />
            {editing ? null : <SupplierSelect form={form} />}
          </SimpleGrid>
          <Checkbox
            label="In stock"
            checked={draft.in_stock}
            onChange={(e) => form.set('in_stock', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button component={Link} to={paths.batches.to()} variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={!form.valid} loading={saving}>
              {editing ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
