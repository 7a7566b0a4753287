import { Alert, Stack } from '@mantine/core';
import { isAdmin, isSuperAdmin, type UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingModal } from '../../../components/loading-modal';
import { useT } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { saveOutcome } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import type { CompanyInput } from '../api/create-company';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { COMPANY_FIELDS, CompanyForm } from '../departments/company-form';
import { CompanyLanguageSection } from '../departments/company-language-section';
import { CompanyTaxSection } from '../departments/company-tax-section';

/**
 * Settings › Company settings: the signed-in user's own company. Only a super admin renames it
 * (spec 5.6); the outcome is 'Company is updated!!' or 'Can not update company' (spec 8).
 */
export function CompanyTab({ me, companyId }: { me: UserWire; companyId: number }) {
  const t = useT();
  const company = useCompany(companyId);
  const update = useUpdateCompany();
  const [outcome, setOutcome] = useState<'updated' | 'failed' | null>(null);
  const actor = toActor(me);

  if (company.error)
    return (
      <LoadFailed
        what={t('organisation.settings.what.company')}
        error={company.error}
        onRetry={() => company.refetch()}
      />
    );
  if (!company.data) return <LoadingModal />;

  async function save(values: CompanyInput) {
    setOutcome(null);
    const { company_type: _type, ...body } = values;
    const errors = await saveOutcome(() => update.mutateAsync({ id: companyId, body }), COMPANY_FIELDS);
    setOutcome(errors ? 'failed' : 'updated');
    return errors;
  }

  const { company_name, company_type, address, contact_number } = company.data;
  return (
    <Stack gap="md">
      <CompanyForm
        label={t('organisation.settings.tab.company')}
        initial={{ company_name, company_type, address, contact_number }}
        nameLocked={!isSuperAdmin(actor)}
        submitLabel={t('organisation.settings.updateCompany')}
        // Spec 2.15: Cancel leads to the departments; managers without that screen stay here.
        cancelTo={isAdmin(actor) ? paths.departments.to() : paths.settings.to()}
        status={
          outcome && (
            <Alert
              color={outcome === 'updated' ? 'green' : 'red'}
              role={outcome === 'updated' ? 'status' : 'alert'}
            >
              {outcome === 'updated'
                ? t('organisation.company.updated')
                : t('organisation.company.updateFailed')}
            </Alert>
          )
        }
        onSubmit={save}
      />
      {/* Its people's language and the digits of its Urdu receipts (issue 43). */}
      <CompanyLanguageSection company={company.data} />
      {/* Settings is the manager's own company: its admin sets its tax settings here. */}
      <CompanyTaxSection companyId={companyId} hasParent={company.data.parent !== null} editable />
    </Stack>
  );
}
