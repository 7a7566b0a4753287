import {
  Badge,
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
import { localDay, TAX_TREATMENT_LABELS, type TaxCategoryWire, type TaxTreatment } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { paths } from '../../../lib/paths';
import { useTaxCategories } from '../api/list-tax-categories';
import { useTaxCategoryWrites } from '../api/save-tax-category';
import { generalMessage, saveFailure } from '../form-errors';
import { TaxCategoryModal } from './tax-category-modal';
import { type CategoryDraft, categoryErrors, percentLabel, TREATMENT_OPTIONS } from './tax-category-rules';

const emptyDraft = (): CategoryDraft => ({
  name: '',
  treatment: 'TAXABLE',
  third_schedule: false,
  rate: '',
  valid_from: localDay(),
});

/** The date the rate in force today started. */
const inForceFrom = (c: TaxCategoryWire): string =>
  c.rates.find((r) => c.rate !== null && r.valid_from <= localDay() && r.rate === c.rate)?.valid_from ?? '—';

interface Actions {
  onOpen: (c: TaxCategoryWire) => void;
  onMakeDefault: (c: TaxCategoryWire) => void;
  /** The category being made the default, while its request runs. */
  makingDefault: number | null;
}

const columns = ({ onOpen, onMakeDefault, makingDefault }: Actions): Column<TaxCategoryWire>[] => [
  {
    header: 'Name',
    cell: (c) => (
      <Group gap={6}>
        <Text size="sm">{c.name}</Text>
        {c.is_default && (
          <Badge size="sm" variant="light" color="blue">
            Default
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: 'Treatment',
    cell: (c) => (
      <Group gap={6}>
        <Text size="sm">{TAX_TREATMENT_LABELS[c.treatment]}</Text>
        {c.third_schedule && (
          <Badge size="sm" variant="light" color="grape">
            Third Schedule
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Rate today', cell: (c) => percentLabel(c.rate), align: 'right' },
  { header: 'Since', cell: inForceFrom },
  {
    header: 'Rates',
    cell: (c) => (c.rates.length === 1 ? '1 rate' : `${c.rates.length} rates`),
  },
  {
    header: 'Status',
    cell: (c) =>
      c.is_active ? (
        <Badge variant="light" color="green">
          In use
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Retired
        </Badge>
      ),
  },
  {
    header: 'Actions',
    cell: (c) => (
      <Group gap={6} wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onOpen(c)} aria-label={`Edit ${c.name}`}>
          Edit and rates
        </Button>
        {c.is_active && !c.is_default && (
          <Button
            size="xs"
            variant="default"
            loading={makingDefault === c.id}
            onClick={() => onMakeDefault(c)}
            aria-label={`Make ${c.name} the default`}
          >
            Make default
          </Button>
        )}
      </Group>
    ),
  },
];

/**
 * `/tax-categories` (docs/domain/tax.md, "Setting up"): the group's tax categories with the rate of
 * today and which is the default, a form to add one with its first rate, and per category its edit
 * form, rate history and a button to make it the default.
 */
export function TaxCategoriesPage() {
  const categories = useTaxCategories();
  const { create, update } = useTaxCategoryWrites();
  const makeDefault = (c: TaxCategoryWire) =>
    update.mutate(
      { id: c.id, body: { is_default: true } },
      {
        onError: (error) => {
          const failure = saveFailure(error);
          showError(generalMessage([...Object.values(failure.fields), ...failure.general]));
        },
      },
    );
  const makingDefault = update.isPending ? (update.variables?.id ?? null) : null;
  const [draft, setDraft] = useState<CategoryDraft>(emptyDraft);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const errors = categoryErrors(draft);
  const valid = Object.keys(errors).length === 0;
  const message = (field: keyof CategoryDraft) =>
    (touched ? errors[field] : undefined) ?? serverErrors[field];
  const set = <K extends keyof CategoryDraft>(field: K, value: CategoryDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched(true);
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || create.isPending) return;
    const { rate, valid_from, ...rest } = draft;
    create.mutate(
      {
        ...rest,
        name: rest.name.trim(),
        is_active: true,
        ...(rate.trim() ? { rate: rate.trim(), valid_from } : {}),
      },
      {
        onSuccess: () => {
          setDraft(emptyDraft());
          setTouched(false);
        },
        onError: (error) => {
          const failure = saveFailure(error);
          setServerErrors(failure.fields);
          if (failure.general.length > 0) showError(generalMessage(failure.general));
        },
      },
    );
  };
  const open = categories.data?.find((c) => c.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h3">
            Tax categories
          </Title>
          <Text size="sm" c="dimmed">
            Every product is in one; a product saved without one takes the default. A rate applies from its
            date on: a new rate never changes what was sold before.
          </Text>
        </div>
        <Button component={Link} to={paths.products.to()} variant="default">
          Back to products
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate aria-label="Add a tax category">
          <Stack gap="sm">
            <Title order={2} size="h5">
              Add a tax category
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                label="Name"
                withAsterisk
                placeholder="e.g. Standard rate"
                value={draft.name}
                error={message('name')}
                onChange={(e) => set('name', e.currentTarget.value)}
              />
              <NativeSelect
                label="Treatment"
                value={draft.treatment}
                data={TREATMENT_OPTIONS}
                error={message('treatment')}
                onChange={(e) => set('treatment', e.currentTarget.value as TaxTreatment)}
              />
              <TextInput
                label="Rate (%)"
                placeholder="e.g. 18"
                inputMode="decimal"
                value={draft.rate}
                error={message('rate')}
                onChange={(e) => set('rate', e.currentTarget.value)}
              />
              <TextInput
                label="Rate applies from"
                type="date"
                value={draft.valid_from}
                error={message('valid_from')}
                onChange={(e) => set('valid_from', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Checkbox
                label="Third Schedule goods (taxed on the printed retail price)"
                checked={draft.third_schedule}
                error={message('third_schedule')}
                onChange={(e) => set('third_schedule', e.currentTarget.checked)}
              />
              <Button type="submit" loading={create.isPending} disabled={touched && !valid}>
                Add category
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        columns={columns({ onOpen: (c) => setOpenId(c.id), onMakeDefault: makeDefault, makingDefault })}
        rows={categories.data}
        rowKey={(c) => c.id}
        loading={categories.isPending}
        error={categories.isError ? categories.error.message : null}
        onRetry={() => categories.refetch()}
        emptyText="No tax categories yet. Add the first one above."
      />
      {open && <TaxCategoryModal key={open.id} category={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
