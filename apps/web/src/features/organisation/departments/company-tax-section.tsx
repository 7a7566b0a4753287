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
import { useOrgLabels } from '../labels';

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
  const { t } = useOrgLabels();
  const settings = useCompanyTax(companyId);
  if (settings.error)
    return (
      <LoadFailed
        what={t('organisation.tax.what')}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    );
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
  const { t, message } = useOrgLabels();
  const save = useSaveCompanyTax(companyId);
  const form = useSettingsForm(initial, companyTaxErrors, editable);
  const text = (
    field: 'ntn' | 'strn' | 'tax_office' | 'pos_registration' | 'service_fee' | 'further_tax_rate',
  ) => {
    const bound = form.text(field);
    return { ...bound, error: message(bound.error) };
  };
  const submit = form.submitWith(async ({ hasParent: _parent, ...values }) => {
    const errors = await saveOutcome(() => save.mutateAsync(values), FIELDS);
    form.setSaved(errors === null ? t('organisation.tax.saved') : null);
    return errors;
  });
  const ownRegistration = !form.values.shares_parent_registration;

  return (
    <SettingsSection
      title={t('organisation.tax.title')}
      onSubmit={submit}
      onKeyDown={form.showAllOnEnter}
      editable={editable}
      saved={form.saved}
      saveLabel={t('organisation.tax.save')}
      canSave={form.valid}
      saving={form.saving}
    >
      {!editable && (
        <Text size="sm" c="dimmed">
          {t('organisation.tax.readOnly')}
        </Text>
      )}
      <Checkbox label={t('organisation.tax.charges')} {...form.check('charges_tax')} />
      <Checkbox label={t('organisation.tax.inclusive')} {...form.check('prices_include_tax')} />
      {initial.hasParent && (
        <Checkbox label={t('organisation.tax.sharesParent')} {...form.check('shares_parent_registration')} />
      )}
      {!initial.hasParent && form.values.shares_parent_registration && (
        <Alert color="red">{message(form.error('shares_parent_registration'))}</Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {ownRegistration && (
          <>
            <TextInput label={t('organisation.ntn')} placeholder="1234567-8" dir="ltr" {...text('ntn')} />
            <TextInput
              label={t('organisation.tax.strn')}
              placeholder={t('organisation.cnicPlaceholder')}
              dir="ltr"
              {...text('strn')}
            />
            <TextInput
              label={t('organisation.tax.office')}
              placeholder={t('organisation.tax.officePlaceholder')}
              {...text('tax_office')}
            />
          </>
        )}
        <TextInput
          label={t('organisation.tax.pos')}
          description={t('organisation.tax.posHint')}
          dir="ltr"
          {...text('pos_registration')}
        />
        <TextInput
          label={t('organisation.tax.fee')}
          description={t('organisation.tax.feeHint')}
          inputMode="decimal"
          {...text('service_fee')}
        />
        <TextInput
          label={t('organisation.tax.further')}
          description={t('organisation.tax.furtherHint')}
          inputMode="decimal"
          {...text('further_tax_rate')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
