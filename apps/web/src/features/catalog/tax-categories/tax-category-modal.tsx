import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { localDay, type TaxCategoryWire, type TaxTreatment } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { showError } from '../../../components/global-error';
import { Ltr, useT } from '../../../i18n';
import { useLtrText } from '../../../i18n/isolate';
import { useTaxCategoryWrites } from '../api/save-tax-category';
import { generalMessage, saveFailure } from '../form-errors';
import { sayAll, useCatalogMessage } from '../messages';
import {
  editErrors,
  newRateErrors,
  percentLabel,
  type RateDraft,
  treatmentOptions,
} from './tax-category-rules';

interface Props {
  category: TaxCategoryWire;
  onClose: () => void;
}

/** Fails a write into field messages (shown at the fields) and the rest (the Error modal). */
const failWith =
  (setFields: (f: Record<string, string>) => void, say: (m: string) => string) => (error: unknown) => {
    const failure = saveFailure(error);
    setFields(failure.fields);
    if (failure.general.length > 0) showError(sayAll(say, generalMessage(failure.general)));
  };

/** One category: its name, treatment, Third Schedule mark, use and default mark; its rate history and a new rate from a date. */
export function TaxCategoryModal({ category, onClose }: Props) {
  const t = useT();
  const say = useCatalogMessage();
  const isolate = useLtrText();
  const { update, addRate } = useTaxCategoryWrites();
  const [edit, setEdit] = useState({
    name: category.name,
    treatment: category.treatment,
    third_schedule: category.third_schedule,
    is_active: category.is_active,
    is_default: category.is_default,
  });
  const [editServer, setEditServer] = useState<Record<string, string>>({});
  const [rate, setRate] = useState<RateDraft>({ rate: '', valid_from: localDay() });
  const [rateTouched, setRateTouched] = useState(false);
  const [rateServer, setRateServer] = useState<Record<string, string>>({});
  const editProblems = editErrors(edit);
  const rateProblems = newRateErrors(rate, category.treatment);
  const today = localDay();

  const saveEdit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(editProblems).length > 0) return;
    update.mutate(
      { id: category.id, body: { ...edit, name: edit.name.trim() } },
      { onSuccess: onClose, onError: failWith(setEditServer, say) },
    );
  };
  const saveRate = (event: FormEvent) => {
    event.preventDefault();
    setRateTouched(true);
    if (Object.keys(rateProblems).length > 0) return;
    addRate.mutate(
      { id: category.id, body: { rate: rate.rate.trim(), valid_from: rate.valid_from } },
      {
        onSuccess: () => {
          setRate({ rate: '', valid_from: localDay() });
          setRateTouched(false);
        },
        onError: failWith(setRateServer, say),
      },
    );
  };
  const rateMessage = (field: keyof RateDraft) =>
    say((rateTouched ? rateProblems[field] : undefined) ?? rateServer[field]);

  return (
    <Modal opened onClose={onClose} title={category.name} size="lg" centered>
      <Stack gap="md">
        <form onSubmit={saveEdit} noValidate aria-label={t('catalog.tax.editAria')}>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t('catalog.tax.name')}
                withAsterisk
                value={edit.name}
                error={say(editProblems.name ?? editServer.name)}
                onChange={(e) => setEdit({ ...edit, name: e.currentTarget.value })}
              />
              <NativeSelect
                label={t('catalog.tax.treatment')}
                value={edit.treatment}
                data={treatmentOptions(t)}
                error={say(editServer.treatment)}
                onChange={(e) => setEdit({ ...edit, treatment: e.currentTarget.value as TaxTreatment })}
              />
            </SimpleGrid>
            <Checkbox
              label={t('catalog.tax.thirdSchedule')}
              checked={edit.third_schedule}
              error={say(editProblems.third_schedule ?? editServer.third_schedule)}
              onChange={(e) => setEdit({ ...edit, third_schedule: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('catalog.tax.inUseHelp')}
              checked={edit.is_active}
              error={say(editServer.is_active)}
              onChange={(e) => setEdit({ ...edit, is_active: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('catalog.tax.defaultHelp')}
              checked={edit.is_default}
              error={say(editProblems.is_default ?? editServer.is_default)}
              onChange={(e) => setEdit({ ...edit, is_default: e.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('catalog.tax.close')}
              </Button>
              <Button
                type="submit"
                loading={update.isPending}
                disabled={Object.keys(editProblems).length > 0}
              >
                {t('catalog.tax.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider />
        <Title order={3} size="h5">
          {t('catalog.tax.history')}
        </Title>
        {category.rates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('catalog.tax.noRate')}
          </Text>
        ) : (
          <Table aria-label={t('catalog.tax.history')} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.tax.col.from')}</Table.Th>
                <Table.Th ta="end">{t('catalog.tax.col.rate')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {category.rates.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Ltr>{r.valid_from}</Ltr>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Ltr>{percentLabel(r.rate)}</Ltr>
                  </Table.Td>
                  <Table.Td c="dimmed" fz="sm">
                    {r.valid_from > today
                      ? t('catalog.tax.toCome')
                      : r.rate === category.rate && r.valid_from <= today
                        ? t('catalog.tax.inForce')
                        : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={saveRate} noValidate aria-label={t('catalog.tax.addRateAria')}>
          <Stack gap="xs">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t('catalog.tax.newRate')}
                inputMode="decimal"
                value={rate.rate}
                error={rateMessage('rate')}
                onChange={(e) => {
                  setRate({ ...rate, rate: e.currentTarget.value });
                  setRateServer({});
                }}
              />
              <TextInput
                label={t('catalog.tax.appliesFrom')}
                type="date"
                value={rate.valid_from}
                error={rateMessage('valid_from')}
                onChange={(e) => {
                  setRate({ ...rate, valid_from: e.currentTarget.value });
                  setRateServer({});
                }}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={addRate.isPending}>
                {t('catalog.tax.addRateFrom', {
                  day: rate.valid_from ? isolate(rate.valid_from) : t('catalog.tax.thisDate'),
                })}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="xs" c="dimmed">
          {t('catalog.tax.never')}
        </Text>
      </Stack>
    </Modal>
  );
}
