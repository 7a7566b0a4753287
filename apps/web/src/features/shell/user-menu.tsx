import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { type DropdownKey, USER_TYPE_LABELS, type UserWire } from '@tillwise/domain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, initials } from '../../lib/format';
import classes from './app-header.module.css';
import { ChevronDownIcon, LogoutIcon, ReportIcon, SettingsIcon } from './icons';

const ENTRIES: Record<DropdownKey, { path: string; icon: ReactNode }> = {
  Settings: { path: '/settings', icon: <SettingsIcon size={16} /> },
  Reports: { path: '/report', icon: <ReportIcon size={16} /> },
  Logout: { path: '/logout', icon: <LogoutIcon size={16} /> },
};

/** Profile picture and name; its entries are exactly the domain's dropdownFor. */
export function UserMenu({ user, entries }: { user: UserWire; entries: DropdownKey[] }) {
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.account}>
          <Avatar
            src={user.user_profilepic}
            alt=""
            aria-hidden="true"
            size={30}
            radius="xl"
            color="white"
            variant="filled"
            styles={{ placeholder: { color: 'var(--header-bg)', fontWeight: 700 } }}
          >
            {initials(name)}
          </Avatar>
          <span className={classes.accountName}>{name}</span>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.company ? `${user.company.company_name} · ` : ''}
          {USER_TYPE_LABELS[user.user_type]}
        </Menu.Label>
        {entries.map((key) => (
          <Fragment key={key}>
            {key === 'Logout' && entries.length > 1 && <Menu.Divider />}
            <Menu.Item
              component={Link}
              to={ENTRIES[key].path}
              leftSection={ENTRIES[key].icon}
              color={key === 'Logout' ? 'red' : undefined}
            >
              {key}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
