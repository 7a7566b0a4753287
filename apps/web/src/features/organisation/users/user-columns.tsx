import { Badge, Button, Group, Text } from '@mantine/core';
import { type Actor, canSignIn, outranks, USER_TYPE_LABELS, type UserWire } from '@tillwise/domain';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { displayName, money } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export interface UserActions {
  me: UserWire;
  actor: Actor;
  onToggleActive: (user: UserWire) => void;
  onSetPassword: (user: UserWire) => void;
}

const fullName = (u: UserWire) => `${u.first_name} ${u.last_name}`.trim();

/** Row buttons, each only where the server would allow it: nobody acts on a higher role or switches themselves off. */
function RowActions({ user, actions }: { user: UserWire; actions: UserActions }) {
  if (outranks(user.user_type, actions.actor)) return null;
  const self = user.id === actions.me.id;
  const name = displayName(user);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={paths.editUser.to({ userId: user.id })}
        size="compact-xs"
        variant="light"
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      {!self && canSignIn(user.user_type) && (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => actions.onSetPassword(user)}
          aria-label={`Set password of ${name}`}
        >
          Set password
        </Button>
      )}
      {!self && (user.user_type !== 'WALK_IN_CUSTOMER' || !user.is_active) && (
        <Button
          size="compact-xs"
          variant={user.is_active ? 'outline' : 'filled'}
          color={user.is_active ? 'red' : 'green'}
          onClick={() => actions.onToggleActive(user)}
          aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${name}`}
        >
          {user.is_active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </Group>
  );
}

/** The Users table (spec 2.9): username, name, role, company, contact, credit, then the actions. */
export function userColumns(actions: UserActions): Column<UserWire>[] {
  return [
    { header: 'Sr No', cell: (_u, i) => i + 1, width: 72 },
    {
      header: 'Username',
      cell: (u) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {u.username}
          </Text>
          {!u.is_active && (
            <Badge size="xs" color="gray" variant="filled">
              Inactive
            </Badge>
          )}
        </Group>
      ),
    },
    { header: 'Name', cell: (u) => fullName(u) || '—' },
    { header: 'Role', cell: (u) => USER_TYPE_LABELS[u.user_type] },
    { header: 'Company', cell: (u) => u.company?.company_name ?? '—' },
    { header: 'Contact', cell: (u) => u.contact_number || '—' },
    { header: 'Credit', cell: (u) => money(u.credit), align: 'right' },
    { header: 'Actions', cell: (u) => <RowActions user={u} actions={actions} />, align: 'right' },
  ];
}
