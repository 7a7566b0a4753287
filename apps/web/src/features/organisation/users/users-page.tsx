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
import { useFormatter } from '../../../i18n';
import { toActor } from '../../../lib/actor';
import { failureText } from '../../../lib/api-error';
import { displayName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useOrgLabels } from '../labels';
import { SetPasswordModal } from './set-password-modal';
import { userColumns } from './user-columns';

/** `/users` (spec 2.9): search, the table, Activate/Deactivate after a confirmation, pagination. */
export function UsersPage({ me }: { me: UserWire }) {
  const labels = useOrgLabels();
  const { t } = labels;
  const fmt = useFormatter();
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
    labels,
    fmt,
  });

  async function toggle() {
    if (!toggling) return;
    try {
      await update.mutateAsync({ id: toggling.id, body: { is_active: !toggling.is_active } });
    } catch (error) {
      showError(failureText(error) ?? t('organisation.users.changeFailed'));
    }
    setToggling(null);
  }

  const name = toggling ? `${displayName(toggling)} (${toggling.username})` : '';
  return (
    <>
      <PageTitle title={t('organisation.users.title')}>
        <SearchBox
          label={t('organisation.users.search')}
          placeholder={t('organisation.users.search')}
          initial={list.search}
          onSearch={list.setSearch}
        />
        <Button component={Link} to={paths.addUser.to()}>
          {t('organisation.users.add')}
        </Button>
      </PageTitle>
      <DataTable
        columns={columns}
        rowKey={(u) => u.id}
        {...table}
        emptyText={
          list.search
            ? t('organisation.users.noMatch', { search: list.search })
            : t('organisation.users.empty')
        }
      />
      <ConfirmModal
        opened={toggling !== null}
        title={
          toggling?.is_active
            ? t('organisation.users.deactivateTitle')
            : t('organisation.users.activateTitle')
        }
        confirmLabel={
          toggling?.is_active ? t('organisation.users.deactivate') : t('organisation.users.activate')
        }
        danger={toggling?.is_active}
        busy={update.isPending}
        onConfirm={toggle}
        onCancel={() => setToggling(null)}
      >
        {toggling?.is_active
          ? t('organisation.users.deactivateConfirm', { name })
          : t('organisation.users.activateConfirm', { name })}
      </ConfirmModal>
      <SetPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </>
  );
}
