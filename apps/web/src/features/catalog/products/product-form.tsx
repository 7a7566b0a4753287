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
import { useT } from '../../../i18n';
import { plainDecimal } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { showAllOnEnterFor } from '../../../lib/use-form';
import { useCategories } from '../api/list-categories';
import { useTaxCategories } from '../api/list-tax-categories';
import { useUnits } from '../api/list-units';
import { useCatalogMessage } from '../messages';
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
  const t = useT();
  const say = useCatalogMessage();
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
        aria-label={editing ? t('catalog.form.editAria') : t('catalog.form.addAria')}
      >
        <Stack gap="md">
          <Title order={1} size="h3">
            {editing ? t('catalog.form.editTitle') : t('catalog.form.addTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('catalog.form.name')}
              withAsterisk
              value={draft.name}
              error={say(form.messageFor('name', errors.product.name))}
              onChange={(e) => form.setField('name', e.currentTarget.value)}
            />
            <TextInput
              label={t('catalog.form.barcode')}
              withAsterisk
              dir="ltr"
              value={draft.bar_code}
              error={say(form.messageFor('bar_code', errors.product.bar_code))}
              onChange={(e) => form.setField('bar_code', e.currentTarget.value)}
            />
            <NativeSelect
              label={t('catalog.form.category')}
              value={draft.category}
              error={say(form.messageFor('category', undefined))}
              onChange={(e) => form.setField('category', e.currentTarget.value)}
              data={[
                { value: '0', label: t('catalog.others') },
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
            <NativeSelect
              label={t('catalog.form.unit')}
              value={draft.unit}
              error={say(form.messageFor('unit', undefined))}
              onChange={(e) => form.setField('unit', e.currentTarget.value)}
              data={[
                { value: '', label: t('catalog.form.selectUnit') },
                ...(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
              ]}
            />
            <NativeSelect
              label={t('catalog.form.taxCategory')}
              description={
                <>
                  {t('catalog.form.taxHelp')}{' '}
                  <Link to={paths.taxCategories.to()}>{t('catalog.form.manageTax')}</Link>
                </>
              }
              value={draft.tax_category}
              error={say(form.messageFor('tax_category', undefined))}
              onChange={(e) => form.setField('tax_category', e.currentTarget.value)}
              data={[
                { value: '', label: t('catalog.form.none') },
                ...taxChoices.map((c) => ({
                  value: String(c.id),
                  label: t('catalog.form.taxChoice', {
                    name: c.name,
                    rate: c.rate === null ? 'none' : plainDecimal(c.rate),
                    third: c.third_schedule ? 'yes' : 'no',
                    isDefault: c.is_default ? 'yes' : 'no',
                  }),
                })),
              ]}
            />
            <TextInput
              label={t('catalog.form.hsCode')}
              description={t('catalog.form.hsHelp')}
              placeholder={t('catalog.form.hsPlaceholder')}
              value={draft.hs_code}
              error={say(form.messageFor('hs_code', errors.tax.hs_code))}
              onChange={(e) => form.setField('hs_code', e.currentTarget.value)}
            />
          </SimpleGrid>
          {form.isThirdSchedule && (
            <Text size="sm" c="dimmed">
              {t('catalog.form.thirdScheduleNote')}
            </Text>
          )}
          <Checkbox
            label={t('catalog.form.token')}
            description={t('catalog.form.tokenHelp')}
            checked={draft.token}
            onChange={(e) => form.setField('token', e.currentTarget.checked)}
          />
          <ProductPictureField picture={picture} />
          <VariantsEditor form={form} onRemove={onRemoveVariant} />
          <Group justify="flex-end">
            <Button component={Link} to={paths.products.to()} variant="default">
              {t('catalog.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={saving}>
              {editing ? t('catalog.form.update') : t('catalog.form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
