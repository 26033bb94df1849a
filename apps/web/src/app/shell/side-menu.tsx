import clsx from 'clsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { paths } from '@/config/paths';
import type { MenuItem } from '@/app/shell/menu-entries';
import styles from '@/app/shell/side-menu.module.css';

interface SideMenuProps {
  items: readonly MenuItem[];
  /** Small screens: sign out becomes a button at the foot of the menu. */
  signOutAsButton?: boolean;
  onNavigate?: () => void;
}

/** The account menu (a labelled nav landmark), as sidebar or inside the small-screen drawer. */
export function SideMenu({ items, signOutAsButton, onNavigate }: SideMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const mainItems = items.filter((item) => !item.external && !item.signOut);
  const footItems = items.filter((item) => item.external || (item.signOut && !signOutAsButton));
  const signOut = items.find((item) => item.signOut);

  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'menu.label' })}>
      <ul className={styles.list}>
        {mainItems.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.href}
              end={item.href === paths.home}
              className={({ isActive }) => clsx(styles.link, isActive && styles.active)}
              onClick={onNavigate}
            >
              <Icon name={item.icon} size={22} />
              <FormattedMessage id={`menu.${item.id}`} />
            </NavLink>
          </li>
        ))}
      </ul>
      {footItems.length > 0 ? (
        <ul className={clsx(styles.list, styles.foot)}>
          {footItems.map((item) => (
            <li key={item.id}>
              {item.external ? (
                <a className={styles.link} href={item.href}>
                  <Icon name={item.icon} size={22} />
                  <FormattedMessage id={`menu.${item.id}`} />
                  <Icon name="external" size={16} className={styles.externalIcon} />
                  <span className="visually-hidden">
                    <FormattedMessage id="menu.opensExternal" />
                  </span>
                </a>
              ) : (
                <NavLink to={item.href} className={styles.link} onClick={onNavigate}>
                  <Icon name={item.icon} size={22} />
                  <FormattedMessage id={`menu.${item.id}`} />
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {signOutAsButton && signOut ? (
        <div className={styles.signOutButton}>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              onNavigate?.();
              void navigate(signOut.href);
            }}
          >
            <Icon name="signOut" size={20} />
            <FormattedMessage id="menu.signOut" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
