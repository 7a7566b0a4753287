import {
  COMPANY_TYPE_LABELS,
  dropdownFor,
  isSalesStaff,
  landingPath,
  menuFor,
  passesGuard,
  type UserWire,
} from '@tillwise/domain';
import type { CSSProperties, ReactNode } from 'react';
import { useUserLanguage } from '../../i18n';
import { toActor } from '../../lib/actor';
import { readableTextOn } from '../../lib/color';
import { useHeaderColor } from '../../lib/header-color';
import { TillStatus } from '../../offline/till-status';
import { useSaveLanguage } from './api/set-language';
import classes from './app-header.module.css';
import { Brand } from './brand';
import { FiscalWarning } from './fiscal-warning';
import { MainMenu } from './main-menu';
import { NotificationBell } from './notification-bell';
import { OrderSearch } from './order-search';
import { useNarrowScreen } from './use-narrow-screen';
import { type AccountLink, UserMenu } from './user-menu';

/**
 * The signed-in header (spec 2.2): a bar in the HeaderColor cookie's colour over the menu row. On a
 * narrow screen the menu row, the company and the order search give way to `burger`, which opens
 * the side menu (SideMenu), so the bar always fits with the account menu in view.
 */
export function AppHeader({
  user,
  accountLinks,
  burger,
}: {
  user: UserWire;
  accountLinks?: AccountLink[];
  burger?: ReactNode;
}) {
  const actor = toActor(user);
  useUserLanguage(user);
  const saveLanguage = useSaveLanguage();
  const narrow = useNarrowScreen();
  const background = useHeaderColor();
  const colours = { '--header-bg': background, '--header-fg': readableTextOn(background) } as CSSProperties;

  return (
    // The AppShell's header around it is the page's banner (root-layout.tsx): one <header>, not two.
    <div className={classes.header} style={colours} data-testid="app-header">
      <div className={classes.bar} data-testid="header-bar">
        {burger}
        <Brand to={landingPath(actor)} />
        {user.company && (
          <div className={classes.company}>
            <span className={classes.companyName}>{user.company.company_name}</span>
            <span className={classes.companyType}>{COMPANY_TYPE_LABELS[user.company.company_type]}</span>
          </div>
        )}
        {/* The search opens the orders list, which only managers may see. */}
        {passesGuard('manager', actor) && !narrow && <OrderSearch />}
        <div className={classes.spacer} />
        <TillStatus />
        <NotificationBell />
        <UserMenu
          user={user}
          entries={dropdownFor(actor)}
          extra={accountLinks}
          onLanguageChosen={(language) => {
            // The pseudo-locale is for development only and is not saved.
            if (language !== 'en-XA') saveLanguage.mutate(language);
          }}
        />
      </div>
      {/* Whoever sells for the company hears when its sales stop reaching the FBR. */}
      {user.company && isSalesStaff(actor) && <FiscalWarning company={user.company.id} />}
      <MainMenu items={menuFor(actor)} />
    </div>
  );
}
