import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { UserWire } from '@tillwise/domain';
import { useMemo } from 'react';
import { useT } from '../../i18n';
import type { Translate } from '../../i18n/use-t';
import { saveOutcome } from '../../lib/form-errors';
import { type FieldErrors, useForm } from '../../lib/use-form';
import { type NewCustomer, useCreateCustomer } from './api/create-customer';

const EMPTY: NewCustomer = { first_name: '', last_name: '', contact_number: '', description: '' };
const FIELDS = ['first_name', 'last_name', 'contact_number', 'description'] as const;

const validator =
  (t: Translate) =>
  (values: NewCustomer): FieldErrors<keyof NewCustomer> => {
    const errors: FieldErrors<keyof NewCustomer> = {};
    if (!values.first_name.trim() && !values.last_name.trim())
      errors.first_name = t('counter.addCustomer.nameEmpty');
    if (!values.contact_number.trim()) errors.contact_number = t('counter.addCustomer.contactRequired');
    return errors;
  };

export interface AddCustomerModalProps {
  opened: boolean;
  companyId: number;
  onClose: () => void;
  onCreated: (customer: UserWire) => void;
}

/** Add Customer (spec 2.4, 5.1): stays open while the server has field errors. */
export function AddCustomerModal({ opened, companyId, onClose, onCreated }: AddCustomerModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('counter.addCustomer.title')} centered>
      {opened && <CustomerForm companyId={companyId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CustomerForm({ companyId, onClose, onCreated }: Omit<AddCustomerModalProps, 'opened'>) {
  const t = useT();
  const form = useForm(
    EMPTY,
    useMemo(() => validator(t), [t]),
  );
  const create = useCreateCustomer(companyId);
  const submit = form.submitWith(async (values) => {
    const rejected = await saveOutcome(
      async () => onCreated(await create.mutateAsync(values)),
      [...FIELDS, 'username'],
    );
    // The contact number is the customer's username: a clash belongs under that field.
    if (rejected?.username) {
      const { username, ...rest } = rejected;
      return { ...rest, contact_number: rest.contact_number ?? username };
    }
    return rejected;
  });
  const input = (field: keyof NewCustomer) => ({
    value: form.values[field],
    error: form.error(field),
    onChange: (e: { currentTarget: { value: string } }) => form.set(field, e.currentTarget.value),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow>
          <TextInput label={t('counter.addCustomer.firstName')} data-autofocus {...input('first_name')} />
          <TextInput label={t('counter.addCustomer.lastName')} {...input('last_name')} />
        </Group>
        <TextInput label={t('counter.addCustomer.contact')} inputMode="tel" {...input('contact_number')} />
        <Textarea
          label={t('counter.addCustomer.description')}
          autosize
          minRows={2}
          maxLength={250}
          {...input('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('counter.addCustomer.cancel')}
          </Button>
          <Button type="submit" loading={form.saving}>
            {t('counter.addCustomer.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
