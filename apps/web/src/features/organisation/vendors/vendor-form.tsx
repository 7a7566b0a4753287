import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type CompanyWire, taxIdentityErrors, vendorErrors } from '@tillwise/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import { useOrgLabels } from '../labels';

export interface VendorFormValues {
  first_name: string;
  last_name: string;
  contact_number: string;
  company: number | null;
  /** The vendor's tax identity (docs/domain/tax.md); the vendor company's registration is its Tax section. */
  ntn: string;
  cnic: string;
  tax_registered: boolean;
}
export type VendorField = keyof VendorFormValues;
export const VENDOR_FIELDS: readonly VendorField[] = [
  'first_name',
  'last_name',
  'contact_number',
  'company',
  'ntn',
  'cnic',
  'tax_registered',
];

const validate = (v: VendorFormValues) => ({ ...vendorErrors(v), ...taxIdentityErrors(v) });

export interface VendorFormProps {
  label: string;
  initial: VendorFormValues;
  /** The VENDOR companies in reach. */
  companies: CompanyWire[];
  submitLabel: string;
  onSubmit: (values: VendorFormValues) => Promise<FieldErrors<VendorField> | null>;
  /** Cancel closes a modal instead of going back to the Vendors list. */
  onCancel?: () => void;
}

/** Add Vendor and Edit Vendor (spec 2.10, 5.6): the contact number is also the vendor's username. */
export function VendorForm({ label, initial, companies, submitLabel, onSubmit, onCancel }: VendorFormProps) {
  const { t, message } = useOrgLabels();
  const form = useForm(initial, validate);
  const v = form.values;
  const text = (field: 'first_name' | 'last_name' | 'contact_number' | 'ntn' | 'cnic') => ({
    value: v[field],
    onChange: (e: { currentTarget: { value: string } }) => form.set(field, e.currentTarget.value),
    onBlur: () => form.touch(field),
    error: message(form.error(field)),
  });

  // Spec 4.8: after field errors from the server, the page scrolls back to the top.
  const submit = form.submitWith(onSubmit, () => window.scrollTo({ top: 0 }));

  return (
    <form onSubmit={submit} onKeyDown={form.showAllOnEnter} noValidate aria-label={label}>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('organisation.firstName')} {...text('first_name')} />
            <TextInput label={t('organisation.lastName')} {...text('last_name')} />
            <TextInput
              label={t('organisation.contactNumber')}
              withAsterisk
              placeholder="03001234567"
              dir="ltr"
              description={t('organisation.vendorForm.contactHint')}
              {...text('contact_number')}
            />
            <Select
              label={t('organisation.vendorForm.company')}
              withAsterisk
              searchable
              description={t('organisation.vendorForm.companyHint')}
              placeholder={
                companies.length ? t('organisation.chooseCompany') : t('organisation.vendorForm.noCompany')
              }
              data={companies.map((c) => ({ value: String(c.id), label: c.company_name }))}
              value={v.company === null ? null : String(v.company)}
              onChange={(value) => form.set('company', value ? Number(value) : null)}
              onBlur={() => form.touch('company')}
              // With no VENDOR company at all, say so at once (spec 5.6).
              error={message(
                companies.length === 0 ? validate({ ...v, company: null }).company : form.error('company'),
              )}
            />
            <TextInput label={t('organisation.ntn')} placeholder="1234567-8" dir="ltr" {...text('ntn')} />
            <TextInput
              label={t('organisation.cnic')}
              placeholder={t('organisation.cnicPlaceholder')}
              dir="ltr"
              {...text('cnic')}
            />
            <Checkbox
              label={t('organisation.taxRegistered')}
              checked={v.tax_registered}
              onChange={(e) => form.set('tax_registered', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            ) : (
              <Button component={Link} to={paths.vendors.to()} variant="default">
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={!form.valid} loading={form.saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
