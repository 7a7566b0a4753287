import { type MenuItem, menuFor, passesGuard, type UserWire } from '@tillwise/domain';
import { NavLink } from 'react-router';
import { toActor } from '../../lib/actor';
import classes from './app-header.module.css';
import { OrderSearch } from './order-search';

/** The header menu buttons, exactly as the domain's menuFor lists them, the current one marked. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav className={classes.nav} aria-label="Main menu" data-testid="main-menu">
      {items.map((item) => (
        <NavLink key={item.label} to={item.path} end={item.path === '/'} className={classes.navLink}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The same menu on a narrow screen: the side menu the header's burger opens, with the order search. */
export function SideMenu({ user }: { user: UserWire }) {
  const actor = toActor(user);
  return (
    <nav className={classes.sideNav} aria-label="Side menu" data-testid="side-menu">
      {passesGuard('manager', actor) && (
        <div className={classes.sideSearch}>
          <OrderSearch stacked />
        </div>
      )}
      {menuFor(actor).map((item) => (
        <NavLink key={item.label} to={item.path} end={item.path === '/'} className={classes.sideLink}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
