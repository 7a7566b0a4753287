import { Space } from '@mantine/core';
import { isSuperAdmin, type UserWire } from '@tillwise/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingModal } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { isApiError } from '../../../lib/api-error';
import { saveOutcome } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import type { CompanyInput } from '../api/create-company';
import { useCompany } from '../api/get-company';
import { useTypeLists } from '../api/get-type-lists';
import { useUpdateCompany } from '../api/update-company';
import { CompanyCreditSection } from './company-credit-section';
import { CompanyFiscalSection } from './company-fiscal-section';
import { COMPANY_FIELDS, CompanyForm } from './company-form';
import { CompanyLanguageSection } from './company-language-section';
import { CompanyScaleSection } from './company-scale-section';
import { CompanyTaxSection } from './company-tax-section';
import { departmentTypes } from './department-types';

/** `/department/edit/:companyId`: Edit Department (spec 2.10). */
export function EditDepartmentPage({ me }: { me: UserWire }) {
  const id = Number(useParams().companyId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound.to()} replace />;
  return <EditDepartment me={me} id={id} />;
}

function EditDepartment({ me, id }: { me: UserWire; id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const company = useCompany(id);
  const types = useTypeLists();
  const update = useUpdateCompany();

  if (isApiError(company.error) && company.error.status === 404)
    return <Navigate to={paths.notFound.to()} replace />;
  if (company.error)
    return (
      <LoadFailed
        what={t('organisation.departments.what.one')}
        error={company.error}
        onRetry={() => company.refetch()}
      />
    );
  if (types.error)
    return (
      <LoadFailed
        what={t('organisation.departments.what.types')}
        error={types.error}
        onRetry={() => types.refetch()}
      />
    );
  if (!company.data || !types.data) return <LoadingModal />;

  async function save(values: CompanyInput) {
    const errors = await saveOutcome(() => update.mutateAsync({ id, body: values }), COMPANY_FIELDS);
    if (!errors) navigate(paths.departments.to());
    return errors;
  }

  const { company_name, company_type, address, contact_number } = company.data;
  const own = company.data.id === me.company?.id;
  return (
    <>
      <PageTitle title={t('organisation.departments.edit', { name: company_name })} />
      <CompanyForm
        label={t('organisation.departments.editForm')}
        initial={{ company_name, company_type, address, contact_number }}
        types={departmentTypes(types.data.companyTypes)}
        typeLocked={own || company_type === 'PARENT'}
        nameLocked={!isSuperAdmin(toActor(me))}
        submitLabel={t('organisation.save')}
        cancelTo={paths.departments.to()}
        onSubmit={save}
      />
      <Space h="md" />
      {/* Issue 43: the language its people see, and the digits its Urdu receipts print. */}
      <CompanyLanguageSection company={company.data} />
      <Space h="md" />
      <CompanyTaxSection
        companyId={id}
        hasParent={company.data.parent !== null}
        editable={isSuperAdmin(toActor(me)) || own}
      />
      <Space h="md" />
      <CompanyFiscalSection companyId={id} editable={isSuperAdmin(toActor(me)) || own} />
      <Space h="md" />
      {/* Admins of the company and above it set its credit terms (the policy's PUT company/<id>/credit/). */}
      <CompanyCreditSection companyId={id} editable />
      <CompanyScaleSection companyId={id} editable={isSuperAdmin(toActor(me)) || own} />
    </>
  );
}
