import type { MenuItem } from '@tillwise/domain';
import { NavLink } from 'react-router';
import classes from './app-header.module.css';

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
