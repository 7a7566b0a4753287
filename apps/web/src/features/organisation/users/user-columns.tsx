import { Badge, Button, Group, Text } from '@mantine/core';
import { type Actor, canSignIn, outranks, type UserWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { Ltr } from '../../../i18n';
import { displayName, type Formatter } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { useOrgLabels } from '../labels';

export interface UserActions {
  me: UserWire;
  actor: Actor;
  onToggleActive: (user: UserWire) => void;
  onSetPassword: (user: UserWire) => void;
  labels: ReturnType<typeof useOrgLabels>;
  /** Money in the reader's language. */
  fmt: Formatter;
}

const fullName = (u: UserWire) => `${u.first_name} ${u.last_name}`.trim();

/** Row buttons, each only where the server would allow it: nobody acts on a higher role or switches themselves off. */
function RowActions({ user, actions }: { user: UserWire; actions: UserActions }) {
  if (outranks(user.user_type, actions.actor)) return null;
  const self = user.id === actions.me.id;
  const name = displayName(user);
  const { t } = actions.labels;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={paths.editUser.to({ userId: user.id })}
        size="compact-xs"
        variant="light"
        aria-label={t('organisation.editNamed', { name })}
      >
        {t('organisation.edit')}
      </Button>
      {!self && canSignIn(user.user_type) && (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => actions.onSetPassword(user)}
          aria-label={t('organisation.users.setPasswordNamed', { name })}
        >
          {t('organisation.users.setPassword')}
        </Button>
      )}
      {!self && (user.user_type !== 'WALK_IN_CUSTOMER' || !user.is_active) && (
        <Button
          size="compact-xs"
          variant={user.is_active ? 'outline' : 'filled'}
          color={user.is_active ? 'red' : 'green'}
          onClick={() => actions.onToggleActive(user)}
          aria-label={
            user.is_active
              ? t('organisation.users.deactivateNamed', { name })
              : t('organisation.users.activateNamed', { name })
          }
        >
          {user.is_active ? t('organisation.users.deactivate') : t('organisation.users.activate')}
        </Button>
      )}
    </Group>
  );
}

/** The Users table (spec 2.9): username, name, role, company, contact, credit, then the actions. */
export function userColumns(actions: UserActions): Column<UserWire>[] {
  const { t, userType } = actions.labels;
  return [
    { header: t('organisation.col.sr'), cell: (_u, i) => i + 1, width: 72 },
    {
      header: t('organisation.users.col.username'),
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {u.username}
          </Text>
          {!u.is_active && (
            <Badge size="xs" color="gray" variant="filled">
              {t('organisation.users.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    { header: t('organisation.col.name'), cell: (u) => fullName(u) || '—' },
    { header: t('organisation.users.col.role'), cell: (u) => userType(u.user_type) },
    { header: t('organisation.users.col.company'), cell: (u) => u.company?.company_name ?? '—' },
    {
      header: t('organisation.col.contact'),
      cell: (u) => (u.contact_number ? <Ltr>{u.contact_number}</Ltr> : '—'),
    },
    { header: t('organisation.users.col.credit'), cell: (u) => actions.fmt.money(u.credit), align: 'right' },
    {
      header: t('organisation.col.actions'),
      cell: (u) => <RowActions user={u} actions={actions} />,
      align: 'right',
    },
  ];
}
