import { Alert, Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  type CompanyTaxField,
  type CompanyTaxInput,
  type CompanyTaxSettingsWire,
  companyTaxErrors,
} from '@tillwise/domain';
import { LoadFailed } from '../../../components/load-failed';
import { SettingsSection } from '../../../components/settings-section';
import { saveOutcome } from '../../../lib/form-errors';
import { plainDecimal } from '../../../lib/format';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useCompanyTax, useSaveCompanyTax } from '../api/company-tax';

const FIELDS: readonly CompanyTaxField[] = [
  'charges_tax',
  'prices_include_tax',
  'shares_parent_registration',
  'ntn',
  'strn',
  'tax_office',
  'pos_registration',
  'service_fee',
  'further_tax_rate',
];

const formValues = (s: CompanyTaxSettingsWire, hasParent: boolean): CompanyTaxInput => ({
  charges_tax: s.charges_tax,
  prices_include_tax: s.prices_include_tax,
  shares_parent_registration: s.shares_parent_registration,
  ntn: s.ntn,
  strn: s.strn,
  tax_office: s.tax_office,
  pos_registration: s.pos_registration,
  service_fee: plainDecimal(s.service_fee),
  further_tax_rate: plainDecimal(s.further_tax_rate),
  hasParent,
});

interface Props {
  companyId: number;
  /** The company has a parent: it may share the parent's registration. */
  hasParent: boolean;
  /** The caller may change these settings (a super admin, or the company's own admin). */
  editable: boolean;
}

/**
 * The Tax section of a company (docs/domain/tax.md, "Setting up"): whether it charges sales tax
 * and how its prices are stated, its registration (NTN, STRN, tax office, POS number) or that it
 * shares its parent's, the POS service fee and the further tax rate. Saved on its own.
 */
export function CompanyTaxSection({ companyId, hasParent, editable }: Props) {
  const settings = useCompanyTax(companyId);
  if (settings.error)
    return <LoadFailed what="the tax settings" error={settings.error} onRetry={() => settings.refetch()} />;
  if (!settings.data) return null;
  return (
    <TaxForm
      key={companyId}
      initial={formValues(settings.data, hasParent)}
      companyId={companyId}
      editable={editable}
    />
  );
}

function TaxForm({
  initial,
  companyId,
  editable,
}: {
  initial: CompanyTaxInput;
  companyId: number;
  editable: boolean;
}) {
  const save = useSaveCompanyTax(companyId);
  const form = useSettingsForm(initial, companyTaxErrors, editable);
  const submit = form.submitWith(async ({ hasParent: _parent, ...values }) => {
    const errors = await saveOutcome(() => save.mutateAsync(values), FIELDS);
    form.setSaved(errors === null ? 'Tax settings saved.' : null);
    return errors;
  });
  const ownRegistration = !form.values.shares_parent_registration;

  return (
    <SettingsSection
      title="Tax"
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel="Save tax settings"
      canSave={form.valid}
      saving={form.saving}
    >
      {!editable && (
        <Text size="sm" c="dimmed">
          Only a super admin or this company's own admin changes its tax settings.
        </Text>
      )}
      <Checkbox label="Charges sales tax on its sales" {...form.check('charges_tax')} />
      <Checkbox
        label="Prices include tax (the shelf price is what the customer pays)"
        {...form.check('prices_include_tax')}
      />
      {initial.hasParent && (
        <Checkbox
          label="Shares its parent's registration (a branch: it reports under the parent's NTN and STRN)"
          {...form.check('shares_parent_registration')}
        />
      )}
      {!initial.hasParent && form.values.shares_parent_registration && (
        <Alert color="red">{form.error('shares_parent_registration')}</Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {ownRegistration && (
          <>
            <TextInput label="NTN" placeholder="1234567-8" {...form.text('ntn')} />
            <TextInput label="STRN" placeholder="13 digits" {...form.text('strn')} />
            <TextInput label="Tax office" placeholder="e.g. RTO Lahore" {...form.text('tax_office')} />
          </>
        )}
        <TextInput
          label="POS registration number"
          description="Of this shop's point of sale with the tax authority"
          {...form.text('pos_registration')}
        />
        <TextInput
          label="Service fee per sale"
          description="Collected for the authority on each retail invoice; 0 for none"
          inputMode="decimal"
          {...form.text('service_fee')}
        />
        <TextInput
          label="Further tax rate (%)"
          description="On supplies to unregistered buyers who are not end consumers; 0 for none"
          inputMode="decimal"
          {...form.text('further_tax_rate')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
