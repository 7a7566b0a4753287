import { Avatar, Menu, SegmentedControl, UnstyledButton } from '@mantine/core';
import { type DropdownKey, USER_TYPE_LABELS, type UserWire } from '@tillwise/domain';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type Language, type MessageKey, useLanguage, useT } from '../../i18n';
import { displayName, initials } from '../../lib/format';
import { paths } from '../../lib/paths';
import classes from './app-header.module.css';
import { ChevronDownIcon, LogoutIcon, ReportIcon, SettingsIcon } from './icons';

/** A dropdown entry another part of the app adds (composed in app/), shown before Logout. */
export interface AccountLink {
  /** Already in the chosen language (the caller's `t`). */
  label: string;
  path: string;
  icon: ReactNode;
}

interface Entry {
  labelKey?: MessageKey;
  label?: string;
  path: string;
  icon: ReactNode;
}

const ENTRIES: Record<DropdownKey, Entry> = {
  Settings: {
    labelKey: 'shell.userMenu.settings',
    path: paths.settings.to(),
    icon: <SettingsIcon size={16} />,
  },
  Reports: {
    labelKey: 'shell.userMenu.reports',
    path: paths.businessReport.to(),
    icon: <ReportIcon size={16} />,
  },
  Logout: { labelKey: 'shell.userMenu.logout', path: paths.logout.to(), icon: <LogoutIcon size={16} /> },
};

/** The languages offered in the menu; the pseudo-locale only in development (docs/i18n.md). */
const CHOICES: Language[] = import.meta.env.DEV ? ['en', 'ur', 'en-XA'] : ['en', 'ur'];

/** Spec 6's entries in their order, with the added links just before Logout. */
function entriesOf(keys: DropdownKey[], extra: AccountLink[]): Entry[] {
  const before = keys.filter((k) => k !== 'Logout').map((k) => ENTRIES[k]);
  return [...before, ...extra, ...(keys.includes('Logout') ? [ENTRIES.Logout] : [])];
}

/** Profile picture and name; its entries are the domain's dropdownFor plus the app's links. */
export function UserMenu(props: {
  user: UserWire;
  entries: DropdownKey[];
  extra?: AccountLink[];
  /** Saves the choice as the user's setting (the page keeps it on this device either way). */
  onLanguageChosen?: (language: Language) => void;
}) {
  const { user } = props;
  const t = useT();
  const { language, setLanguage } = useLanguage();
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
                {entry.labelKey ? t(entry.labelKey) : entry.label}
              </Menu.Item>
            </Fragment>
          );
        })}
        <Menu.Divider />
        <Menu.Label>{t('language.menuLabel')}</Menu.Label>
        <SegmentedControl
          size="xs"
          fullWidth
          mx={6}
          mb={6}
          aria-label={t('language.menuLabel')}
          value={language}
          data={CHOICES.map((choice) => ({ value: choice, label: t(`language.name.${choice}`) }))}
          onChange={(value) => {
            const choice = value as Language;
            void setLanguage(choice);
            props.onLanguageChosen?.(choice);
          }}
        />
      </Menu.Dropdown>
    </Menu>
  );
}
