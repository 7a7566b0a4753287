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
import { useTaxCategoryWrites } from '../api/save-tax-category';
import { generalMessage, saveFailure } from '../form-errors';
import {
  editErrors,
  newRateErrors,
  percentLabel,
  type RateDraft,
  TREATMENT_OPTIONS,
} from './tax-category-rules';

interface Props {
  category: TaxCategoryWire;
  onClose: () => void;
}

/** Fails a write into field messages (shown at the fields) and the rest (the Error modal). */
const failWith = (setFields: (f: Record<string, string>) => void) => (error: unknown) => {
  const failure = saveFailure(error);
  setFields(failure.fields);
  if (failure.general.length > 0) showError(generalMessage(failure.general));
};

/** One category: its name, treatment, Third Schedule mark, use and default mark; its rate history and a new rate from a date. */
export function TaxCategoryModal({ category, onClose }: Props) {
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
      { onSuccess: onClose, onError: failWith(setEditServer) },
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
        onError: failWith(setRateServer),
      },
    );
  };
  const rateMessage = (field: keyof RateDraft) =>
    (rateTouched ? rateProblems[field] : undefined) ?? rateServer[field];

  return (
    <Modal opened onClose={onClose} title={category.name} size="lg" centered>
      <Stack gap="md">
        <form onSubmit={saveEdit} noValidate aria-label="Edit tax category">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Name"
                withAsterisk
                value={edit.name}
                error={editProblems.name ?? editServer.name}
                onChange={(e) => setEdit({ ...edit, name: e.currentTarget.value })}
              />
              <NativeSelect
                label="Treatment"
                value={edit.treatment}
                data={TREATMENT_OPTIONS}
                error={editServer.treatment}
                onChange={(e) => setEdit({ ...edit, treatment: e.currentTarget.value as TaxTreatment })}
              />
            </SimpleGrid>
            <Checkbox
              label="Third Schedule goods (taxed on the printed retail price)"
              checked={edit.third_schedule}
              error={editProblems.third_schedule ?? editServer.third_schedule}
              onChange={(e) => setEdit({ ...edit, third_schedule: e.currentTarget.checked })}
            />
            <Checkbox
              label="In use (a retired category is kept for the products and sales that have it)"
              checked={edit.is_active}
              error={editServer.is_active}
              onChange={(e) => setEdit({ ...edit, is_active: e.currentTarget.checked })}
            />
            <Checkbox
              label="Default (a product saved without a tax category takes it)"
              checked={edit.is_default}
              error={editProblems.is_default ?? editServer.is_default}
              onChange={(e) => setEdit({ ...edit, is_default: e.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button
                type="submit"
                loading={update.isPending}
                disabled={Object.keys(editProblems).length > 0}
              >
                Save changes
              </Button>
            </Group>
          </Stack>
        </form>
        <Divider />
        <Title order={3} size="h5">
          Rate history
        </Title>
        {category.rates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No rate yet: products of this category cannot be sold with tax until it has one.
          </Text>
        ) : (
          <Table aria-label="Rate history" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th ta="right">Rate</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {category.rates.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.valid_from}</Table.Td>
                  <Table.Td ta="right">{percentLabel(r.rate)}</Table.Td>
                  <Table.Td c="dimmed" fz="sm">
                    {r.valid_from > today
                      ? 'to come'
                      : r.rate === category.rate && r.valid_from <= today
                        ? 'in force'
                        : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={saveRate} noValidate aria-label="Add a rate">
          <Stack gap="xs">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="New rate (%)"
                inputMode="decimal"
                value={rate.rate}
                error={rateMessage('rate')}
                onChange={(e) => {
                  setRate({ ...rate, rate: e.currentTarget.value });
                  setRateServer({});
                }}
              />
              <TextInput
                label="Applies from"
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
                Add a rate from {rate.valid_from || 'this date'}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="xs" c="dimmed">
          A rate is never edited: sales keep the rate they were made at. A change of law is a new rate from
          its date.
        </Text>
      </Stack>
    </Modal>
  );
}
