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
import { localDay, type TaxCategoryWire, type TaxTreatment } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { Ltr, useT } from '../../../i18n';
import type { Translate } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { useTaxCategories } from '../api/list-tax-categories';
import { useTaxCategoryWrites } from '../api/save-tax-category';
import { generalMessage, saveFailure } from '../form-errors';
import { sayAll, useCatalogMessage } from '../messages';
import { TaxCategoryModal } from './tax-category-modal';
import {
  type CategoryDraft,
  categoryErrors,
  percentLabel,
  treatmentLabel,
  treatmentOptions,
} from './tax-category-rules';

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

const columns = (
  { onOpen, onMakeDefault, makingDefault }: Actions,
  t: Translate,
): Column<TaxCategoryWire>[] => [
  {
    header: t('catalog.tax.col.name'),
    cell: (c) => (
      <Group gap={6}>
        <Text size="sm">{c.name}</Text>
        {c.is_default && (
          <Badge size="sm" variant="light" color="blue">
            {t('catalog.tax.default')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: t('catalog.tax.col.treatment'),
    cell: (c) => (
      <Group gap={6}>
        <Text size="sm">{treatmentLabel(t, c.treatment)}</Text>
        {c.third_schedule && (
          <Badge size="sm" variant="light" color="grape">
            {t('catalog.tax.thirdScheduleBadge')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: t('catalog.tax.col.rateToday'),
    cell: (c) => <Ltr>{percentLabel(c.rate)}</Ltr>,
    align: 'right',
  },
  { header: t('catalog.tax.col.since'), cell: (c) => <Ltr>{inForceFrom(c)}</Ltr> },
  {
    header: t('catalog.tax.col.rates'),
    cell: (c) => t('catalog.tax.rateCount', { count: c.rates.length }),
  },
  {
    header: t('catalog.tax.col.status'),
    cell: (c) =>
      c.is_active ? (
        <Badge variant="light" color="green">
          {t('catalog.tax.inUse')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          {t('catalog.tax.retired')}
        </Badge>
      ),
  },
  {
    header: t('catalog.tax.col.actions'),
    cell: (c) => (
      <Group gap={6} wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(c)}
          aria-label={t('catalog.tax.editOf', { name: c.name })}
        >
          {t('catalog.tax.editAndRates')}
        </Button>
        {c.is_active && !c.is_default && (
          <Button
            size="xs"
            variant="default"
            loading={makingDefault === c.id}
            onClick={() => onMakeDefault(c)}
            aria-label={t('catalog.tax.makeDefaultOf', { name: c.name })}
          >
            {t('catalog.tax.makeDefault')}
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
  const t = useT();
  const say = useCatalogMessage();
  const categories = useTaxCategories();
  const { create, update } = useTaxCategoryWrites();
  const makeDefault = (c: TaxCategoryWire) =>
    update.mutate(
      { id: c.id, body: { is_default: true } },
      {
        onError: (error) => {
          const failure = saveFailure(error);
          showError(sayAll(say, generalMessage([...Object.values(failure.fields), ...failure.general])));
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
    say((touched ? errors[field] : undefined) ?? serverErrors[field]);
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
          if (failure.general.length > 0) showError(sayAll(say, generalMessage(failure.general)));
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
            {t('catalog.tax.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('catalog.tax.intro')}
          </Text>
        </div>
        <Button component={Link} to={paths.products.to()} variant="default">
          {t('catalog.tax.back')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate aria-label={t('catalog.tax.addTitle')}>
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('catalog.tax.addTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                label={t('catalog.tax.name')}
                withAsterisk
                placeholder={t('catalog.tax.namePlaceholder')}
                value={draft.name}
                error={message('name')}
                onChange={(e) => set('name', e.currentTarget.value)}
              />
              <NativeSelect
                label={t('catalog.tax.treatment')}
                value={draft.treatment}
                data={treatmentOptions(t)}
                error={message('treatment')}
                onChange={(e) => set('treatment', e.currentTarget.value as TaxTreatment)}
              />
              <TextInput
                label={t('catalog.tax.rate')}
                placeholder={t('catalog.tax.ratePlaceholder')}
                inputMode="decimal"
                value={draft.rate}
                error={message('rate')}
                onChange={(e) => set('rate', e.currentTarget.value)}
              />
              <TextInput
                label={t('catalog.tax.rateFrom')}
                type="date"
                value={draft.valid_from}
                error={message('valid_from')}
                onChange={(e) => set('valid_from', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group justify="space-between">
              <Checkbox
                label={t('catalog.tax.thirdSchedule')}
                checked={draft.third_schedule}
                error={message('third_schedule')}
                onChange={(e) => set('third_schedule', e.currentTarget.checked)}
              />
              <Button type="submit" loading={create.isPending} disabled={touched && !valid}>
                {t('catalog.tax.addCategory')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <DataTable
        columns={columns({ onOpen: (c) => setOpenId(c.id), onMakeDefault: makeDefault, makingDefault }, t)}
        rows={categories.data}
        rowKey={(c) => c.id}
        loading={categories.isPending}
        error={categories.isError ? categories.error.message : null}
        onRetry={() => categories.refetch()}
        emptyText={t('catalog.tax.empty')}
      />
      {open && <TaxCategoryModal key={open.id} category={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
