import { type MenuItem, menuFor, passesGuard, type UserWire } from '@tillwise/domain';
import { NavLink } from 'react-router';
import { useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import classes from './app-header.module.css';
import { OrderSearch } from './order-search';

/** The header menu buttons, exactly as the domain's menuFor lists them, the current one marked. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const t = useT();
  return (
    <nav className={classes.nav} aria-label={t('shell.menu.main')} data-testid="main-menu">
      {items.map((item) => (
        <NavLink key={item.label} to={item.path} end={item.path === '/'} className={classes.navLink}>
          {t(`shell.menu.${item.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The same menu on a narrow screen: the side menu the header's burger opens, with the order search. */
export function SideMenu({ user }: { user: UserWire }) {
  const t = useT();
  const actor = toActor(user);
  return (
    <nav className={classes.sideNav} aria-label={t('shell.menu.side')} data-testid="side-menu">
      {passesGuard('manager', actor) && (
        <div className={classes.sideSearch}>
          <OrderSearch stacked />
        </div>
      )}
      {menuFor(actor).map((item) => (
        <NavLink key={item.label} to={item.path} end={item.path === '/'} className={classes.sideLink}>
          {t(`shell.menu.${item.label}`)}
        </NavLink>
      ))}
    </nav>
  );
}
