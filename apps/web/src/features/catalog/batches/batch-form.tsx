import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CATALOG_MSG, localDay, type ProductWire, variantLabel } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Ltr, useT } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { showAllOnEnterFor } from '../../../lib/use-form';
import { useCatalogMessage } from '../messages';
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
  const t = useT();
  const say = useCatalogMessage();
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
        aria-label={editing ? t('catalog.batch.editAria') : t('catalog.batch.addAria')}
      >
        <Stack gap="md">
          <Title order={1} size="h3">
            {editing ? t('catalog.batch.editTitle') : t('catalog.batch.addTitle')}
          </Title>
          {editing ? (
            <Text size="sm">
              <b>{editing.name}</b> (<Ltr>{editing.bar_code}</Ltr>) · {variant ? variantLabel(variant) : ''}
            </Text>
          ) : (
            <VariantPicker
              product={product}
              variantId={draft.product_variant}
              error={say(form.messageFor('product_variant'))}
              onProduct={(chosen, variantId) => {
                setProduct(chosen);
                form.preset('product_variant', variantId);
              }}
              onVariant={(id) => form.set('product_variant', id)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('catalog.batch.quantity')}
              withAsterisk
              inputMode="decimal"
              description={editing ? t('catalog.batch.quantityEditHelp') : undefined}
              value={draft.quantity}
              error={say(form.messageFor('quantity'))}
              onChange={(e) => form.set('quantity', e.currentTarget.value)}
            />
            <TextInput
              label={t('catalog.batch.manufacturingDate')}
              type="date"
              withAsterisk
              value={draft.manufacturing_date}
              error={say(form.messageFor('manufacturing_date'))}
              onChange={(e) => form.set('manufacturing_date', e.currentTarget.value)}
            />
            <TextInput
              label={t('catalog.batch.expiryDate')}
              type="date"
              withAsterisk
              value={draft.expiry_date}
              description={
                expiredAlready ? (
                  <Text span size="xs" c="orange.9" role="status" data-testid="expiry-past">
                    {say(CATALOG_MSG.expiryInPast)}
                  </Text>
                ) : undefined
              }
              error={say(form.messageFor('expiry_date'))}
              onChange={(e) => form.set('expiry_date', e.currentTarget.value)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('catalog.batch.costPrice')}
              inputMode="decimal"
              placeholder={t('catalog.batch.costPlaceholder')}
              description={editing ? t('catalog.batch.costEditHelp') : t('catalog.batch.costHelp')}
              value={draft.cost_price}
              error={say(form.messageFor('cost_price'))}
              onChange={(e) => form.set('cost_price', e.currentTarget.value)}
            />
            {editing ? null : <SupplierSelect form={form} />}
          </SimpleGrid>
          <Checkbox
            label={t('catalog.batch.inStock')}
            checked={draft.in_stock}
            onChange={(e) => form.set('in_stock', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button component={Link} to={paths.batches.to()} variant="default">
              {t('catalog.cancel')}
            </Button>
            <Button type="submit" disabled={!form.valid} loading={saving}>
              {editing ? t('catalog.form.update') : t('catalog.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
