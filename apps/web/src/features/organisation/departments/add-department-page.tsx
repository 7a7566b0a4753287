import { departmentParentId, MSG, type UserWire } from '@tillwise/domain';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingModal } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { saveOutcome } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { type CompanyInput, useCreateCompany } from '../api/create-company';
import { useTypeLists } from '../api/get-type-lists';
import { COMPANY_FIELDS, CompanyForm } from './company-form';
import { departmentTypes, emptyDepartment } from './department-types';

/** `/department/create`: Add Department, under the parent spec 4.8 gives (the server derives it too). */
export function AddDepartmentPage({ me }: { me: UserWire }) {
  const t = useT();
  const navigate = useNavigate();
  const types = useTypeLists();
  const create = useCreateCompany();

  if (types.error)
    return (
      <LoadFailed
        what={t('organisation.departments.what.types')}
        error={types.error}
        onRetry={() => types.refetch()}
      />
    );
  if (!types.data) return <LoadingModal />;

  async function save(values: CompanyInput) {
    const parent = me.company ? departmentParentId(me.company) : null;
    const { company_type } = values;
    // The form offers no PARENT (`departmentTypes`): a department is never one.
    if (company_type === 'PARENT') return { company_type: MSG.parentTypeNotAllowed };
    const errors = await saveOutcome(
      () => create.mutateAsync({ ...values, company_type, parent }),
      COMPANY_FIELDS,
    );
    if (!errors) navigate(paths.departments.to());
    return errors;
  }

  return (
    <>
      <PageTitle title={t('organisation.departments.add')} />
      <CompanyForm
        label={t('organisation.departments.addForm')}
        initial={emptyDepartment()}
        types={departmentTypes(types.data.companyTypes)}
        submitLabel={t('organisation.departments.add')}
        cancelTo={paths.departments.to()}
        onSubmit={save}
      />
    </>
  );
}
