import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import { useSession } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/i18n';
import { lazyWithQueryClient } from '../../lib/lazy-with-query-client';
import { paths } from '../../lib/paths';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';

/** Coins and plan of the signed-in user: its own chunk, so visitors' first load stays small. */
const HeaderBalance = lazy(lazyWithQueryClient(() => import('../../features/account/components/header-balance')));

/**
 * Fixed top bar (as in the spec): brand, coins and plan (signed in), Home, Buy Coins and History (signed in), About Us, Contact Us, Profile or
 * Login / Sign in, language. On small screens the links fold behind a Menu button; the menu is
 * open only for the location it was opened on, so any navigation (link, back button) closes it; a
 * language choice closes it too, focus back on the Menu button (decision 0064).
 */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  const signedIn = session.status === 'signed-in';

  const toggleRef = useRef<HTMLButtonElement>(null);

  /** Closes the open menu and puts focus back on its button (the focused item inside is hidden with it). */
  const closeToToggle = () => {
    if (!open) return;
    close();
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeToToggle();
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="site-header__inner">
        <BrandLink onClick={close} />
        {signedIn && (
          <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
            <HeaderBalance />
          </Suspense>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-label={t('nav.menu')}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span aria-hidden="true">{t('nav.menu')}</span>
        </button>
        <nav id="site-nav" className={open ? 'site-nav site-nav--open' : 'site-nav'} aria-label={t('nav.label')}>
          <ul className="site-nav__links">
            <HeaderLink to={paths.home} label={t('nav.home')} onClick={close} end />
            {/* A full page load: the payment page's security policy (Cashfree's script) applies only to documents loaded there. */}
            {signedIn && <HeaderLink to={paths.buyCoins} label={t('nav.buyCoins')} onClick={close} reloadDocument />}
            {signedIn && <HeaderLink to={paths.history} label={t('nav.history')} onClick={close} />}
            <HeaderLink to={paths.aboutUs} label={t('nav.aboutUs')} onClick={close} />
            <HeaderLink to={paths.contactUs} label={t('nav.contactUs')} onClick={close} />
            <HeaderLink to={paths.profile} label={signedIn ? t('nav.profile') : t('nav.login')} onClick={close} />
          </ul>
          <LanguageSwitch onChosen={closeToToggle} />
        </nav>
      </div>
    </header>
  );
}

interface HeaderLinkProps {
  to: string;
  label: string;
  onClick: () => void;
  end?: boolean;
  /** Load the target as a new document (its own response headers apply). */
  reloadDocument?: boolean;
}

function HeaderLink({ to, label, onClick, end, reloadDocument }: HeaderLinkProps) {
  return (
    <li>
      <NavLink to={to} end={end} onClick={onClick} reloadDocument={reloadDocument}>
        {label}
      </NavLink>
    </li>
  );
}
