import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { showAllOnEnterFor } from '../../../lib/use-form';
import { useCategories } from '../api/list-categories';
import { useTaxCategories } from '../api/list-tax-categories';
import { useUnits } from '../api/list-units';
import { ProductPictureField } from './product-picture-field';
import type { ProductForm as Form, VariantRow } from './use-product-form';
import type { ProductPicture } from './use-product-picture';
import { VariantsEditor } from './variants-editor';

interface Props {
  form: Form;
  picture: ProductPicture;
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  onRemoveVariant: (row: VariantRow, index: number) => void;
}

/** The Add New / Edit product form of spec 2.7; Add or Update is disabled while anything is invalid. */
export function ProductForm({ form, picture, editing, saving, onSubmit, onRemoveVariant }: Props) {
  const categories = useCategories();
  const units = useUnits();
  const taxCategories = useTaxCategories();
  const { draft, errors } = form;
  // A retired category stays on the products that have it, but is not offered to others.
  const taxChoices = (taxCategories.data ?? []).filter(
    (c) => c.is_active || String(c.id) === draft.tax_category,
  );

  const valid = form.valid && !picture.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !saving) onSubmit();
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={1100}>
      <form
        onSubmit={submit}
        onKeyDown={showAllOnEnterFor(valid, form.touchAll)}
        noValidate
        aria-label={editing ? 'Edit product' : 'Add product'}
      >
        <Stack gap="md">
          <Title order={1} size="h3">
            {editing ? 'Edit' : 'Add New'}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              withAsterisk
              value={draft.name}
              error={form.messageFor('name', errors.product.name)}
              onChange={(e) => form.setField('name', e.currentTarget.value)}
            />
            <TextInput
              label="Barcode"
              withAsterisk
              value={draft.bar_code}
              error={form.messageFor('bar_code', errors.product.bar_code)}
              onChange={(e) => form.setField('bar_code', e.currentTarget.value)}
            />
            <NativeSelect
              label="Category"
              value={draft.category}
              error={form.messageFor('category', undefined)}
              onChange={(e) => form.setField('category', e.currentTarget.value)}
              data={[
                { value: '0', label: 'Others' },
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            <NativeSelect
              label="Unit"
              value={draft.unit}
              error={form.messageFor('unit', undefined)}
              onChange={(e) => form.setField('unit', e.currentTarget.value)}
              data={[
                { value: '', label: 'Select Unit' },
                ...(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
              ]}
            />
            <NativeSelect
              label="Tax category"
              description={
                <>
                  How sales tax is charged on it.{' '}
                  <Link to={paths.taxCategories.to()}>Manage tax categories</Link>
                </>
              }
              value={draft.tax_category}
              error={form.messageFor('tax_category', undefined)}
              onChange={(e) => form.setField('tax_category', e.currentTarget.value)}
              data={[
                { value: '', label: 'None' },
                ...taxChoices.map((c) => ({
                  value: String(c.id),
                  label: `${c.name}${c.rate === null ? '' : ` (${Number.parseFloat(c.rate)}%)`}${c.third_schedule ? ', Third Schedule' : ''}${c.is_default ? ', default' : ''}`,
                })),
              ]}
            />
            <TextInput
              label="HS code"
              description="The PCT heading, 4 to 8 digits (optional)"
              placeholder="e.g. 0401.2000"
              value={draft.hs_code}
              error={form.messageFor('hs_code', errors.tax.hs_code)}
              onChange={(e) => form.setField('hs_code', e.currentTarget.value)}
            />
          </SimpleGrid>
          {form.isThirdSchedule && (
            <Text size="sm" c="dimmed">
              Third Schedule goods: tax is charged on the retail price printed on the pack, so every variant
              needs its retail price.
            </Text>
          )}
          <Checkbox
            label="Token printing"
            description="Print a token slip for each unit sold"
            checked={draft.token}
            onChange={(e) => form.setField('token', e.currentTarget.checked)}
          />
          <ProductPictureField picture={picture} />
          <VariantsEditor form={form} onRemove={onRemoveVariant} />
          <Group justify="flex-end">
            <Button component={Link} to={paths.products.to()} variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              {editing ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
