import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { type DropdownKey, USER_TYPE_LABELS, type UserWire } from '@tillwise/domain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, initials } from '../../lib/format';
import { paths } from '../../lib/paths';
import classes from './app-header.module.css';
import { ChevronDownIcon, LogoutIcon, ReportIcon, SettingsIcon } from './icons';

/** A dropdown entry another part of the app adds (composed in app/), shown before Logout. */
export interface AccountLink {
  label: string;
  path: string;
  icon: ReactNode;
}

const ENTRIES: Record<DropdownKey, AccountLink> = {
  Settings: { label: 'Settings', path: paths.settings.to(), icon: <SettingsIcon size={16} /> },
  Reports: { label: 'Reports', path: paths.businessReport.to(), icon: <ReportIcon size={16} /> },
  Logout: { label: 'Logout', path: paths.logout.to(), icon: <LogoutIcon size={16} /> },
};

/** Spec 6's entries in their order, with the added links just before Logout. */
function entriesOf(keys: DropdownKey[], extra: AccountLink[]): AccountLink[] {
  const before = keys.filter((k) => k !== 'Logout').map((k) => ENTRIES[k]);
  return [...before, ...extra, ...(keys.includes('Logout') ? [ENTRIES.Logout] : [])];
}

/** Profile picture and name; its entries are the domain's dropdownFor plus the app's links. */
export function UserMenu(props: { user: UserWire; entries: DropdownKey[]; extra?: AccountLink[] }) {
  const { user } = props;
  const name = displayName(user);
  const entries = entriesOf(props.entries, props.extra ?? []);
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
        {entries.map((entry) => {
          const logout = entry === ENTRIES.Logout;
          return (
            <Fragment key={entry.path}>
              {logout && entries.length > 1 && <Menu.Divider />}
              <Menu.Item
                component={Link}
                to={entry.path}
                leftSection={entry.icon}
                color={logout ? 'red' : undefined}
              >
                {entry.label}
              </Menu.Item>
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
