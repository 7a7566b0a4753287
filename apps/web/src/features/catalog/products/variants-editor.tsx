import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { type MessageKey, useT } from '../../../i18n';
import { useCatalogMessage } from '../messages';
import type { ProductForm, VariantDraft, VariantRow } from './use-product-form';

const FIELDS: { field: keyof VariantDraft; name: MessageKey; hint: MessageKey }[] = [
  { field: 'color', name: 'catalog.variants.color', hint: 'catalog.variants.colorPlaceholder' },
  { field: 'size', name: 'catalog.variants.size', hint: 'catalog.variants.sizePlaceholder' },
  { field: 'price', name: 'catalog.variants.price', hint: 'catalog.variants.pricePlaceholder' },
  {
    field: 'sale_price',
    name: 'catalog.variants.sale_price',
    hint: 'catalog.variants.salePricePlaceholder',
  },
  {
    field: 'description',
    name: 'catalog.variants.description',
    hint: 'catalog.variants.descriptionPlaceholder',
  },
  {
    field: 'retail_price',
    name: 'catalog.variants.retail_price',
    hint: 'catalog.variants.retailPricePlaceholder',
  },
];

interface Props {
  form: ProductForm;
  /** Removing a saved variant asks first and goes to the server; a new row just goes. */
  onRemove: (row: VariantRow, index: number) => void;
}

/** The variant being entered with 'Add another Variant', and the variants table with in-line edits. */
export function VariantsEditor({ form, onRemove }: Props) {
  const t = useT();
  const say = useCatalogMessage();
  return (
    <Fieldset legend={t('catalog.variants.legend')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('catalog.variants.help')}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
        {FIELDS.map(({ field, name, hint }) => (
          <TextInput
            key={field}
            label={t(name)}
            placeholder={t(hint)}
            value={form.entry[field]}
            withAsterisk={field === 'price' || (field === 'retail_price' && form.isThirdSchedule)}
            inputMode={
              field === 'description' || field === 'color' || field === 'size' ? undefined : 'decimal'
            }
            error={say(form.messageFor(`entry.${field}`, form.errors.entry[field]))}
            onChange={(e) => form.setEntryField(field, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="light" onClick={form.addVariant}>
          {t('catalog.variants.addAnother')}
        </Button>
      </Group>
      {form.rows.length > 0 && (
        <Table mt="md" verticalSpacing={4} aria-label={t('catalog.variants.table')}>
          <Table.Thead>
            <Table.Tr>
              {FIELDS.map((f) => (
                <Table.Th key={f.field}>{t(f.name)}</Table.Th>
              ))}
              <Table.Th w={40} aria-label={t('catalog.variants.remove')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.rows.map((row, i) => (
              <Table.Tr key={row.key}>
                {FIELDS.map(({ field, name }) => (
                  <Table.Td key={field}>
                    <TextInput
                      size="xs"
                      aria-label={t('catalog.variants.cellAria', { n: i + 1, field: t(name).toLowerCase() })}
                      value={row[field]}
                      error={say(form.messageFor(`${row.key}.${field}`, form.errors.rows[i]?.[field]))}
                      onChange={(e) => form.updateRow(row.key, field, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('catalog.variants.removeRow', { n: i + 1 })}
                    onClick={() => onRemove(row, i)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {form.variantsMessage && (
        <Text c="red.7" size="sm" mt="xs" role="alert">
          {say(form.variantsMessage)}
        </Text>
      )}
    </Fieldset>
  );
}
