import { rolesToGive, type UserWire } from '@tillwise/domain';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingModal } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { saveOutcome } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCreateUser } from '../api/create-user';
import { useAllCompanies } from '../api/get-all-companies';
import { useTypeLists } from '../api/get-type-lists';
import { UserForm } from './user-form';
import { emptyUser, USER_FIELDS, type UserFormValues, userFormData } from './user-form-values';

/** `/user/create`: Add User; after saving, back to the list (spec 2.9, 4.8). */
export function AddUserPage({ me }: { me: UserWire }) {
  const t = useT();
  const navigate = useNavigate();
  const types = useTypeLists();
  const companies = useAllCompanies();
  const create = useCreateUser();

  if (types.error)
    return (
      <LoadFailed
        what={t('organisation.users.what.roles')}
        error={types.error}
        onRetry={() => types.refetch()}
      />
    );
  if (companies.error)
    return (
      <LoadFailed
        what={t('organisation.users.what.companies')}
        error={companies.error}
        onRetry={() => companies.refetch()}
      />
    );
  if (!types.data || !companies.data) return <LoadingModal />;

  async function save(values: UserFormValues) {
    const errors = await saveOutcome(() => create.mutateAsync(userFormData('create', values)), USER_FIELDS);
    if (!errors) navigate(paths.users.to());
    return errors;
  }

  return (
    <>
      <PageTitle title={t('organisation.users.add')} />
      <UserForm
        mode="create"
        initial={emptyUser()}
        roles={rolesToGive(toActor(me), types.data.userTypes)}
        companies={companies.data}
        onSubmit={save}
      />
    </>
  );
}
