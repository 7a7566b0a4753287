import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ORDER_MSG, type UserWire } from '@tillwise/domain';
import { useCallback } from 'react';
import { saveOutcome } from '../../lib/form-errors';
import { type FieldErrors, useForm } from '../../lib/use-form';
import { type NewCustomer, useCreateCustomer } from './api/create-customer';

const EMPTY: NewCustomer = { first_name: '', last_name: '', contact_number: '', description: '' };
const FIELDS = ['first_name', 'last_name', 'contact_number', 'description'] as const;

function validate(values: NewCustomer): FieldErrors<keyof NewCustomer> {
  const errors: FieldErrors<keyof NewCustomer> = {};
  if (!values.first_name.trim() && !values.last_name.trim()) errors.first_name = ORDER_MSG.customerNameEmpty;
  if (!values.contact_number.trim()) errors.contact_number = ORDER_MSG.contactRequired;
  return errors;
}

export interface AddCustomerModalProps {
  opened: boolean;
  companyId: number;
  onClose: () => void;
  onCreated: (customer: UserWire) => void;
}

/** Add Customer (spec 2.4, 5.1): stays open while the server has field errors. */
export function AddCustomerModal({ opened, companyId, onClose, onCreated }: AddCustomerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Customer" centered>
      {opened && <CustomerForm companyId={companyId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CustomerForm({ companyId, onClose, onCreated }: Omit<AddCustomerModalProps, 'opened'>) {
  const form = useForm(EMPTY, useCallback(validate, []));
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
          <TextInput label="First name" data-autofocus {...input('first_name')} />
          <TextInput label="Last name" {...input('last_name')} />
        </Group>
        <TextInput label="Contact number" inputMode="tel" {...input('contact_number')} />
        <Textarea label="Description" autosize minRows={2} maxLength={250} {...input('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.saving}>
            Add Customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
