import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import type { ProductForm, VariantDraft, VariantRow } from './use-product-form';

const FIELDS: { field: keyof VariantDraft; label: string; placeholder: string }[] = [
  { field: 'color', label: 'Colour', placeholder: 'e.g. White' },
  { field: 'size', label: 'Size', placeholder: 'e.g. 1L' },
  { field: 'price', label: 'Price', placeholder: 'Cost price' },
  { field: 'sale_price', label: 'Sale price', placeholder: 'Counter price' },
  { field: 'description', label: 'Description', placeholder: 'Optional' },
  { field: 'retail_price', label: 'Retail price', placeholder: 'On the pack' },
];

interface Props {
  form: ProductForm;
  /** Removing a saved variant asks first and goes to the server; a new row just goes. */
  onRemove: (row: VariantRow, index: number) => void;
}

/** The variant being entered with 'Add another Variant', and the variants table with in-line edits. */
export function VariantsEditor({ form, onRemove }: Props) {
  return (
    <Fieldset legend="Variants">
      <Text size="xs" c="dimmed" mb="xs">
        Fill in a variant; 'Add another Variant' puts it in the table below and clears the fields. A variant
        left in the fields is saved with the product.
      </Text>
      <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
        {FIELDS.map(({ field, label, placeholder }) => (
          <TextInput
            key={field}
            label={label}
            placeholder={placeholder}
            value={form.entry[field]}
            withAsterisk={field === 'price' || (field === 'retail_price' && form.isThirdSchedule)}
            inputMode={
              field === 'description' || field === 'color' || field === 'size' ? undefined : 'decimal'
            }
            error={form.messageFor(`entry.${field}`, form.errors.entry[field])}
            onChange={(e) => form.setEntryField(field, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="light" onClick={form.addVariant}>
          Add another Variant
        </Button>
      </Group>
      {form.rows.length > 0 && (
        <Table mt="md" verticalSpacing={4} aria-label="Variants">
          <Table.Thead>
            <Table.Tr>
              {FIELDS.map((f) => (
                <Table.Th key={f.field}>{f.label}</Table.Th>
              ))}
              <Table.Th w={40} aria-label="Remove" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.rows.map((row, i) => (
              <Table.Tr key={row.key}>
                {FIELDS.map(({ field, label }) => (
                  <Table.Td key={field}>
                    <TextInput
                      size="xs"
                      aria-label={`Variant ${i + 1} ${label.toLowerCase()}`}
                      value={row[field]}
                      error={form.messageFor(`${row.key}.${field}`, form.errors.rows[i]?.[field])}
                      onChange={(e) => form.updateRow(row.key, field, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove variant ${i + 1}`}
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
          {form.variantsMessage}
        </Text>
      )}
    </Fieldset>
  );
}
