import { Button } from '@mantine/core';
import type { UserWire } from '@tillwise/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../components/global-error';
import { useListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { toActor } from '../../../lib/actor';
import { failureText } from '../../../lib/api-error';
import { displayName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { SetPasswordModal } from './set-password-modal';
import { userColumns } from './user-columns';

/** `/users` (spec 2.9): search, the table, Activate/Deactivate after a confirmation, pagination. */
export function UsersPage({ me }: { me: UserWire }) {
  const list = useListParams();
  const users = useUsers({ search: list.search, page: list.page });
  const table = useListTable(users, list.page, list.setPage);
  const update = useUpdateUser();
  const [toggling, setToggling] = useState<UserWire | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserWire | null>(null);

  const columns = userColumns({
    me,
    actor: toActor(me),
    onToggleActive: setToggling,
    onSetPassword: setPasswordFor,
  });

  async function toggle() {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { is_active: !toggling.is_active } });
    } catch (error) {
      showError(failureText(error) ?? 'Could not change the user.');
    }
    setToggling(null);
  }

  const name = toggling ? `${displayName(toggling)} (${toggling.username})` : '';
  return (
    <>
      <PageTitle title="Users">
        <SearchBox
          label="Search users"
          placeholder="Search users"
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addUser.to()}>
          Add User
        </Button>
      </PageTitle>
      <DataTable
        columns={columns}
        rowKey={(u) => u.id}
        {...table}
        emptyText={list.search ? `No user matches “${list.search}”.` : 'No users yet.'}
      />
      <ConfirmModal
        opened={toggling !== null}
        title={toggling?.is_active ? 'Deactivate user' : 'Activate user'}
        confirmLabel={toggling?.is_active ? 'Deactivate' : 'Activate'}
        danger={toggling?.is_active}
        busy={update.isPending}
        onConfirm={toggle}
        onCancel={() => setToggling(null)}
      >
        {toggling?.is_active
          ? `Deactivate ${name}? They are signed out at once and cannot sign in until activated again.`
          : `Activate ${name}? They can sign in again.`}
      </ConfirmModal>
      <SetPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
