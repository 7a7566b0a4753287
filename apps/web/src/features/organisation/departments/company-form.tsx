import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type CompanyType, departmentErrors } from '@tillwise/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import type { CompanyInput } from '../api/create-company';
import { useOrgLabels } from '../labels';

export type CompanyField = keyof CompanyInput;
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'company_name',
  'company_type',
  'address',
  'contact_number',
];

const validate = (v: CompanyInput) => departmentErrors(v);

export interface CompanyFormProps {
  label: string;
  initial: CompanyInput;
  /** The department types to offer; without them the type is not shown (Settings). */
  types?: CompanyType[];
  typeLocked?: boolean;
  /** Only a super admin renames a company (spec 5.6): others see the name read-only. */
  nameLocked?: boolean;
  submitLabel: string;
  cancelTo: string;
  /** Shown above the buttons: the outcome of the last save, where the screen reports one. */
  status?: ReactNode;
  /** Saves; resolves to the server's field messages, or null when saved. */
  onSubmit: (values: CompanyInput) => Promise<FieldErrors<CompanyField> | null>;
}

/** The Department form and the Settings company tab: name, type, address, contact (spec 2.10, 5.6). */
export function CompanyForm(props: CompanyFormProps) {
  const { types, nameLocked, typeLocked } = props;
  const { t, companyType, message } = useOrgLabels();
  const form = useForm(props.initial, validate);
  const v = form.values;
  const text = (field: 'company_name' | 'address' | 'contact_number') => ({
    value: v[field],
    onChange: (e: { currentTarget: { value: string } }) => form.set(field, e.currentTarget.value),
    onBlur: () => form.touch(field),
    error: message(form.error(field)),
  });
  const typeChoices = types && !types.includes(v.company_type) ? [v.company_type, ...types] : types;

  const submit = form.submitWith(props.onSubmit);

  return (
    <form onSubmit={submit} onKeyDown={form.showAllOnEnter} noValidate aria-label={props.label}>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('organisation.company.name')}
              withAsterisk={!nameLocked}
              readOnly={nameLocked}
              dir="auto"
              variant={nameLocked ? 'filled' : 'default'}
              description={nameLocked ? t('organisation.company.nameLocked') : undefined}
              {...text('company_name')}
            />
            {typeChoices && (
              <Select
                label={t('organisation.company.type')}
                withAsterisk
                allowDeselect={false}
                disabled={typeLocked}
                description={typeLocked ? t('organisation.company.typeLocked') : undefined}
                data={typeChoices.map((type) => ({ value: type, label: companyType(type) }))}
                value={v.company_type}
                onChange={(value) => value && form.set('company_type', value as CompanyType)}
                error={message(form.error('company_type'))}
              />
            )}
            <TextInput
              label={t('organisation.company.contactNumber')}
              placeholder="0423-5761234"
              dir="ltr"
              {...text('contact_number')}
            />
            <TextInput label={t('organisation.company.address')} dir="auto" {...text('address')} />
          </SimpleGrid>
          {props.status}
          <Group justify="flex-end">
            <Button component={Link} to={props.cancelTo} variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!form.valid} loading={form.saving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
