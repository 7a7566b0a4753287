import { Space } from '@mantine/core';
import { rolesToGive, type UserWire } from '@tillwise/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/loading-modal';
import { PageTitle } from '../../../components/page-title';
import { useT } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { isApiError } from '../../../lib/api-error';
import { saveOutcome } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useTypeLists } from '../api/get-type-lists';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { CustomerCreditSection } from './customer-credit-section';
import { UserForm } from './user-form';
import { USER_FIELDS, type UserFormValues, userFormData, userToValues } from './user-form-values';

/** `/user/edit/:userId`: Edit User, without username and company (spec 2.9). */
export function EditUserPage({ me }: { me: UserWire }) {
  const id = Number(useParams().userId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound.to()} replace />;
  return <EditUser me={me} id={id} />;
}

function EditUser({ me, id }: { me: UserWire; id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const user = useUser(id);
  const types = useTypeLists();
  const update = useUpdateUser();

  // An id that does not exist, or is out of reach, is not found (spec 2.1).
  if (isApiError(user.error) && user.error.status === 404)
    return <Navigate to={paths.notFound.to()} replace />;
  if (user.error)
    return (
      <LoadFailed what={t('organisation.users.what.one')} error={user.error} onRetry={() => user.refetch()} />
    );
  if (types.error)
    return (
      <LoadFailed
        what={t('organisation.users.what.roles')}
        error={types.error}
        onRetry={() => types.refetch()}
      />
    );
  if (!user.data || !types.data) return <PageLoading />;

  async function save(values: UserFormValues) {
    const body = userFormData('edit', values);
    const errors = await saveOutcome(() => update.mutateAsync({ id, body }), USER_FIELDS);
    if (!errors) navigate(paths.users.to());
    return errors;
  }

  return (
    <>
      <PageTitle title={t('organisation.users.edit', { username: user.data.username })} />
      <UserForm
        mode="edit"
        initial={userToValues(user.data)}
        roles={rolesToGive(toActor(me), types.data.userTypes)}
        companies={[]}
        roleLocked={user.data.id === me.id}
        currentPicture={user.data.user_profilepic}
        onSubmit={save}
      />
      {user.data.user_type === 'REGULAR_CUSTOMER' && (
        <>
          <Space h="md" />
          <CustomerCreditSection customerId={id} />
        </>
      )}
    </>
  );
}
